import FoundationEssentials

/// The writes to GitHub Actions' runs: re-runs, cancel and approve. Each is one `POST` with an
/// empty JSON object, never retried by the client.
extension GitHubClient {
  /// `POST /repos/{owner}/{repo}/actions/runs/{id}/{verb}`, `verb` one of `rerun`,
  /// `rerun-failed-jobs`, `cancel` and `approve`.
  public func writeRun(owner: String, name: String, run id: Int64, verb: String, token: String?)
    async throws(GitHubServiceError)
  {
    _ = try await send(
      "POST", url("repos", owner, name, "actions", "runs", "\(id)", verb), json: Array("{}".utf8),
      token: token, invalidating: affectedByWrite(toRun: id, owner: owner, name: name))
  }

  /// `POST /repos/{owner}/{repo}/actions/jobs/{id}/rerun`: the job and those that need it.
  public func rerunJob(owner: String, name: String, job id: Int64, run: Int64, token: String?)
    async throws(GitHubServiceError)
  {
    _ = try await send(
      "POST", url("repos", owner, name, "actions", "jobs", "\(id)", "rerun"),
      json: Array("{}".utf8), token: token,
      invalidating: affectedByWrite(toRun: run, owner: owner, name: name))
  }

  /// Cached answers a write to run `id` makes stale: the run and its jobs, and every commit's
  /// checks in the repository (the run's commit isn't known here, and a re-run changes its
  /// check runs).
  func affectedByWrite(toRun id: Int64, owner: String, name: String) -> @Sendable (URL) -> Bool {
    let origin = self.origin
    let base = Self.pathComponents(configuration.baseURL)
    let (owner, name, run) = (owner.lowercased(), name.lowercased(), String(id))
    return { url in
      guard let path = Self.apiPath(of: url, origin: origin, base: base), path.count >= 5,
        path[0] == "repos", path[1] == owner, path[2] == name
      else { return false }
      switch path[3] {
      case "actions": return path[4] == "runs" && (path.count == 5 || path[5] == run)
      case "commits": return path.count >= 6 && (path[5] == "check-runs" || path[5] == "status")
      default: return false
      }
    }
  }
}
