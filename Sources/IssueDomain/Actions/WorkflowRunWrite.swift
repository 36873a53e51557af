/// One thing a maintainer asks of a workflow run: run it again (its failed jobs, all of it, or
/// one job), stop it, or let a first-time contributor's run start.
public enum WorkflowRunWrite: Hashable, Sendable {
  /// `POST /actions/runs/{id}/rerun-failed-jobs`.
  case rerunFailed
  /// `POST /actions/runs/{id}/rerun`.
  case rerunAll
  /// `POST /actions/jobs/{id}/rerun`: the job, and the jobs that depend on it.
  case rerunJob(id: Int64, name: String)
  /// `POST /actions/runs/{id}/cancel`.
  case cancel
  /// `POST /actions/runs/{id}/approve`: a fork's run waiting for a maintainer.
  case approve
}
