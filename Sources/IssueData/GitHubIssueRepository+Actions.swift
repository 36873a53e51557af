import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import SystemSupport

/// Workflow runs and their jobs from `/actions/runs/{id}` and its `/jobs`, and a job's log from
/// `/actions/jobs/{id}/logs`, kept in the log folder. Strings are sanitised and numbers bounded
/// on their way into entities, as everywhere.
extension GitHubIssueRepository: ActionsReading {
  public func workflowRun(in repository: RepositoryName, id: Int64)
    async throws(IssueRepositoryError) -> WorkflowRun
  {
    guard id > 0 else { throw .notFound }
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    let run = try await request("workflowRun") { () async throws(GitHubServiceError) in
      try await client.workflowRun(owner: owner, name: name, id: id, token: token)
    }
    let jobs = try await request("workflowJobs") { () async throws(GitHubServiceError) in
      try await client.workflowJobs(owner: owner, name: name, run: id, token: token)
    }
    return Self.workflowRun(run, jobs: jobs)
  }

  public func jobLog(in repository: RepositoryName, job id: Int64)
    async throws(IssueRepositoryError) -> JobLog
  {
    guard id > 0 else { throw .notFound }
    let token = currentToken
    let (owner, name) = (repository.owner, repository.name)
    let stream: PrivateFileStream
    do {
      stream = try logFolder.stream(forJob: id)
    } catch {
      logger.error("github: the log's file couldn't be made: \(error)")
      throw .unknown(error)
    }
    let count = try await request("jobLog") { () async throws(GitHubServiceError) in
      try await client.jobLog(owner: owner, name: name, job: id, token: token, to: stream)
    }
    do {
      try stream.commit()
    } catch {
      logger.error("github: the log's file couldn't be kept: \(error)")
      throw .unknown(error)
    }
    return JobLog(jobID: id, path: stream.file, byteCount: count)
  }

  // MARK: - From the wire to entities

  static func workflowRun(_ run: WorkflowRunDTO, jobs: WorkflowJobsDTO) -> WorkflowRun {
    // A fork's run that waits for approval is `completed` with the conclusion
    // `action_required`: it hasn't failed, it hasn't started.
    let awaiting =
      run.status?.lowercased() == "action_required"
      || run.conclusion?.lowercased() == "action_required"
    let kept = jobs.jobs.map(Self.job)
    return WorkflowRun(
      id: run.id, name: clean(run.name ?? ""), title: clean(run.displayTitle ?? ""),
      event: clean(run.event ?? ""),
      state: awaiting ? .pending : checkState(run.status, run.conclusion),
      isAwaitingApproval: awaiting,
      branch: clean(run.headBranch ?? ""),
      headSHA: run.headSHA.flatMap { PullRequestText.isCommitID($0) ? $0 : nil } ?? "",
      number: bounded(run.runNumber), attempt: max(1, bounded(run.runAttempt)),
      createdAt: run.createdAt, updatedAt: run.updatedAt, url: run.htmlURL ?? "",
      jobs: kept, hasMoreJobs: (jobs.totalCount ?? 0) > kept.count || jobs.jobsDropped > 0)
  }

  static func job(_ job: WorkflowJobsDTO.Job) -> WorkflowJob {
    WorkflowJob(
      id: job.id, name: clean(job.name ?? ""), state: checkState(job.status, job.conclusion),
      startedAt: job.startedAt, completedAt: job.completedAt,
      steps: job.steps.enumerated().map { index, step in
        WorkflowStep(
          number: step.number.map(bounded) ?? index + 1, name: clean(step.name ?? ""),
          state: checkState(step.status, step.conclusion), startedAt: step.startedAt,
          completedAt: step.completedAt)
      })
  }

  /// A count from the server, never negative nor past a million.
  static func bounded(_ value: Int?) -> Int { min(max(value ?? 0, 0), 1_000_000) }
}
