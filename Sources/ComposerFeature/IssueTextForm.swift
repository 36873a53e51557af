import AppCore
import FoundationEssentials
import IssueDomain
import Localization
import SystemSupport
import TerminalUI

/// An issue's title and body as a form edits them: a one-line title field and the body's text
/// area, one of them focused. The issue editor (`e`) and the new-issue form (`N`) both hold
/// one, so typing, pasting and the external editor's text behave the same in both.
public struct IssueTextForm: Equatable, Sendable {
  public enum Field: Equatable, Sendable {
    case title, body
  }

  /// GitHub's longest title.
  public static let titleLimit = 256

  public private(set) var titleField: TextField
  public private(set) var area: TextArea
  public var focus: Field

  /// A form on `text`, focused on `focus`.
  public init(_ text: IssueText, focus: Field = .title) {
    self.titleField = TextField(text: text.title, maximumLength: Self.titleLimit)
    self.area = TextArea(text: text.body)
    self.focus = focus
  }

  /// The title (outer spaces trimmed) and body as they would be sent.
  public var text: IssueText {
    IssueText(title: titleField.text.trimmingWhitespace(), body: area.text)
  }

  /// Whether the title is empty or only spaces.
  public var isTitleBlank: Bool { titleField.text.allSatisfy(\.isWhitespace) }

  /// Whether nothing worth keeping was typed.
  public var isBlank: Bool { isTitleBlank && area.isBlank }

  /// A key or a paste, for the focused field. False when nothing changed.
  @discardableResult
  public mutating func edit(_ input: InputEvent, bodySize: Size) -> Bool {
    switch (input, focus) {
    case (.key(let key), .title):
      return titleField.handle(key) == .edited
    case (.key(let key), .body):
      return area.handle(key, in: bodySize) == .edited
    case (.paste(let text), .title):
      titleField.paste(text)
    case (.paste(let text), .body):
      area.paste(text, in: bodySize)
    case (.resize, _), (.mouse, _), (.backgroundColor, _):
      return false
    }
    return true
  }

  /// The external editor's outcome on the body; what to say of it, if anything.
  public mutating func editorFinished(_ outcome: ExternalEditor.Outcome, language: Language)
    -> String?
  {
    outcome.apply(to: &area, language: language)
  }
}
