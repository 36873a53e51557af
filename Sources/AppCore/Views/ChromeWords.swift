import ErrorHandling
import Localization
import TerminalUI

/// The chrome's words in the user's language. Chosen once, when the program is made, and carried
/// by the theme, so every view that draws with the theme speaks the same language without a
/// language parameter of its own.
public struct ChromeWords: Hashable, Sendable {
  public let language: Language

  public init(_ language: Language) {
    self.language = language
  }

  public func callAsFunction(_ text: LocalizedText) -> String { text.text(in: language) }

  /// The toolkit panes' words in the same language.
  public var panes: PaneWords {
    PaneWords(
      loading: self(.loading), loadingMore: self(.loadingMore), retrying: self(.retrying),
      retryHint: self(.retryHint), pageRetryHint: self(.pageRetryHint))
  }
}
