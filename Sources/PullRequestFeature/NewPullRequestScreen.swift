import AppCore
import ComposerFeature
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import SystemSupport
import TerminalUI

/// The form that opens a pull request from the branch the repository's clone is on: `N` on
/// the repository's pull requests opens it.
///
/// It reads the repository's unsent pull request first (kept like a new issue's draft), then
/// where it starts: the checkout's branch, the repository's default branch as the base, and
/// whether the branch is on the server. A branch that isn't (or a detached HEAD, or the base
/// itself checked out) is said, and the form offers nothing but looking again: Triage doesn't
/// push. Otherwise the title and body are filled from the branch's commits and the template
/// (`NewPullRequestText`), and the base, draft, reviewers and labels are rows of their own.
/// Enter on the body sends one `POST`; while it is on its way every key is ignored, so nothing
/// is opened twice. Opened, the form closes and the pull request's page opens; refused or
/// failed, the form stays with everything in it.
public struct NewPullRequestScreen: Equatable, Sendable {
  public enum Event: Sendable, Equatable {
    /// The repository's unsent pull request, read when the form opened.
    case draftLoaded(String?)
    case started(Result<NewPullRequestStart, AppError>)
    case editorFinished(ExternalEditor.Outcome)
    /// A picker opened for the form chose.
    case chosen(IssueChange)
    /// The `POST`'s answer.
    case opened(Result<OpenedPullRequest, AppError>)
  }

  /// The form's rows, in Tab's order.
  public enum Row: Equatable, Sendable, CaseIterable {
    case title, base, draft, reviewers, labels, body
  }

  public enum Phase: Equatable, Sendable {
    /// Reading the draft, then the checkout and the server.
    case loading
    /// Nothing can be opened, for this reason.
    case stopped(LocalizedText)
    case editing
    case inEditor
    /// The `POST` is on its way: every key is ignored.
    case sending
    case closed
  }

  public let repository: RepositoryName
  public let loadID: EffectID
  public let sendID: EffectID
  public private(set) var form = IssueTextForm(IssueText(title: "", body: ""))
  public private(set) var baseField = TextField(maximumLength: PullRequestText.maximumBranchBytes)
  /// The branch as the pull request names it: `branch`, or `owner:branch` from a fork.
  public private(set) var head = ""
  public private(set) var isDraft = false
  public private(set) var reviewers: [String] = []
  public private(set) var labels: [String] = []
  public private(set) var row: Row = .title
  /// The picker open for the form, so its choice lands in its row.
  public private(set) var picking: FormPick?
  public private(set) var phase: Phase = .loading
  public private(set) var inlineMessage: String?
  /// Said under the heading: what the form was filled from, or that a draft was restored.
  public private(set) var notice: LocalizedText?
  /// The draft read at the start, laid over the fill once the branch is known.
  private var restored: NewIssueDraft.Fields?

  public init(repository: RepositoryName, id: ScreenID) {
    self.repository = repository
    self.loadID = id.effect("newPullRequest.load")
    self.sendID = id.effect("newPullRequest.send")
  }

  /// The draft store's key: a pull request's unsent form lives beside its repository's new
  /// issue (number 0), as the text of that no-issue.
  public static func draftKey(host: String, repository: RepositoryName) -> DraftKey {
    DraftKey(host: host, repository: repository, number: NewIssueDraft.number, isIssueText: true)
  }

  public var base: String { baseField.text.trimmingWhitespace() }

  /// The pull request as it would be opened.
  public var newPullRequest: NewPullRequest {
    let text = form.text
    return NewPullRequest(
      title: text.title, body: text.body, head: head, base: base, isDraft: isDraft,
      reviewers: reviewers, labels: labels)
  }

  /// An issue standing for the form, for a picker to tick what the form has chosen: the
  /// reviewers as its assignees while they are picked.
  public var chosenAsIssue: Issue {
    Issue(
      number: NewIssueDraft.number, title: form.text.title, state: .open,
      author: User(login: ""), labels: labels.map { Label(name: $0, color: nil) },
      commentCount: nil, createdAt: Date(timeIntervalSince1970: 0), body: "", isPullRequest: true,
      url: "", repository: repository, assignees: reviewers.map(User.init(login:)))
  }

  // MARK: - Opening

  /// The draft was read; the start is asked for next either way.
  public mutating func draftLoaded(_ draft: String?) {
    guard phase == .loading, let draft, !draft.allSatisfy(\.isWhitespace) else { return }
    restored = NewIssueDraft.fields(draft)
  }

