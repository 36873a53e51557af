import FoundationEssentials
import IssueDomain
import SystemSupport

/// What the demo server has been told to change: comments added and issues edited, per
/// repository and number, laid over the generated catalog by every read, so a read after a
/// write shows it (state, labels, assignees, milestone, comments and their count).
///
/// A class behind a lock, shared by every copy of the repository value, like `DemoTraffic`.
/// Bounded: an issue keeps at most `maximumCommentsPerIssue` added comments (the next is a 422).
final class DemoWriteLedger: Sendable {
  /// The most comments the demo stores on one issue.
  static let maximumCommentsPerIssue = 1000
  /// Added comments get ids from here up, clear of the catalog's (`number * 1000 + position`).
  static let firstCommentID = 10_000_000

  /// The parts of an issue a write has replaced.
  struct Edit: Sendable {
    var state: IssueState?
    var stateReason: IssueStateReason?
    var labels: [Label]?
    var assignees: [User]?
    var milestone: MilestoneChange?
    var title: String?
    var body: String?
    /// A pull request was merged (it is closed too).
    var isMerged: Bool?
    /// When the issue last changed here (an edit or a comment): reads show it as their
    /// `updated_at`, as GitHub's do, so a value read after a write is newer than one before.
    var updatedAt: Date?
  }

  private struct Key: Hashable {
    var repository: RepositoryName
    var number: Int
  }

  private struct State {
    var edits: [Key: Edit] = [:]
    var comments: [Key: [Comment]] = [:]
    var nextCommentID = DemoWriteLedger.firstCommentID
    var writes: [RepositoryName: Int] = [:]
    /// Comments deleted from each issue, taken off its count.
    var deleted: [Key: Int] = [:]
    /// The signed-in account's reactions to each body, with their ids.
    var reactions: [Key: [Reaction: Int]] = [:]
    var nextReactionID = DemoWriteLedger.firstReactionID
    /// The issues filed in this run, per repository, oldest first.
    var created: [RepositoryName: [Issue]] = [:]
  }

  /// The most issues the demo files in one repository (the next is a 422).
  static let maximumCreatedIssues = 1000

  /// Reactions added here get ids from here up.
  static let firstReactionID = 20_000_000

  private let state = Locked(State())

  init() {}

  /// `issue` with every write to it applied.
  func applied(to issue: Issue, in repository: RepositoryName) -> Issue {
    let key = Key(repository: repository, number: issue.number)
    let (edit, added, mine, deleted) = state.withLock {
      ($0.edits[key], $0.comments[key]?.count ?? 0, $0.reactions[key] ?? [:], $0.deleted[key] ?? 0)
    }
    var result = issue
    // The catalog's counts are everyone else's; the account's own are added to them.
    for reaction in mine.keys { result.reactions[reaction] += 1 }
    if let edit {
      if let state = edit.state {
        result.state = state
        result.stateReason = edit.stateReason
      }
      if let labels = edit.labels { result.labels = labels }
      if let assignees = edit.assignees { result.assignees = assignees }
      if let milestone = edit.milestone { result.milestone = milestone.title }
      if let title = edit.title { result.title = title }
      if let body = edit.body { result.body = body }
      if edit.isMerged == true, result.isPullRequest {
        result.isMerged = true
        result.state = .closed
      }
      if let changed = edit.updatedAt {
        result.updatedAt = max(result.updatedAt ?? changed, changed)
      }
    }
    if added > 0 || deleted > 0 {
      result.commentCount = max(0, (result.commentCount ?? 0) + added - deleted)
    }
    return result
  }

  /// The comments written on issue `number`, oldest first.
  func comments(ofIssue number: Int, in repository: RepositoryName) -> [Comment] {
    state.withLock { $0.comments[Key(repository: repository, number: number)] ?? [] }
  }

  /// The comment written here with id `id`, and the issue it is on.
  func comment(withID id: Int, in repository: RepositoryName) -> (number: Int, comment: Comment)? {
    state.withLock { state in
      for (key, comments) in state.comments where key.repository == repository {
        if let comment = comments.first(where: { $0.id == id }) { return (key.number, comment) }
      }
      return nil
    }
  }

