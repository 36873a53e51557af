import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore

/// An issue's conversation from its timeline: one pager for comments and events alike, since
/// the timeline's `commented` entries are the comments (docs/decisions/0210).
extension GitHubIssueRepository {
  public func timeline(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> TimelinePage
  {
    let token = currentToken
    // The first page is kept, and asked for on its kept `ETag`, as the issue is.
    return try await keptFirstPage(
      "timeline", key: Self.timelineKey(number, repository), after: cursor,
      read: { store, key in await store.timeline(forList: key) },
      save: { store, list, key in await store.saveTimeline(list, forList: key) },
      fetch: { (next, etag) async throws(GitHubServiceError) in
        try await client.timeline(
          owner: repository.owner, name: repository.name, number: number, next: next,
          token: token, ifNoneMatch: etag)
      },
      map: { $0.compactMap { Self.timelineEntry($0, in: repository) } })
  }

  static func timelineKey(_ number: Int, _ repository: RepositoryName) -> String {
    "timeline \(repository.owner)/\(repository.name)#\(number)"
  }

  /// The most characters kept of one of an event's strings (a label, a title, a type's name):
  /// an event is one line, and a server can't make it longer than a line can show.
  static let eventTextLimit = 256

  /// Events GitHub's own page doesn't show either: they say nothing about the issue.
  static let silentEvents: Set<String> = ["mentioned", "subscribed", "unsubscribed"]

  /// The entry for one item of the timeline, or `nil` for one with nothing to show (no type, a
  /// comment without an id, an event nobody is shown).
  static func timelineEntry(_ dto: TimelineEventDTO, in repository: RepositoryName)
    -> TimelineEntry?
  {
    guard let type = dto.event.map({ short($0, limit: 64) }), !type.isEmpty,
      !silentEvents.contains(type)
    else { return nil }
    if type == "commented" {
      guard let id = dto.id else { return nil }
      let body = self.body(dto.body)
      return .comment(
        Comment(
          id: id, author: login(dto.user ?? dto.actor), body: body.text,
          createdAt: dto.createdAt ?? .distantPast, isBodyTruncated: body.isCut,
          reactions: reactions(dto.reactions), updatedAt: dto.updatedAt))
    }
    if type == "reviewed" { return review(dto).map(TimelineEntry.review) }
    let kind = eventKind(type, dto, in: repository)
    return .event(
      TimelineEvent(
        id: eventID(type, dto, kind: kind), actor: (dto.actor ?? dto.user).map { login($0) },
        kind: kind,
        createdAt: dto.createdAt))
  }

  private static func eventKind(
    _ type: String, _ dto: TimelineEventDTO, in repository: RepositoryName
  ) -> TimelineEvent.Kind {
    switch type {
    case "labeled": .labeled(short(dto.label?.name))
    case "unlabeled": .unlabeled(short(dto.label?.name))
    case "assigned": .assigned(login(dto.assignee))
    case "unassigned": .unassigned(login(dto.assignee))
    case "closed": .closed(dto.stateReason.flatMap(IssueStateReason.init(rawValue:)))
    case "reopened": .reopened
    case "renamed": .renamed(from: short(dto.rename?.from), to: short(dto.rename?.to))
    case "milestoned": .milestoned(short(dto.milestone?.title))
    case "demilestoned": .demilestoned(short(dto.milestone?.title))
    case "referenced": .referenced(commit: commit(dto.commitID))
    case "cross-referenced":
      crossReference(dto.source, in: repository) ?? .other(type)
    case "locked": .locked(reason: dto.lockReason.map { short($0, limit: 64) })
    case "unlocked": .unlocked
    default: .other(type)
    }
  }

  /// A submitted review, or `nil` for one without an id or still pending (no one else's to
  /// see, and its comments are shown from the review threads). A standing GitHub adds later
  /// reads as a comment.
  private static func review(_ dto: TimelineEventDTO) -> SubmittedReview? {
    guard let id = dto.id, id > 0 else { return nil }
    let state = dto.state.map { short($0, limit: 32).lowercased() }
    let standing: Reviewer.Standing
    switch state {
    case "pending": return nil
    case "approved": standing = .approved
    case "changes_requested": standing = .changesRequested
    case "dismissed": standing = .dismissed
    default: standing = .commented
    }
    let body = self.body(dto.body)
    return SubmittedReview(
      id: id, nodeID: dto.nodeID.flatMap { isNodeID($0) ? $0 : nil } ?? "",
      author: login(dto.user ?? dto.actor), standing: standing, body: body.text,
      isBodyTruncated: body.isCut, submittedAt: dto.submittedAt ?? dto.createdAt)
  }

  /// The referring issue, when the source names a number; its repository only when it is
  /// another one, and only when its name is a valid one.
  private static func crossReference(
    _ source: TimelineEventDTO.Source?, in repository: RepositoryName
  ) -> TimelineEvent.Kind? {
    guard let source, let number = source.number, number > 0 else { return nil }
    let named = source.repositoryFullName.flatMap { try? RepositoryName.parse($0) }
    return .crossReferenced(
      number: number, isPullRequest: source.isPullRequest,
      repository: named == repository ? nil : named)
  }

  /// GitHub's id when it gave one; else its node id or sha; else what the event says, so the same event on a page that
  /// repeats still has the same id.
  private static func eventID(_ type: String, _ dto: TimelineEventDTO, kind: TimelineEvent.Kind)
    -> String
  {
    if let id = dto.id { return "\(id)" }
    // A commit on a pull request has no `id`, but a node id and its sha: each its own entry.
    if let node = dto.nodeID ?? dto.sha { return "\(type)|\(node.prefix(128))" }
    let time = dto.createdAt.map { "\($0.timeIntervalSince1970)" } ?? "-"
    // What the event says, every part already bounded: the same on every page and every run.
    return "\(type)|\(time)|\(dto.actor?.login.prefix(64) ?? "")|\(String(describing: kind))"
  }

  /// An account's login, bounded and sanitised; `ghost`, as GitHub says, when there is none.
  static func login(_ dto: UserDTO?) -> User {
    User(login: short(dto?.login ?? "ghost", limit: 64))
  }

  /// A commit id as people write it: its first seven hex digits, or `?` when it isn't one
  /// (anything but ASCII hex digits, up to 64 of them).
  private static func commit(_ id: String?) -> String {
    guard let id, (1...64).contains(id.utf8.count),
      id.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0 | 0x20) })
    else { return "?" }
    return String(id.prefix(7))
  }

  /// A server string for one line: cut to `limit` characters before it is sanitised, so a huge
  /// one is never copied whole.
  static func short(_ raw: String?, limit: Int = eventTextLimit) -> String {
    guard let raw else { return "" }
    // Counting stops at the limit, so a megabyte string costs what a short one does.
    let scalars = raw.unicodeScalars
    let kept = scalars.dropFirst(limit).isEmpty ? raw : String(scalars.prefix(limit))
    return clean(kept)
  }
}
