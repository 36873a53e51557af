import ActionsFeature
import AppCore
import Foundation
import IssueDomain
import PullRequestFeature
import TerminalUI
import TriageApp

/// The log viewer on a 100,000-line, 50 MB job log against a 200-line one, reached as a user
/// reaches it (the pull request's Checks part, Enter on an Actions check, Enter on its job): a
/// step (↓, PgDn, `e`, `n`) must cost at most twice the small log's, its first frame at most
/// twice the issue page's, and the memory it keeps at most 32 MB whatever the log's size.
@MainActor
enum LargeLog {
  static let size = LargeDiff.size
  static let largeLines = 100_000
  static let smallLines = 200

  /// A log of `lines` lines of about 500 bytes: groups of 1,000 lines, an error every 5,000 (and
  /// one near the start of the small log), colours on every line.
  static func write(lines: Int, to path: String) -> Int {
    FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else { exit(2) }
    var written = 0
    var chunk = ""
    let padding = String(repeating: "lorem ipsum dolor sit amet ", count: 16)
    for index in 0..<lines {
      let stamp =
        "2026-12-07T06:\(String(format: "%02d:%02d", index / 60 % 60, index % 60)).1234567Z "
      let text: String
      if index % 1_000 == 0 {
        text = "##[group]Step \(index / 1_000)"
      } else if index % 1_000 == 999 {
        text = "##[endgroup]"
      } else if index % 5_000 == 100 || (lines < 1_000 && index == 100) {
        text = "##[error]Tests/Suite\(index).swift:12: failed \(padding)"
      } else {
        text = "\u{1B}[32m✔\u{1B}[0m Test case \(index) passed \u{1B}[2m\(padding)\u{1B}[0m"
      }
      chunk += stamp + text + "\n"
      if chunk.utf8.count > 1 << 20 {
        handle.write(Data(chunk.utf8))
        written += chunk.utf8.count
        chunk = ""
      }
    }
    handle.write(Data(chunk.utf8))
    written += chunk.utf8.count
    try? handle.close()
    return written
  }

  static let job: Int64 = 3_501

  /// The pull request page's Checks part with one Actions check, then its run, then Enter on
  /// its job: the log viewer waiting for its log.
  static func openViewer(_ program: TriageProgram, _ state: inout AppState) {
    let check = Check(
      name: "test", state: .failure, url: "https://github.com/demo/busy/actions/runs/35",
      actionsJob: ActionsJobReference(runID: 35, jobID: job))
    LargeDiff.open(LargeDiff.smallFiles(), program, &state, checks: [check])
    _ = program.reduce(&state, .input(.key(.character("3"))))
    _ = program.reduce(&state, .input(.key(.enter)))
    guard state.top.screen.as(WorkflowRunScreen.self) != nil else {
      FileHandle.standardError.write(Data("Enter did not open the run\n".utf8))
      exit(2)
    }
    let run = WorkflowRun(
      id: 35, name: "CI", state: .failure,
      jobs: [WorkflowJob(id: job, name: "test", state: .failure)])
    _ = program.reduce(
      &state, .screen(state.top.id, WorkflowRunScreen.Event.loaded(generation: 1, .success(run))))
    _ = program.reduce(&state, .input(.key(.enter)))
    guard state.top.screen.as(JobLogScreen.self) != nil else {
      FileHandle.standardError.write(Data("Enter did not open the log\n".utf8))
      exit(2)
    }
  }

