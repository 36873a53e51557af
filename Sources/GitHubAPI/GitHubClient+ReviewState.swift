import FoundationEssentials

/// What a review's writes name that the threads don't give, through GraphQL: the pull
/// request's node id, the account's pending review (GitHub shows an account only its own), and
/// the files it marked viewed, a page of files at a time.
extension GitHubClient {
  /// Files a page, GitHub's most.
  public static let reviewStateFilesPerPage = 100

  /// `POST /graphql` asking for the page of files after `cursor`.
  public func reviewState(
    owner: String, name: String, number: Int, after cursor: String?, token: String?
  ) async throws(GitHubServiceError) -> ReviewStateDTO {
    var variables: [String: GraphQLRequest.Value] = [
      "owner": .string(owner), "name": .string(name), "number": .int(number),
    ]
    if let cursor { variables["after"] = .string(cursor) }
    let request = GraphQLRequest(query: Self.reviewStateQuery, variables: variables)
    let response = try await send(
      "POST", graphQLURL, json: try Self.json(request), token: token, spaced: false,
      invalidating: { _ in false })
    let body = try decode(ReviewStateBody.self, from: response)
    guard let pull = body.data?.value?.repository?.value?.pullRequest?.value else {
      if let first = body.errors?.value?.first?.value {
        if first.type?.value == "NOT_FOUND" { throw .notFound }
        throw .decoding(description: "GraphQL: \(first.message?.value ?? "an error")")
      }
      throw .decoding(description: "GraphQL answered no pull request")
    }
    return ReviewStateDTO(pull)
  }

  static let reviewStateQuery =
    "query($owner: String!, $name: String!, $number: Int!, $after: String) "
    + "{ repository(owner: $owner, name: $name) { pullRequest(number: $number) "
    + "{ id reviews(states: [PENDING], first: 1) { nodes { id } } "
    + "files(first: \(reviewStateFilesPerPage), after: $after) "
    + "{ pageInfo { hasNextPage endCursor } nodes { path viewerViewedState } } } } }"
}

/// One page of the review's state as GitHub sent it, each field possibly missing.
public struct ReviewStateDTO: Sendable, Equatable {
  public var pullRequestID: String?
  public var pendingReviewID: String?
  /// Each file's path and `VIEWED`, `UNVIEWED` or `DISMISSED`.
  public var files: [(path: String, state: String)]
  public var hasNextPage: Bool
  public var endCursor: String?

  init(_ pull: ReviewStateBody.PullRequest) {
    pullRequestID = pull.id?.value
    pendingReviewID = pull.reviews?.value?.nodes?.value?.first?.value?.id?.value
    files = (pull.files?.value?.nodes?.value ?? []).compactMap(\.value).compactMap { node in
      guard let path = node.path?.value, let state = node.viewerViewedState?.value else {
        return nil
      }
      return (path, state)
    }
    hasNextPage = pull.files?.value?.pageInfo?.value?.hasNextPage?.value ?? false
    endCursor = pull.files?.value?.pageInfo?.value?.endCursor?.value
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.pullRequestID == rhs.pullRequestID && lhs.pendingReviewID == rhs.pendingReviewID
      && lhs.files.map(\.path) == rhs.files.map(\.path)
      && lhs.files.map(\.state) == rhs.files.map(\.state) && lhs.hasNextPage == rhs.hasNextPage
      && lhs.endCursor == rhs.endCursor
  }
}

struct ReviewStateBody: Decodable {
  struct Data: Decodable { var repository: Lenient<Repository>? }
  struct Repository: Decodable { var pullRequest: Lenient<PullRequest>? }
  struct PullRequest: Decodable {
    var id: Lenient<String>?
    var reviews: Lenient<Reviews>?
    var files: Lenient<Files>?
  }
  struct Reviews: Decodable { var nodes: Lenient<[Lenient<Node>]>? }
  struct Node: Decodable { var id: Lenient<String>? }
  struct Files: Decodable {
    var pageInfo: Lenient<PageInfo>?
    var nodes: Lenient<[Lenient<File>]>?
  }
  struct PageInfo: Decodable {
    var hasNextPage: Lenient<Bool>?
    var endCursor: Lenient<String>?
  }
  struct File: Decodable {
    var path: Lenient<String>?
    var viewerViewedState: Lenient<String>?
  }
  struct ErrorNode: Decodable {
    var type: Lenient<String>?
    var message: Lenient<String>?
  }

  var data: Lenient<Data>?
  var errors: Lenient<[Lenient<ErrorNode>]>?
}
