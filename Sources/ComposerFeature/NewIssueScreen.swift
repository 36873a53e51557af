import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The form that files a new issue in one repository: `N` on its list opens it.
///
/// It reads the repository's unsent new issue first (kept like a comment's draft), and when
/// there is none, the repository's issue templates: with some, it offers them, and a Markdown
/// one fills the title, body, labels and assignees (an issue form opens on GitHub, which alone
/// can fill it). The form is the issue editor's title and body (`IssueTextForm`) with rows for
/// the labels, assignees and milestone, each chosen in the app's pickers. Enter on the body
/// sends one `POST`; while it is on its way every key is ignored, so nothing is filed twice.
/// Filed, the form closes and the new issue opens; refused or failed, the form stays with
/// everything in it.
public struct NewIssueScreen: Equatable, Sendable {
  public enum Event: Sendable, Equatable {
    /// The repository's unsent new issue, read when the form opened.
    case draftLoaded(String?)
    /// The repository's templates, or why they couldn't be read.
    case templatesLoaded(Result<[IssueTemplate], AppError>)
    /// The external editor exited.
    case editorFinished(ExternalEditor.Outcome)
    /// A picker opened for the form chose.
    case chosen(IssueChange)
    /// The `POST`'s answer.
    case filed(Result<Issue, AppError>)
  }

  /// The form's rows, in Tab's order.
  public enum Row: Equatable, Sendable, CaseIterable {
    case title, labels, assignees, milestone, body
  }

  public enum Phase: Equatable, Sendable {
    /// Reading the draft, then the templates.
    case loading
    /// The templates are offered.
    case choosing
    case editing
    /// The external editor has the terminal.
    case inEditor
    /// The `POST` is on its way: every key is ignored.
    case sending
    /// Filed, or closed: every key is ignored.
    case closed
  }

  public let repository: RepositoryName
  public let loadID: EffectID
  public let sendID: EffectID
  public private(set) var form = IssueTextForm(IssueText(title: "", body: ""))
  public private(set) var row: Row = .title
  public private(set) var labels: [String] = []
  public private(set) var assignees: [String] = []
  public private(set) var milestone: Milestone?
  /// The template the form began from, by name: kept in its draft with the rest.
  public private(set) var template: String?
  /// The templates offered (`choosing`), Markdown ones and issue forms.
  public private(set) var templates: [IssueTemplate] = []
  /// The choice's selected row: a template's index, or `templates.count` for a blank issue.
  public private(set) var selection = 0
  public private(set) var phase: Phase = .loading
  /// A blank title, GitHub's 422 words, or why the editor gave nothing back.
  public private(set) var inlineMessage: String?
  /// Said under the heading: the draft was restored, or the templates couldn't be read.
  public private(set) var notice: LocalizedText?

  /// A form for `repository`.
  public init(repository: RepositoryName, id: ScreenID) {
    self.repository = repository
    self.loadID = id.effect("newIssue.load")
    self.sendID = id.effect("newIssue.send")
  }

  /// The issue as it would be filed.
  public var newIssue: NewIssue {
    let text = form.text
    return NewIssue(
      title: text.title, body: text.body, labels: labels, assignees: assignees,
      milestone: milestone)
  }

  /// An issue standing for the form, for a picker to tick what the form has chosen.
  public var chosenAsIssue: Issue {
    Issue(
      number: NewIssueDraft.number, title: form.text.title, state: .open,
      author: User(login: ""), labels: labels.map { Label(name: $0, color: nil) },
      commentCount: nil, createdAt: Date(timeIntervalSince1970: 0), body: "", url: "",
      repository: repository, assignees: assignees.map(User.init(login:)),
      milestone: milestone?.title)
  }

  // MARK: - Opening

  /// The draft was read: restored, the form opens on it; none, the templates are read next.
  public mutating func draftLoaded(_ draft: String?) -> Bool {
    guard phase == .loading else { return false }
    guard let draft, !draft.allSatisfy(\.isWhitespace) else { return true }
    let fields = NewIssueDraft.fields(draft)
    form = IssueTextForm(fields.text, focus: .title)
    labels = fields.labels
    assignees = fields.assignees
    milestone = fields.milestone
    template = fields.template
    row = .title
    notice = .newIssueDraftRestored
    phase = .editing
    return false
  }

  /// The templates came: offered when there are any, the form at once when there are none; a
  /// failure is said in the form, which doesn't wait for them.
  public mutating func templatesLoaded(_ result: Result<[IssueTemplate], AppError>) {
    guard phase == .loading else { return }
    switch result {
    case .success(let found) where !found.isEmpty:
      templates = found
      selection = 0
      phase = .choosing
    case .success:
      phase = .editing
    case .failure:
      notice = .templatesUnreadable
      phase = .editing
    }
  }

  // MARK: - The template choice

  /// What choosing the selected row does.
  public enum Choice: Equatable {
    case none
    /// An issue form: GitHub's page, at this template.
    case browser(file: String)
  }

  /// Up and down in the choice.
  public mutating func moveSelection(by step: Int) {
    guard phase == .choosing else { return }
    selection = min(max(0, selection + step), templates.count)
  }

