import FoundationEssentials

/// A pull request's review threads through GraphQL's `reviewThreads`: one request a page (100
/// threads, each with its first 100 comments) for the whole pull request, every file. Names,
/// the number and the cursor go as variables, never into the query's text.
extension GitHubClient {
  /// Threads a page, GitHub's most.
  public static let reviewThreadPageSize = 100
  /// Comments read of each thread: GitHub's most in one connection.
  public static let reviewCommentsPerThread = 100

  /// `POST /graphql` asking for the threads after `cursor`. An answer with `errors` and no
  /// pull request is a refusal (the pull request isn't there, or isn't the account's to see).
  public func reviewThreads(
    owner: String, name: String, number: Int, after cursor: String?, token: String?
  ) async throws(GitHubServiceError) -> ReviewThreadsDTO {
    var variables: [String: GraphQLRequest.Value] = [
      "owner": .string(owner), "name": .string(name), "number": .int(number),
    ]
    if let cursor { variables["after"] = .string(cursor) }
    let request = GraphQLRequest(query: Self.reviewThreadsQuery, variables: variables)
    let response = try await send(
      "POST", graphQLURL, json: try Self.json(request), token: token, spaced: false,
      invalidating: { _ in false })
    let body = try decode(ReviewThreadsBody.self, from: response)
    guard
      let threads = body.data?.value?.repository?.value?.pullRequest?.value?.reviewThreads?.value
    else {
      if let first = body.errors?.value?.first?.value {
        if first.type?.value == "NOT_FOUND" { throw .notFound }
        throw .decoding(description: "GraphQL: \(first.message?.value ?? "an error")")
      }
      throw .decoding(description: "GraphQL answered no review threads")
    }
    return ReviewThreadsDTO(threads)
  }

  static let reviewThreadsQuery =
    "query($owner: String!, $name: String!, $number: Int!, $after: String) "
    + "{ repository(owner: $owner, name: $name) { pullRequest(number: $number) "
    + "{ reviewThreads(first: \(reviewThreadPageSize), after: $after) "
    + "{ pageInfo { hasNextPage endCursor } nodes { id path line startLine diffSide "
    + "isResolved isOutdated comments(first: \(reviewCommentsPerThread)) { totalCount nodes "
    + "{ id author { login } body createdAt diffHunk state pullRequestReview { id } "
    + "reactionGroups { content reactors { totalCount } } } } } } } } }"
}

/// One page of review threads as GitHub sent them, each field possibly missing or of another
/// shape: the repository decides what a thread with missing parts is.
public struct ReviewThreadsDTO: Sendable, Equatable {
  public struct Thread: Sendable, Equatable {
    public var id: String?
    public var path: String?
    public var line: Int?
    public var startLine: Int?
    public var diffSide: String?
    public var isResolved: Bool?
    public var isOutdated: Bool?
    public var totalCount: Int?
    public var comments: [Comment]
  }

  public struct Comment: Sendable, Equatable {
    public var id: String?
    public var author: String?
    public var body: String?
    public var createdAt: String?
    public var diffHunk: String?
    public var state: String?
    /// GraphQL's reaction names (`THUMBS_UP`) and their counts.
    public var reactions: [String: Int]
    /// The node id of the review it is in.
    public var reviewID: String?
  }

  public var threads: [Thread]
  public var hasNextPage: Bool
  public var endCursor: String?

  init(_ connection: ReviewThreadsBody.Connection) {
    threads = (connection.nodes?.value ?? []).compactMap(\.value).map { node in
      let comments = (node.comments?.value?.nodes?.value ?? []).compactMap(\.value).map {
        comment in
        var reactions: [String: Int] = [:]
        for group in (comment.reactionGroups?.value ?? []).compactMap(\.value) {
          guard let content = group.content?.value,
            let count = group.reactors?.value?.totalCount?.value, count > 0
          else { continue }
          reactions[content] = count
        }
        return Comment(
          id: comment.id?.value, author: comment.author?.value?.login?.value,
          body: comment.body?.value, createdAt: comment.createdAt?.value,
          diffHunk: comment.diffHunk?.value, state: comment.state?.value, reactions: reactions,
          reviewID: comment.pullRequestReview?.value?.id?.value)
      }
      return Thread(
        id: node.id?.value, path: node.path?.value, line: node.line?.value,
        startLine: node.startLine?.value, diffSide: node.diffSide?.value,
        isResolved: node.isResolved?.value, isOutdated: node.isOutdated?.value,
        totalCount: node.comments?.value?.totalCount?.value, comments: comments)
    }
    hasNextPage = connection.pageInfo?.value?.hasNextPage?.value ?? false
    endCursor = connection.pageInfo?.value?.endCursor?.value
  }
}

struct ReviewThreadsBody: Decodable {
  struct Data: Decodable { var repository: Lenient<Repository>? }
  struct Repository: Decodable { var pullRequest: Lenient<PullRequest>? }
  struct PullRequest: Decodable { var reviewThreads: Lenient<Connection>? }
  struct Connection: Decodable {
    var pageInfo: Lenient<PageInfo>?
    var nodes: Lenient<[Lenient<ThreadNode>]>?
  }
  struct PageInfo: Decodable {
    var hasNextPage: Lenient<Bool>?
    var endCursor: Lenient<String>?
  }
  struct ThreadNode: Decodable {
    var id: Lenient<String>?
    var path: Lenient<String>?
    var line: Lenient<Int>?
    var startLine: Lenient<Int>?
    var diffSide: Lenient<String>?
    var isResolved: Lenient<Bool>?
    var isOutdated: Lenient<Bool>?
    var comments: Lenient<Comments>?
  }
  struct Comments: Decodable {
    var totalCount: Lenient<Int>?
    var nodes: Lenient<[Lenient<CommentNode>]>?
  }
  struct CommentNode: Decodable {
    var id: Lenient<String>?
    var author: Lenient<Author>?
    var body: Lenient<String>?
    var createdAt: Lenient<String>?
    var diffHunk: Lenient<String>?
    var state: Lenient<String>?
    var reactionGroups: Lenient<[Lenient<ReactionGroup>]>?
    var pullRequestReview: Lenient<Review>?
  }
  struct Review: Decodable { var id: Lenient<String>? }
  struct Author: Decodable { var login: Lenient<String>? }
  struct ReactionGroup: Decodable {
    var content: Lenient<String>?
    var reactors: Lenient<Reactors>?
  }
  struct Reactors: Decodable { var totalCount: Lenient<Int>? }
  struct ErrorNode: Decodable {
    var type: Lenient<String>?
    var message: Lenient<String>?
  }

  var data: Lenient<Data>?
  var errors: Lenient<[Lenient<ErrorNode>]>?
}
