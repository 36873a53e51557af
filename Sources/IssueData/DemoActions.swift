import FoundationEssentials
import IssueDomain

/// The demo's GitHub Actions: each pull request's checks `build` and `test` are the two jobs of
/// one workflow run, `CI`, whose id is the pull request's number. They run while the checks do
/// (`DemoPullRequests.checksRunFor`), then `build` passes and `test` fails on even numbers, as
/// the checks say. The pull request under review also has a second run, `E2E`, from a
/// first-time contributor's fork: it waits for a maintainer's approval, then runs its one job.
/// A re-run runs its jobs again for as long, and they pass; a cancel stops the jobs still
/// running. A failing job's log is long, with groups, errors, warnings and colours.
enum DemoActions {
  /// The pull request under review (DESIGN §6): its `test` job fails, with the long log, and
  /// its `E2E` run waits for approval.
  static let failingPullRequest = 133
  /// Lines in a failing job's log: enough to page, fold and search through.
  static let failingLogLines = 6_000
  /// The approval run's id is its pull request's number plus this.
  static let approvalRunOffset: Int64 = 1_000_000

  static func buildJob(of number: Int) -> Int64 { Int64(number) * 10 + 1 }
  static func testJob(of number: Int) -> Int64 { Int64(number) * 10 + 2 }
  static func endToEndJob(of number: Int) -> Int64 { Int64(number) * 10 + 3 }
  static func approvalRun(of number: Int) -> Int64 { Int64(number) + approvalRunOffset }

  /// The pull request a job id belongs to.
  static func job(_ id: Int64) -> Int? {
    guard id > 10, (1...3).contains(id % 10), id / 10 <= Int64(Int32.max) else { return nil }
    guard id % 10 != 3 || Int(id / 10) == failingPullRequest else { return nil }
    return Int(id / 10)
  }

  /// The pull request a run id belongs to.
  static func pullRequest(ofRun id: Int64) -> Int? {
    if id == approvalRun(of: failingPullRequest) { return failingPullRequest }
    guard id >= 1, id < approvalRunOffset else { return nil }
    return Int(id)
  }

  /// Pull request `number`'s Actions jobs as checks, `elapsed` into the demo, after what `runs`
  /// says was done to their runs.
  static func checks(
    _ number: Int, elapsed: Duration, now: Date, runs: (Int64) -> DemoRunLedger.Run
  ) -> [Check] {
    let run = runs(Int64(number))
    func job(_ name: String, passes: Bool, seconds: Double, id: Int64) -> Check {
      check(
        name, id: id, run: Int64(number), since: run.reran(id) ? run.rerunAt : .zero,
        passes: passes || run.reran(id), seconds: seconds, cancelledAt: run.cancelledAt,
        elapsed: elapsed, now: now)
    }
    var checks = [
      job("build", passes: true, seconds: 83, id: buildJob(of: number)),
      job(
        "test", passes: !number.isMultiple(of: 2) && number != failingPullRequest,
        seconds: 245, id: testJob(of: number)),
    ]
    if number == failingPullRequest {
      let id = approvalRun(of: number)
      let waiting = runs(id)
      let start = waiting.reran(endToEndJob(of: number)) ? waiting.rerunAt : waiting.approvedAt
      checks.append(
        check(
          "e2e", id: endToEndJob(of: number), run: id, since: start, passes: true,
          seconds: 61, cancelledAt: waiting.cancelledAt, elapsed: elapsed, now: now))
    }
    return checks
  }

