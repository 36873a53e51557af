import FoundationEssentials
import Logging
import SystemSupport

/// The GitHub Actions endpoints: a workflow run, its jobs, and a job's log. The log is the one
/// answer written to a file as it arrives rather than held: a job's log can be tens of
/// megabytes.
extension GitHubClient {
  /// The largest log kept: GitHub's own logs stop well short of it.
  public static let logByteLimit = 256 * 1024 * 1024

  /// `GET /repos/{owner}/{repo}/actions/runs/{id}`.
  public func workflowRun(owner: String, name: String, id: Int64, token: String?)
    async throws(GitHubServiceError) -> WorkflowRunDTO
  {
    try decode(
      WorkflowRunDTO.self,
      from: try await get(url("repos", owner, name, "actions", "runs", "\(id)"), token: token))
  }

  /// `GET /repos/{owner}/{repo}/actions/runs/{id}/jobs?per_page=100`: the run's first hundred
  /// jobs (a matrix of more is rare), each with its steps.
  public func workflowJobs(owner: String, name: String, run id: Int64, token: String?)
    async throws(GitHubServiceError) -> WorkflowJobsDTO
  {
    let jobs = try decode(
      WorkflowJobsDTO.self,
      from: try await get(
        url(
          "repos", owner, name, "actions", "runs", "\(id)", "jobs",
          query: [("per_page", "\(Self.pageItemLimit)")]), token: token))
    logLeftOut(jobs.jobsDropped, jobs.firstProblem, of: "the jobs")
    return jobs
  }

  /// `GET /repos/{owner}/{repo}/actions/runs?head_sha={sha}&status=action_required`: the runs
  /// of a commit that wait for a maintainer's approval (a first-time contributor's fork). They
  /// have no check runs until approved, so the checks alone never show them.
  public func runsAwaitingApproval(owner: String, name: String, headSHA: String, token: String?)
    async throws(GitHubServiceError) -> WorkflowRunsDTO
  {
    try decode(
      WorkflowRunsDTO.self,
      from: try await get(
        url(
          "repos", owner, name, "actions", "runs",
          query: [
            ("head_sha", headSHA), ("status", "action_required"),
            ("per_page", "\(Self.awaitingRunLimit)"),
          ]), token: token))
  }

  /// The most waiting runs read for one commit: more than a handful is a fork's flood.
  public static let awaitingRunLimit = 20

  /// `GET /repos/{owner}/{repo}/actions/jobs/{id}/logs`, written to `file` (owner-only) as it
  /// arrives; returns its size. GitHub answers with a redirect to a signed URL on another host,
  /// which is followed without the token.
  public func jobLog(
    owner: String, name: String, job id: Int64, token: String?, to file: PrivateFileStream,
    limit: Int = logByteLimit
  ) async throws(GitHubServiceError) -> Int {
    try await download(
      url("repos", owner, name, "actions", "jobs", "\(id)", "logs"), token: token, to: file,
      limit: limit)
  }

  /// GETs `url` into `file`, following redirects as `get` does (the token only on the API's
  /// origin, never from https down to http), with no cache: the answer is too large to keep
  /// twice. An error's body is read back from the file, at most a page of it, for its message.
  public func download(_ url: URL, token: String?, to file: PrivateFileStream, limit: Int)
    async throws(GitHubServiceError) -> Int
  {
    var current = url
    var sendsToken = token != nil && Origin.of(current, isSameAs: origin)
    var redirects = 0
    let errorBody = ErrorBodyBuffer()
    while true {
      if Task.isCancelled { throw .cancelled }
      guard RequestableURL.allows(current) else {
        logger.warning("refused to request an unusable URL (scheme, host or port)")
        throw .unusableURL
      }
      let request = HTTPRequestSpec(
        url: current, headers: headers(token: sendsToken ? token : nil, etag: nil))
      file.reset()
      errorBody.reset()
      let response: HTTPResponseData
      do {
        response = try await transport.stream(request, limit: limit) { piece in
          errorBody.keep(piece)
          return file.append(piece)
        }
      } catch {
        requests.record(request, status: nil)
        throw GitHubServiceError(error)
      }
      requests.record(request, status: response.status)
      switch response.status {
      case 200...299:
        return file.count
      case 301, 302, 303, 307, 308:
        let next = try redirect(response, from: current, after: redirects)
        redirects += 1
        sendsToken = sendsToken && Origin.of(next, isSameAs: origin)
        logger.debug(
          "redirect \(response.status) to \(sendsToken ? "the API's origin" : "another origin")")
        current = next
      default:
        var answer = response
        answer.body = errorBody.bytes
        throw GitHubServiceError(response: answer, now: now())
      }
    }
  }
}