  public mutating func started(_ result: Result<NewPullRequestStart, AppError>) {
    guard phase == .loading else { return }
    switch result {
    case .failure(let error):
      phase = .stopped(
        LocalizedText(
          en: error.message(in: .english) ?? "", ja: error.message(in: .japanese) ?? ""))
    case .success(.stopped(let reason)):
      phase = .stopped(reason)
    case .success(.ready(let base, let head, let branch)):
      self.head = head
      baseField = TextField(text: base, maximumLength: PullRequestText.maximumBranchBytes)
      if let restored {
        form = IssueTextForm(restored.text, focus: .title)
        labels = restored.labels
        reviewers = restored.assignees
        isDraft = restored.template == Self.draftMark
        notice = .newPullRequestRestored
      } else {
        form = IssueTextForm(NewPullRequestText.filled(from: branch), focus: .title)
        notice = .filledFrom(commits: branch.commits.count, template: branch.template != nil)
      }
      row = .title
      phase = .editing
    }
  }

  /// Enter while stopped: the branch is read again (it may have been pushed since).
  public mutating func lookAgain() -> Bool {
    guard case .stopped = phase else { return false }
    phase = .loading
    return true
  }

  // MARK: - The form

  public enum Submission: Equatable {
    case none
    case pick(FormPick)
    case send(NewPullRequest)
  }

  /// Enter: a picker's row opens it, the draft row switches, the title and base move on, and
  /// the body sends (a blank title or base stays, with an inline error).
  public mutating func submit(language: Language) -> Submission {
    guard phase == .editing else { return .none }
    switch row {
    case .title:
      focus(.base)
      return .none
    case .base:
      focus(.draft)
      return .none
    case .draft:
      isDraft.toggle()
      return .none
    case .reviewers:
      picking = .reviewers
      return .pick(.reviewers)
    case .labels:
      picking = .labels
      return .pick(.labels)
    case .body:
      if form.isTitleBlank {
        inlineMessage = LocalizedText.titleRequired.text(in: language)
        focus(.title)
        return .none
      }
      if base.isEmpty {
        inlineMessage = LocalizedText.baseRequired.text(in: language)
        focus(.base)
        return .none
      }
      inlineMessage = nil
      phase = .sending
      return .send(newPullRequest)
    }
  }

  /// Tab: the next row.
  public mutating func switchRow() {
    guard phase == .editing else { return }
    let rows = Row.allCases
    focus(rows[((rows.firstIndex(of: row) ?? 0) + 1) % rows.count])
  }

  private mutating func focus(_ next: Row) {
    row = next
    if next == .title { form.focus = .title }
    if next == .body { form.focus = .body }
  }

  /// A picker chose for the form: the reviewers picker's choice comes as assignees.
  public mutating func apply(_ change: IssueChange) {
    if let chosen = change.labels { labels = chosen }
    if let chosen = change.assignees, picking == .reviewers { reviewers = chosen }
    picking = nil
  }

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

  /// A key the table doesn't bind, for the focused field.
  public mutating func edit(_ input: InputEvent, bodySize: Size) {
    guard phase == .editing else { return }
    switch (row, input) {
    case (.title, _), (.body, _):
      form.edit(input, bodySize: bodySize)
    case (.base, .key(let key)):
      _ = baseField.handle(key)
    case (.base, .paste(let text)):
      baseField.paste(text)
    case (.draft, .key(.character(" "))):
      isDraft.toggle()
    default:
      return
    }
  }

  /// Esc: closes; what was typed is kept as the repository's draft (`keptDraft`).
  public mutating func close() -> Bool {
    guard phase != .sending, phase != .closed else { return false }
    phase = .closed
    return true
  }

  /// Whether the form holds a pull request being written (not a reason it can't be).
  public var isWritten: Bool {
    switch phase {
    case .editing, .inEditor, .sending: true
    case .loading, .stopped, .closed: false
    }
  }

  /// Marks a kept draft as a draft pull request: the issue draft's template field, which a
  /// pull request has no use for.
  static let draftMark = "draft"

  /// The draft Esc or a quit keeps: every field when the form was written in, `nil` when it is
  /// blank.
  public var keptDraft: String? {
    guard !form.isBlank || !labels.isEmpty || !reviewers.isEmpty else { return nil }
    let text = form.text
    return NewIssueDraft.encode(
      NewIssueDraft.Fields(
        title: text.title, body: text.body, labels: labels, assignees: reviewers,
        template: isDraft ? Self.draftMark : nil))
  }

  /// The answer: opened, the form is done; refused or failed, it is editable again.
  public mutating func opened(_ result: Result<OpenedPullRequest, AppError>) -> OpenedPullRequest? {
    guard phase == .sending else { return nil }
    switch result {
    case .success(let opened):
      phase = .closed
      return opened
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
    "title": .titleField, "body": .descriptionField, "base": .baseField, "head": .headField,
  ]
}
