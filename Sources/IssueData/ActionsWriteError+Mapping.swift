import GitHubAPI
import IssueDomain

extension ActionsWriteError {
  /// Maps a service failure of a write to a run: GitHub's refusals of the run's own (a 403
  /// with its words, a 409, a 422) keep those words, inert and bounded as a refused merge's
  /// are; everything else is what any request meets, a 403 without words included (no
  /// permission).
  public init(_ error: GitHubServiceError) {
    switch error {
    case .forbidden(let message?):
      self = .refused(message: PullRequestWriteError.bounded(message))
    case .conflict:
      self = .refused(message: nil)
    case .unprocessable(let fields):
      self = .refused(
        message: fields.lazy.compactMap(\.message).first.flatMap(PullRequestWriteError.bounded))
    default:
      self = .repository(IssueRepositoryError(error))
    }
  }
}
