/// `GET /repos/{owner}/{repo}/actions/runs?…`: a page of workflow runs. A run that doesn't
/// decode is let go, and the rest still show.
public struct WorkflowRunsDTO: Decodable, Sendable, Equatable {
  public var runs: [WorkflowRunDTO]

  private enum CodingKeys: String, CodingKey {
    case runs = "workflow_runs"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    runs =
      (try? container.decodeIfPresent(PageItems<WorkflowRunDTO>.self, forKey: .runs))?.items
      ?? []
  }
}