  /// One job's check: running from `since` (never, while it waits for approval) for the
  /// demo's `checksRunFor`, then passed or failed, unless it was cancelled while it ran.
  private static func check(
    _ name: String, id: Int64, run: Int64, since: Duration?, passes: Bool, seconds: Double,
    cancelledAt: Duration?, elapsed: Duration, now: Date
  ) -> Check {
    let reference = ActionsJobReference(runID: run, jobID: id)
    let url = "https://github.com/demo/busy/actions/runs/\(run)"
    guard let since else {
      return Check(
        name: name, state: .pending, url: url, actionsJob: reference, awaitsApproval: true)
    }
    let end = since + DemoPullRequests.checksRunFor
    let started = now.addingTimeInterval(-600 + Self.seconds(since))
    let state: Check.State
    let completed: Date?
    if let cancelledAt, cancelledAt >= since, cancelledAt < end, elapsed >= cancelledAt {
      state = .cancelled
      completed = now.addingTimeInterval(-600 + Self.seconds(cancelledAt))
    } else if elapsed >= end {
      state = passes ? .success : .failure
      completed = started.addingTimeInterval(seconds)
    } else {
      state = .pending
      completed = nil
    }
    return Check(
      name: name, state: state, startedAt: started, completedAt: completed, url: url,
      actionsJob: reference)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Run `id` of pull request `number`, as its checks say, with its attempt from `runs`.
  static func run(
    _ id: Int64, of number: Int, elapsed: Duration, now: Date,
    runs: (Int64) -> DemoRunLedger.Run = { _ in DemoRunLedger.Run() }
  ) -> WorkflowRun {
    let checks = DemoPullRequests.checks(number, elapsed: elapsed, now: now, runs: runs).checks
    let isApproval = id == approvalRun(of: number)
    let record = runs(id)
    let jobs = checks.compactMap { check -> WorkflowJob? in
      guard let job = check.actionsJob, job.runID == id else { return nil }
      return WorkflowJob(
        id: job.jobID, name: check.name, state: check.state, startedAt: check.startedAt,
        completedAt: check.completedAt,
        steps: steps(job: job.jobID, of: number, state: check.state, check: check))
    }
    let states = jobs.map(\.state)
    let state: Check.State =
      states.contains(.failure)
      ? .failure
      : states.contains(.pending)
        ? .pending : states.contains(.cancelled) ? .cancelled : .success
    return WorkflowRun(
      id: id, name: isApproval ? "E2E" : "CI", title: "Pull request #\(number)",
      event: "pull_request", state: state,
      isAwaitingApproval: isApproval && record.approvedAt == nil,
      branch: "feature/\(number)", headSHA: DemoPullRequests.headSHA(number),
      number: (isApproval ? 2_000 : 1_000) + number, attempt: record.attempt,
      createdAt: checks.first?.startedAt, updatedAt: checks.compactMap(\.completedAt).max(),
      url: "https://github.com/demo/busy/actions/runs/\(id)", jobs: jobs)
  }

  private static func steps(job: Int64, of number: Int, state: Check.State, check: Check)
    -> [WorkflowStep]
  {
    let names =
      switch job {
      case testJob(of: number):
        ["Set up job", "Check out", "Resolve packages", "Run tests", "Post check out"]
      case endToEndJob(of: number): ["Set up job", "Check out", "Run end-to-end tests"]
      default: ["Set up job", "Check out", "Build", "Post check out"]
      }
    // The step that does the job's work: the one that fails or is still running.
    let main = job == testJob(of: number) ? 3 : 2
    return names.enumerated().map { index, name in
      // A job that never started (it waits for approval) has run none of its steps.
      let stepState: Check.State =
        switch state {
        case .pending where check.startedAt == nil: .pending
        case .pending: index < main ? .success : .pending
        case .failure, .cancelled: index < main ? .success : index == main ? state : .skipped
        default: state
        }
      // A skipped step never started.
      let start =
        stepState == .skipped ? nil : check.startedAt?.addingTimeInterval(Double(index) * 10)
      return WorkflowStep(
        number: index + 1, name: name, state: stepState, startedAt: start,
        completedAt: stepState == .pending ? nil : start?.addingTimeInterval(9))
    }
  }

  /// Job `id`'s log: a short one for a job that passed or still runs, a long one with errors
  /// for one that failed.
  static func log(job id: Int64, failed: Bool, now: Date) -> [UInt8] {
    var text = ""
    let start = now.addingTimeInterval(-600).timeIntervalSince1970
    // `yyyy-MM-ddTHH:mm:ssZ`, in UTC: the log's seconds, before its seven fraction digits.
    let iso = Date.ISO8601FormatStyle()
    func stamp(_ line: Int) -> String {
      let seconds = Int(start) + line / 20
      let fraction = String(line % 20 * 500_000 + 1_234)
      let whole = iso.format(Date(timeIntervalSince1970: Double(seconds))).dropLast()
      return whole + "." + String(repeating: "0", count: 7 - fraction.count)
        + fraction + "Z "
    }
    var line = 0
    func emit(_ content: String) {
      text += stamp(line) + content + "\n"
      line += 1
    }
    emit("##[group]Set up job")
    emit("Current runner version: '2.321.0'")
    emit("Operating System: Ubuntu 24.04")
    emit("##[endgroup]")
    emit("##[group]Run actions/checkout@v4")
    emit("Syncing repository: demo/busy")
    emit("##[endgroup]")
    let cases = failed ? failingLogLines / 3 : 40
    emit("##[group]Run swift test")
    emit("##[command]swift test --parallel")
    for index in 0..<cases {
      emit("\u{1B}[1mTest Case\u{1B}[0m 'Suite\(index / 50).test\(index)' started")
      if failed && index % 997 == 500 {
        emit(
          "##[error]Tests/BusyTests/Suite\(index / 50).swift:\(40 + index % 60): XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"
        )
        emit(
          "\u{1B}[31m✘\u{1B}[0m Test Case 'Suite\(index / 50).test\(index)' \u{1B}[31mfailed\u{1B}[0m (0.012 seconds)"
        )
      } else {
        emit(
          "\u{1B}[32m✔\u{1B}[0m Test Case 'Suite\(index / 50).test\(index)' passed (0.00\(index % 10) seconds)"
        )
      }
      if index % 400 == 200 {
        emit("##[warning]Suite\(index / 50).swift: 'init()' is deprecated: use 'init(clock:)'")
      }
    }
    emit("##[endgroup]")
    if failed {
      emit("##[error]Process completed with exit code 1.")
    } else {
      emit("All tests passed.")
    }
    return Array(text.utf8)
  }
}
