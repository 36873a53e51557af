import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import SystemSupport
import TerminalUI

/// The editor of an issue's title and body: a one-line title field over the body's text area,
/// prefilled with the issue's own.
///
/// `e` opens it on the title. Enter on the title moves to the body, Enter on the body saves (a
/// blank title is an inline error and nothing is sent), Tab goes between the fields, Ctrl-E
/// hands the body to `$VISUAL`/`$EDITOR`/`vi`, Esc closes sending nothing, keeping a changed
/// title and body as the issue's draft (as a quit, a signal or a lost terminal does), which the
/// next `e` offers back and says so. Only the fields the user changed are sent. The edit carries the text it began from, so the write sends nothing
/// over someone else's change; reopened after such a conflict, it overwrites.
public struct IssueEditScreen: Equatable, Sendable {
  public enum Event: Sendable, Equatable {
    /// The editor exited.
    case editorFinished(ExternalEditor.Outcome)
    /// The issue's saved edit (its title and body, `NewIssueDraft`'s form), read when the editor
    /// opened (`nil`: none), or the text the app holds of one that couldn't be saved.
    case draftLoaded(String?)
    /// The saved edit couldn't be read: it was set aside, or is a newer version's, left.
    case draftUnreadable(DraftError)
  }

  public typealias Field = IssueTextForm.Field

  public enum Phase: Equatable, Sendable {
    case editing
    /// The external editor has the terminal.
    case inEditor
    /// Saved or closed: every further key is ignored, so a double Enter sends once.
    case closed
  }

  public let reference: IssueReference
  public let repository: RepositoryName
  /// The title and body the edit began from: what "changed" is measured against.
  public let original: IssueText
  /// Whether saving writes over the server's text without comparing (the user chose to, after
  /// a conflict).
  public let overwrites: Bool
  /// The title and body being edited.
  public private(set) var form: IssueTextForm
  public var titleField: TextField { form.titleField }
  public var area: TextArea { form.area }
  public var focus: Field { form.focus }
  public private(set) var phase: Phase = .editing
  /// A blank title, GitHub's 422 words, the conflict, why the editor gave nothing back, or
  /// that a draft was restored (or couldn't be).
  public private(set) var inlineMessage: String?
  /// Whether the saved draft has been read (or there is no place for drafts, or the editor was
  /// reopened on text of its own): until it is, Esc on an unchanged text leaves it alone.
  public private(set) var draftRead: Bool
  /// The text came from a saved draft.
  public private(set) var restoredDraft = false

  /// An editor of `original` on issue `number`; `text` (reopened after a conflict or a refusal)
  /// is the user's own text, shown with `message`.
  public init(
    repository: RepositoryName, number: Int, original: IssueText, text: IssueText? = nil,
    message: String? = nil, overwrites: Bool = false
  ) {
    self.repository = repository
    self.reference = IssueReference(repository: repository, number: number)
    self.original = original
    self.overwrites = overwrites
    self.form = IssueTextForm(text ?? original, focus: text == nil ? .title : .body)
    self.inlineMessage = message
    self.draftRead = text != nil
  }

  /// The key its draft is kept under.
  public func draftKey(host: String) -> DraftKey {
    DraftKey(host: host, repository: repository, number: reference.number, isIssueText: true)
  }

  /// The text as a draft keeps it.
  public var draftText: String { NewIssueDraft.encode(form.text) }

  /// The saved draft arrived: it fills the form while the form is as it opened (typing first
  /// wins) and differs from the issue's own text, and the editor says so.
  public mutating func draftLoaded(_ draft: String?, language: Language) {
    guard !draftRead else { return }
    draftRead = true
    guard let draft, phase == .editing, form.text == IssueTextForm(original, focus: .title).text
    else { return }
    let text = NewIssueDraft.decode(draft)
    guard text.title != original.title || !IssueText.same(text.body, original.body) else { return }
    form = IssueTextForm(text, focus: .title)
    restoredDraft = true
    inlineMessage = LocalizedText.issueEditDraftRestored.text(in: language)
  }

  /// The saved draft couldn't be read: said, with where it is.
  public mutating func draftUnreadable(_ error: DraftError, language: Language) {
    guard !draftRead else { return }
    draftRead = true
    inlineMessage = LocalizedText.draftNotRestored(error).text(in: language)
  }

  /// What Esc keeps: the text when it differs from the issue's own, `nil` (delete the draft)
  /// when it doesn't, and nothing to do while the draft hasn't been read.
  public var keptDraft: String?? {
    if change != nil { return .some(draftText) }
    return draftRead ? .some(nil) : nil
  }

  /// The change saving makes: only the fields that differ from the original, and the original
  /// to compare the server's with unless the user chose to overwrite. `nil` when nothing
  /// changed.
  public var change: IssueChange? {
    let title = form.text.title
    let body = form.text.body
    var change = IssueChange()
    if title != original.title.trimmingWhitespace() { change.title = title }
    if !IssueText.same(body, original.body) { change.body = body }
    guard !change.isEmpty else { return nil }
    if !overwrites { change.editedFrom = original }
    return change
  }

  // MARK: - Transitions

  /// Enter: on the title, the body; on the body, the change to save (a blank title stays, with
  /// an inline error). `.some(nil)` closes with nothing to send.
  public mutating func submit(language: Language) -> IssueChange?? {
    guard phase == .editing else { return nil }
    if focus == .title {
      form.focus = .body
      return nil
    }
    guard !form.isTitleBlank else {
      inlineMessage = LocalizedText.titleRequired.text(in: language)
      form.focus = .title
      return nil
    }
    phase = .closed
    inlineMessage = nil
    return .some(change)
  }

  /// Tab: the other field.
  public mutating func switchField() {
    guard phase == .editing else { return }
    form.focus = focus == .title ? .body : .title
  }

  /// Esc: closes, sending nothing.
  public mutating func cancel() {
    phase = .closed
  }

  /// Ctrl-E: the body goes to the editor; the screen waits for it.
  public mutating func runEditor(_ editor: ExternalEditor) -> Effect<Event> {
    guard phase == .editing else { return .none }
    phase = .inEditor
    form.focus = .body
    let text = area.text
    return .runInTerminal { .editorFinished(editor.edit(text)) }
  }

  /// The editor exited: its text replaces the body; a cancel or a failure says why.
  public mutating func editorFinished(_ outcome: ExternalEditor.Outcome, language: Language) {
    guard phase == .inEditor else { return }
    phase = .editing
    inlineMessage = form.editorFinished(outcome, language: language)
  }

  /// A key the key table doesn't bind, or a paste: the focused field's.
  public mutating func edit(_ input: InputEvent, bodySize: Size) {
    guard phase == .editing else { return }
    form.edit(input, bodySize: bodySize)
  }

  /// An error the chain chose to show here.
  public mutating func show(_ message: String) {
    inlineMessage = message
  }
}