  /// Stores a comment and returns it, or `nil` when the issue is full.
  func addComment(
    _ body: String, by author: User, at date: Date, toIssue number: Int,
    in repository: RepositoryName
  ) -> Comment? {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      guard state.comments[key, default: []].count < Self.maximumCommentsPerIssue else {
        return nil
      }
      let comment = Comment(id: state.nextCommentID, author: author, body: body, createdAt: date)
      state.nextCommentID += 1
      state.comments[key, default: []].append(comment)
      var edit = state.edits[key] ?? Edit()
      edit.updatedAt = max(edit.updatedAt ?? date, date)
      state.edits[key] = edit
      return comment
    }
  }

  /// A comment of issue `number` was deleted at `date`: its count is one less, and it changed.
  func commentDeleted(fromIssue number: Int, in repository: RepositoryName, at date: Date) {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      state.deleted[key, default: 0] += 1
      var edit = state.edits[key] ?? Edit()
      edit.updatedAt = max(edit.updatedAt ?? date, date)
      state.edits[key] = edit
    }
  }

  /// Records a change to issue `number`; parts left `nil` keep their earlier edit.
  func edit(_ number: Int, in repository: RepositoryName, with edit: Edit) {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      var current = state.edits[key] ?? Edit()
      if let newState = edit.state {
        current.state = newState
        current.stateReason = edit.stateReason
      }
      if let labels = edit.labels { current.labels = labels }
      if let assignees = edit.assignees { current.assignees = assignees }
      if let milestone = edit.milestone { current.milestone = milestone }
      if let title = edit.title { current.title = title }
      if let body = edit.body { current.body = body }
      if let merged = edit.isMerged { current.isMerged = merged }
      if let changed = edit.updatedAt {
        current.updatedAt = max(current.updatedAt ?? changed, changed)
      }
      state.edits[key] = current
    }
  }

  /// The signed-in account's reactions to issue `number`'s body, with their ids.
  func reactions(toIssue number: Int, in repository: RepositoryName) -> [Reaction: Int] {
    state.withLock { $0.reactions[Key(repository: repository, number: number)] ?? [:] }
  }

  /// Adds the account's `reaction` to the body, unless it has it (as GitHub answers a second
  /// one with the first).
  func addReaction(_ reaction: Reaction, toIssue number: Int, in repository: RepositoryName) {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      guard state.reactions[key]?[reaction] == nil else { return }
      state.reactions[key, default: [:]][reaction] = state.nextReactionID
      state.nextReactionID += 1
    }
  }

  /// Takes away the reaction `id`; false when the body has no reaction of the account's with
  /// that id (GitHub's 404).
  func deleteReaction(_ id: Int, fromIssue number: Int, in repository: RepositoryName) -> Bool {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      guard let reaction = state.reactions[key]?.first(where: { $0.value == id })?.key else {
        return false
      }
      state.reactions[key]?[reaction] = nil
      return true
    }
  }

  /// Counts a write to `repository` and returns its 1-based position, for scenarios that
  /// fail some writes and not others.
  func nextWrite(to repository: RepositoryName) -> Int {
    state.withLock { state in
      let position = state.writes[repository, default: 0] + 1
      state.writes[repository] = position
      return position
    }
  }

  /// Files an issue in `repository`, numbered after `catalogued` and those filed before it, as
  /// `make` builds it from its number; `nil` when the repository has filed its most.
  func createIssue(
    in repository: RepositoryName, after catalogued: Int, _ make: (Int) -> Issue
  ) -> Issue? {
    state.withLock { state in
      let filed = state.created[repository, default: []]
      guard filed.count < Self.maximumCreatedIssues else { return nil }
      let issue = make(catalogued + filed.count + 1)
      state.created[repository, default: []].append(issue)
      return issue
    }
  }

  /// The issue filed in this run as `number`, as it was filed (edits are laid over it by
  /// `applied`).
  func createdIssue(_ number: Int, in repository: RepositoryName) -> Issue? {
    state.withLock { $0.created[repository]?.first { $0.number == number } }
  }

  /// The issues filed in `repository` in this run, newest first.
  func createdIssues(in repository: RepositoryName) -> [Issue] {
    state.withLock { ($0.created[repository] ?? []).reversed() }
  }
}
