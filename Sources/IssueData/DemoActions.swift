import FoundationEssentials
import IssueDomain

/// The demo's GitHub Actions: each pull request's checks `build` and `test` are the two jobs of
/// one workflow run, whose id is the pull request's number. They run while the checks do
/// (`DemoPullRequests.checksRunFor`), then `build` passes and `test` fails on even numbers, as
/// the checks say. A failing job's log is long, with groups, errors, warnings and colours.
enum DemoActions {
  /// The pull request under review (DESIGN §6): its `test` job fails, with the long log.
  static let failingPullRequest = 133
  /// Lines in a failing job's log: enough to page, fold and search through.
  static let failingLogLines = 6_000

  static func buildJob(of number: Int) -> Int64 { Int64(number) * 10 + 1 }
  static func testJob(of number: Int) -> Int64 { Int64(number) * 10 + 2 }

  /// The pull request a job id belongs to, and whether it is the test job.
  static func job(_ id: Int64) -> (number: Int, isTest: Bool)? {
    guard id > 10, id % 10 == 1 || id % 10 == 2, id / 10 <= Int64(Int32.max) else { return nil }
    return (Int(id / 10), id % 10 == 2)
  }

  static func run(_ number: Int, elapsed: Duration, now: Date) -> WorkflowRun {
    let checks = DemoPullRequests.checks(number, elapsed: elapsed, now: now).checks
    let jobs = checks.compactMap { check -> WorkflowJob? in
      guard let job = check.actionsJob else { return nil }
      return WorkflowJob(
        id: job.jobID, name: check.name, state: check.state, startedAt: check.startedAt,
        completedAt: check.completedAt,
        steps: steps(isTest: job.jobID == testJob(of: number), state: check.state, check: check))
    }
    let states = jobs.map(\.state)
    let state: Check.State =
      states.contains(.failure) ? .failure : states.contains(.pending) ? .pending : .success
    return WorkflowRun(
      id: Int64(number), name: "CI", title: "Pull request #\(number)", event: "pull_request",
      state: state, branch: "feature/\(number)", headSHA: DemoPullRequests.headSHA(number),
      number: 1_000 + number, createdAt: checks.first?.startedAt,
      updatedAt: checks.compactMap(\.completedAt).max(),
      url: "https://github.com/demo/busy/actions/runs/\(number)", jobs: jobs)
  }

  private static func steps(isTest: Bool, state: Check.State, check: Check) -> [WorkflowStep] {
    let names =
      isTest
      ? ["Set up job", "Check out", "Resolve packages", "Run tests", "Post check out"]
      : ["Set up job", "Check out", "Build", "Post check out"]
    let main = isTest ? 3 : 2
    return names.enumerated().map { index, name in
      let stepState: Check.State =
        switch state {
        case .pending: index < main ? .success : index == main ? .pending : .pending
        case .failure: index < main ? .success : index == main ? .failure : .skipped
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
