import FoundationEssentials

/// The one GraphQL read: the review decision, checks and size of the pull requests on screen,
/// in a single `POST /graphql`, one alias per pull request. Names and numbers go as variables,
/// never into the query's text, so nothing the server sent can change what is asked.
extension GitHubClient {
  /// Where GraphQL is: `https://api.github.com/graphql` beside the REST base, and
  /// `https://HOST/api/graphql` for an Enterprise server's `https://HOST/api/v3`. On the API's
  /// own origin either way, so the token goes with it as with every other request.
  public var graphQLURL: URL {
    var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)
    var path = components?.percentEncodedPath ?? ""
    while path.hasSuffix("/") { path.removeLast() }
    if path.lowercased().hasSuffix("/api/v3") {
      path = String(path.dropLast(3)) + "/graphql"
    } else {
      path += "/graphql"
    }
    components?.percentEncodedPath = path
    components?.query = nil
    return components?.url ?? configuration.baseURL
  }

  /// `POST /graphql` asking, for each of `pullRequests` (at most `summaryLimit`, the rest let
  /// go), its `reviewDecision`, `additions`, `deletions` and its last commit's
  /// `statusCheckRollup.state`. An alias the answer leaves out or answers with something else
  /// is missing from the result; `errors` counts GraphQL's own errors. An answer with errors
  /// and no data at all is a `decoding` failure.
  public func pullRequestSummaries(_ pullRequests: [PullRequestKey], token: String?)
    async throws(GitHubServiceError) -> PullRequestSummariesDTO
  {
    let asked = Array(pullRequests.prefix(Self.summaryLimit))
    guard !asked.isEmpty else { return PullRequestSummariesDTO(summaries: [:], errors: 0) }
    let request = Self.summariesRequest(asked)
    let response = try await send(
      "POST", graphQLURL, json: try Self.json(request), token: token, spaced: false,
      invalidating: { _ in false })
    let body = try decode(GraphQLSummariesBody.self, from: response)
    let data = body.data?.value ?? [:]
    let errors = body.errors?.value?.count ?? 0
    if data.isEmpty, errors > 0 {
      throw .decoding(description: "GraphQL answered \(errors) errors and no data")
    }
    var summaries: [PullRequestKey: PullRequestSummaryDTO] = [:]
    for (index, key) in asked.enumerated() {
      guard let node = data["p\(index)"]?.value?.pullRequest?.value else { continue }
      summaries[key] = PullRequestSummaryDTO(node)
    }
    return PullRequestSummariesDTO(summaries: summaries, errors: errors)
  }

  /// The most aliases one query carries.
  public static let summaryLimit = 60

  /// The query and its variables: `$o0`/`$n0` for each repository, `$p0` for each number.
  static func summariesRequest(_ pullRequests: [PullRequestKey]) -> GraphQLRequest {
    var repositories: [String: Int] = [:]
    var variables: [String: GraphQLRequest.Value] = [:]
    var declarations: [String] = []
    var fields: [String] = []
    for (index, key) in pullRequests.enumerated() {
      let repositoryKey = key.owner.lowercased() + "/" + key.name.lowercased()
      let repository: Int
      if let known = repositories[repositoryKey] {
        repository = known
      } else {
        repository = repositories.count
        repositories[repositoryKey] = repository
        variables["o\(repository)"] = .string(key.owner)
        variables["n\(repository)"] = .string(key.name)
        declarations += ["$o\(repository): String!", "$n\(repository): String!"]
      }
      variables["p\(index)"] = .int(key.number)
      declarations.append("$p\(index): Int!")
      fields.append(
        "p\(index): repository(owner: $o\(repository), name: $n\(repository)) "
          + "{ pullRequest(number: $p\(index)) { \(summaryFields) } }")
    }
    let query =
      "query(\(declarations.joined(separator: ", "))) { \(fields.joined(separator: " ")) }"
    return GraphQLRequest(query: query, variables: variables)
  }

  static let summaryFields =
    "reviewDecision additions deletions "
    + "commits(last: 1) { nodes { commit { statusCheckRollup { state } } } }"
}

/// One pull request asked about: its repository's owner and name, and its number.
public struct PullRequestKey: Hashable, Sendable {
  public var owner: String
  public var name: String
  public var number: Int

  public init(owner: String, name: String, number: Int) {
    self.owner = owner
    self.name = name
    self.number = number
  }
}

/// A GraphQL request's body.
struct GraphQLRequest: Encodable {
  enum Value: Encodable, Equatable {
    case string(String)
    case int(Int)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let text): try container.encode(text)
      case .int(let number): try container.encode(number)
      }
    }
  }

  var query: String
  var variables: [String: Value]
}
