/// Why a write to a workflow run failed: GitHub refused it for the run's own reasons (a run
/// still going can't be re-run, a finished one can't be cancelled, a run not from a fork has
/// nothing to approve), or whatever any request can meet.
public enum ActionsWriteError: Error, Sendable, Equatable {
  /// 403 with words of GitHub's, 409 or 422: `message` is GitHub's, inert and bounded, when it
  /// gave any.
  case refused(message: String?)
  case repository(IssueRepositoryError)

}