  /// Hands the viewer its log, opened from `path`, as its load's answer does.
  static func show(
    _ document: LogDocument, path: String, _ program: TriageProgram, _ state: inout AppState
  ) {
    let log = JobLog(jobID: job, path: path, byteCount: document.byteCount)
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        JobLogScreen.Event.opened(
          generation: 1, .success(OpenedLog(log: log, document: document)))))
  }

  static func open(_ path: String) -> LogDocument {
    do {
      return try LogDocument.open(path: path)
    } catch {
      FileHandle.standardError.write(Data("the log didn't open: \(error)\n".utf8))
      exit(2)
    }
  }

  /// A search for `query` answered, as its effect answers.
  static func search(
    _ query: String, _ document: LogDocument, _ program: TriageProgram, _ state: inout AppState
  ) {
    _ = program.reduce(&state, .input(.key(.character("/"))))
    _ = program.reduce(&state, .input(.paste(query)))
    _ = program.reduce(&state, .input(.key(.enter)))
    let matches = document.search(query, limit: JobLogScreen.matchLimit)
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        JobLogScreen.Event.searched(generation: 1, query: query, matches: matches)))
  }

  static func directory() -> String {
    let path = NSTemporaryDirectory() + "triage-bench-log-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The steps on both logs and the first frames; returns the worst step ratio, the first
  /// frame's ratio without the index and the index's own time.
  static func run() -> (step: Double, firstFrame: Double, index: Double) {
    let folder = directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let smallPath = folder + "/small.log"
    let largePath = folder + "/large.log"
    let smallBytes = write(lines: smallLines, to: smallPath)
    let largeBytes = write(lines: largeLines, to: largePath)
    FileHandle.standardError.write(
      Data(
        "small log: \(smallLines) lines, \(smallBytes) bytes; large log: \(largeLines) lines, \(largeBytes) bytes\n"
          .utf8))
    let keys: [(Key, Key, String)] = [
      (.down, .up, "↓"), (.pageDown, .pageUp, "PgDn"), (.character("e"), .character("E"), "e"),
      (.character("n"), .character("N"), "n"),
    ]
    var worst = 0.0
    for (key, back, label) in keys {
      var medians: [Double] = []
      for (name, path) in [("200-line log", smallPath), ("100,000-line log (50 MB)", largePath)] {
        let program = Scenario.freshProgram()
        var state = LargeDiff.listWithPullRequest(program)
        openViewer(program, &state)
        let document = open(path)
        show(document, path: path, program, &state)
        // Everything unfolded, so a step walks the whole log, and a search with hits spread
        // over it for `n`.
        _ = program.reduce(&state, .input(.key(.home)))
        search("passed", document, program, &state)
        LargeDiff.walk("log step \(label), \(name)", key, back, program, &state) {
          $0.top.screen.as(JobLogScreen.self)?.cursor
        }
        medians.append(Bench.results.last?.median ?? 0)
      }
      let ratio = medians[1] / max(1, medians[0])
      worst = max(worst, ratio)
      FileHandle.standardError.write(
        Data(String(format: "large / small log, step %@: %.2f× (goal ≤ 2×)\n", label, ratio).utf8))
    }
    LargeDiff.firstFrame("first frame, issue page (2 KiB body)") { program, state in
      LargeDiff.openIssue(program, &state)
    }
    let issue = Bench.results.last?.median ?? 1
    let document = open(largePath)
    LargeDiff.firstFrame("first frame, 100,000-line log, indexed") { program, state in
      openViewer(program, &state)
      show(document, path: largePath, program, &state)
    }
    let frame = Bench.results.last?.median ?? 0
    Bench.measure("index the 100,000-line log (50 MB)", samples: 5, batch: 1) {
      _ = open(largePath)
    }
    let index = Bench.results.last?.median ?? 0
    let opening = frame / max(1, issue)
    FileHandle.standardError.write(
      Data(
        String(
          format: "large log / issue page, first frame once indexed: %.2f× (goal ≤ 2×)\n", opening
        )
        .utf8))
    return (worst, opening, index)
  }

  /// Resident memory the viewer keeps: at the list, then after opening the large log, walking
  /// it page by page to its end and searching it.
  static func memory() -> (kept: Double, logMiB: Double) {
    let folder = directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/large.log"
    let bytes = write(lines: largeLines, to: path)
    let program = Scenario.freshProgram()
    var state = LargeDiff.listWithPullRequest(program)
    _ = program.view(state, in: size)
    let before = Bench.residentMiB()
    openViewer(program, &state)
    let document = open(path)
    show(document, path: path, program, &state)
    _ = program.reduce(&state, .input(.key(.home)))
    for _ in 0..<(largeLines / (size.height - 4) + 10) {
      _ = program.reduce(&state, .input(.key(.pageDown)))
      _ = program.view(state, in: size)
    }
    search("passed", document, program, &state)
    for _ in 0..<200 {
      _ = program.reduce(&state, .input(.key(.character("n"))))
      _ = program.view(state, in: size)
    }
    let after = Bench.residentMiB()
    withExtendedLifetime(state) {}
    return (after - before, Double(bytes) / 1_048_576)
  }
}
