/// One piece of text in every supported language. Building messages from this type makes a
/// missing translation a compile error instead of an English string in a Japanese UI.
public struct LocalizedText: Hashable, Sendable {
  public var english: String
  public var japanese: String

  public init(en english: String, ja japanese: String) {
    self.english = english
    self.japanese = japanese
  }

  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }
}
