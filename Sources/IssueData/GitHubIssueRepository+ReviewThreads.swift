import FoundationEssentials
import GitHubAPI
import IssueDomain
import ScreenState

/// A pull request's review threads on GitHub, every file's in one GraphQL page. What the server
/// sends is untrusted: a thread or comment without an id GitHub could have made is left out
/// (nothing could name it back), paths are one inert line, bodies and hunks are bounded and
/// inert, line numbers are kept only in range.
extension GitHubIssueRepository {
  public func reviewThreads(
    in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> ReviewThreadPage {
    let token = currentToken
    let dto = try await request("reviewThreads") { () async throws(GitHubServiceError) in
      try await client.reviewThreads(
        owner: repository.owner, name: repository.name, number: number,
        after: cursor?.rawValue, token: token)
    }
    let next = dto.endCursor.flatMap { cursor in
      dto.hasNextPage && !cursor.isEmpty && cursor.utf8.count <= 1000 ? cursor : nil
    }
    return Page(items: dto.threads.compactMap(Self.thread), nextCursor: next.map(PageCursor.init))
  }

  /// The longest path kept: git's own limit is the file system's, and GitHub's paths are far
  /// shorter.
  static let maximumPathBytes = 4096
  /// A hunk is GitHub's few lines above the comment; more is not GitHub's.
  static let maximumHunkBytes = 64 * 1024

  static func thread(_ dto: ReviewThreadsDTO.Thread) -> ReviewThread? {
    guard let id = dto.id, isNodeID(id) else { return nil }
    let path = clean(dto.path ?? "")
    guard !path.isEmpty, path.utf8.count <= maximumPathBytes else { return nil }
    let comments = dto.comments.compactMap(comment)
    guard !comments.isEmpty else { return nil }
    return ReviewThread(
      id: id, path: path, line: lineNumber(dto.line), startLine: lineNumber(dto.startLine),
      side: dto.diffSide == "LEFT" ? .left : .right, isResolved: dto.isResolved ?? false,
      isOutdated: dto.isOutdated ?? false, comments: comments,
      commentCount: dto.totalCount.map { min(max(0, $0), 100_000) })
  }

  static func comment(_ dto: ReviewThreadsDTO.Comment) -> ReviewComment? {
    guard let id = dto.id, isNodeID(id) else { return nil }
    var hunk = PullRequestText.patch(dto.diffHunk ?? "")
    if hunk.utf8.count > maximumHunkBytes {
      hunk = String(decoding: hunk.utf8.prefix(maximumHunkBytes), as: UTF8.self)
    }
    var reactions = Reactions.none
    for (name, count) in dto.reactions {
      guard let reaction = graphQLReactions[name] else { continue }
      reactions[reaction] = min(count, 1_000_000)
    }
    return ReviewComment(
      id: id, author: User(login: clean(dto.author ?? "ghost")), body: body(dto.body).text,
      createdAt: dto.createdAt.flatMap { try? Date($0, strategy: .iso8601) },
      diffHunk: hunk, isPending: dto.state == "PENDING", reactions: reactions,
      reviewID: dto.reviewID.flatMap { isNodeID($0) ? $0 : nil })
  }

  /// A line number in range, else none.
  static func lineNumber(_ value: Int?) -> Int? {
    value.flatMap { (1...10_000_000).contains($0) ? $0 : nil }
  }

  /// GraphQL's names for the eight reactions.
  static let graphQLReactions: [String: Reaction] = [
    "THUMBS_UP": .thumbsUp, "THUMBS_DOWN": .thumbsDown, "LAUGH": .laugh, "HOORAY": .hooray,
    "CONFUSED": .confused, "HEART": .heart, "ROCKET": .rocket, "EYES": .eyes,
  ]
}