  /// Enter in the choice: a Markdown template fills the form, "Blank issue" leaves it empty,
  /// an issue form is for the browser.
  public mutating func choose() -> Choice {
    guard phase == .choosing else { return .none }
    guard selection < templates.count else {
      phase = .editing
      return .none
    }
    let template = templates[selection]
    if template.kind == .form { return .browser(file: template.file) }
    form = IssueTextForm(IssueText(title: template.title, body: template.body), focus: .title)
    labels = template.labels
    assignees = template.assignees
    self.template = template.name
    row = .title
    phase = .editing
    return .none
  }

  // MARK: - The form

  /// What Enter did in the form.
  public enum Submission: Equatable {
    case none
    /// A picker for this row.
    case pick(FormPick)
    /// Send this issue.
    case send(NewIssue)
  }

  /// Enter: on the title, on to the body; on a picker's row, its picker; on the body, send (a
  /// blank title stays, with an inline error).
  public mutating func submit(language: Language) -> Submission {
    guard phase == .editing else { return .none }
    switch row {
    case .title:
      focus(.body)
      return .none
    case .labels: return .pick(.labels)
    case .assignees: return .pick(.assignees)
    case .milestone: return .pick(.milestone)
    case .body:
      guard !form.isTitleBlank else {
        inlineMessage = LocalizedText.titleRequired.text(in: language)
        focus(.title)
        return .none
      }
      inlineMessage = nil
      phase = .sending
      return .send(newIssue)
    }
  }

  /// Tab: the next row.
  public mutating func switchRow() {
    guard phase == .editing else { return }
    let rows = Row.allCases
    let next = ((rows.firstIndex(of: row) ?? 0) + 1) % rows.count
    focus(rows[next])
  }

  private mutating func focus(_ next: Row) {
    row = next
    if next == .title { form.focus = .title }
    if next == .body { form.focus = .body }
  }

  /// A picker chose for the form.
  public mutating func apply(_ change: IssueChange) {
    if let chosen = change.labels { labels = chosen }
    if let chosen = change.assignees { assignees = chosen }
    switch change.milestone {
    case .set(let chosen)?: milestone = chosen
    case .clear?: milestone = nil
    case nil: break
    }
  }

  /// Ctrl-E: the body to the editor.
  public mutating func runEditor(_ editor: ExternalEditor) -> Effect<Event> {
    guard phase == .editing else { return .none }
    phase = .inEditor
    focus(.body)
    let text = form.area.text
    return .runInTerminal { .editorFinished(editor.edit(text)) }
  }

  public mutating func editorFinished(_ outcome: ExternalEditor.Outcome, language: Language) {
    guard phase == .inEditor else { return }
    phase = .editing
    inlineMessage = form.editorFinished(outcome, language: language)
  }

  /// A key the table doesn't bind: the choice's moves, or the focused field's.
  public mutating func edit(_ input: InputEvent, bodySize: Size) {
    switch phase {
    case .choosing:
      guard case .key(let key) = input else { return }
      switch key {
      case .up, .character("k"), .ctrl("p"): moveSelection(by: -1)
      case .down, .character("j"), .ctrl("n"): moveSelection(by: 1)
      default: break
      }
    case .editing:
      guard row == .title || row == .body else { return }
      if form.edit(input, bodySize: bodySize), notice == .newIssueDraftRestored { notice = nil }
    case .loading, .inEditor, .sending, .closed:
      return
    }
  }

  /// Esc: closes. What was typed is kept as the repository's draft (`keptDraft`).
  public mutating func close() -> Bool {
    guard phase != .sending, phase != .closed else { return false }
    phase = .closed
    return true
  }

  /// The draft Esc or a quit keeps: every field when there is anything in the form, `nil`
  /// (delete it) when the form is blank. Nothing from the template choice, where nothing was
  /// typed.
  public var keptDraft: String? {
    guard !form.isBlank || !labels.isEmpty || !assignees.isEmpty || milestone != nil else {
      return nil
    }
    let text = form.text
    return NewIssueDraft.encode(
      NewIssueDraft.Fields(
        title: text.title, body: text.body, labels: labels, assignees: assignees,
        milestoneNumber: milestone?.number, milestoneTitle: milestone?.title, template: template))
  }

  /// The answer: filed, the form is done; refused or failed, it is editable again with
  /// everything in it.
  public mutating func filed(_ result: Result<Issue, AppError>) -> Issue? {
    guard phase == .sending else { return nil }
    switch result {
    case .success(let issue):
      phase = .closed
      return issue
    case .failure:
      phase = .editing
      return nil
    }
  }

  /// An error the chain chose to show here (GitHub's 422).
  public mutating func show(_ message: String) {
    inlineMessage = message
  }

  /// GitHub's field names as the form calls them.
  public static let fieldLabels: [String: LocalizedText] = [
    "title": .titleField, "body": .descriptionField, "labels": .labelsField,
    "assignees": .assigneesField, "milestone": .milestoneField,
  ]
}
