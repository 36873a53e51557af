import FoundationEssentials

/// The steps of a pull request's life: ready or draft and auto-merge on or off through GraphQL
/// (REST has none of them), and its branch updated from its base through REST. Each is one
/// request, never retried by the client.
extension GitHubClient {
  /// A GraphQL mutation on the pull request `nodeID` names. GitHub answers a refusal with 200
  /// and `errors`: that is a 422 here, with GraphQL's first message.
  public func mutatePullRequest(
    _ mutation: PullRequestMutation, nodeID: String, owner: String, name: String, number: Int,
    token: String?
  ) async throws(GitHubServiceError) {
    var variables: [String: GraphQLRequest.Value] = ["id": .string(nodeID)]
    var declarations = "$id: ID!"
    var input = "pullRequestId: $id"
    if case .enableAutoMerge(let method) = mutation {
      variables["method"] = .string(method.uppercased())
      declarations += ", $method: PullRequestMergeMethod!"
      input += ", mergeMethod: $method"
    }
    let query =
      "mutation(\(declarations)) { \(mutation.field)(input: {\(input)}) { clientMutationId } }"
    let response = try await send(
      "POST", graphQLURL, json: try Self.json(GraphQLRequest(query: query, variables: variables)),
      token: token, invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
    let body = try decode(GraphQLErrorsBody.self, from: response)
    if let first = body.errors?.first {
      throw .unprocessable([GitHubFieldError(code: "graphql", message: first.message ?? "")])
    }
  }

  /// `PUT /repos/{owner}/{repo}/pulls/{number}/update-branch` with
  /// `{"expected_head_sha": …}`: GitHub answers 202 and merges the base in the background.
  public func updateBranch(
    owner: String, name: String, number: Int, expectedHeadSHA: String, token: String?
  ) async throws(GitHubServiceError) {
    _ = try await send(
      "PUT", url("repos", owner, name, "pulls", "\(number)", "update-branch"),
      json: try Self.json(UpdateBranchDTO(expectedHeadSHA: expectedHeadSHA)), token: token,
      invalidating: affectedByWrite(toPullRequest: number, owner: owner, name: name))
  }

  private struct UpdateBranchDTO: Encodable {
    var expectedHeadSHA: String

    enum CodingKeys: String, CodingKey {
      case expectedHeadSHA = "expected_head_sha"
    }
  }

}

/// A GraphQL mutation of a pull request's life, by GitHub's field names.
public enum PullRequestMutation: Hashable, Sendable {
  case markReady
  case convertToDraft
  /// With GitHub's `merge_method` name (`merge`, `squash`, `rebase`).
  case enableAutoMerge(String)
  case disableAutoMerge

  var field: String {
    switch self {
    case .markReady: "markPullRequestReadyForReview"
    case .convertToDraft: "convertPullRequestToDraft"
    case .enableAutoMerge: "enablePullRequestAutoMerge"
    case .disableAutoMerge: "disablePullRequestAutoMerge"
    }
  }
}
