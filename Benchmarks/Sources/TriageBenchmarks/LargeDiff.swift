import AppCore
import Foundation
import IssueData
import IssueDomain
import IssueFeature
import IssueListFeature
import PullRequestFeature
import ScreenState
import TerminalUI
import TriageApp

/// A pull request's diff viewer on a 51,000-line diff over 306 files against a 6-file one: a
/// step (↓, PgDn, `]`) must cost at most twice the small diff's, opening it must show its first
/// frame within twice the issue page's, and the memory it keeps must stay within three times
/// the diff's own size. The files are fed to the page as the demo's large pull request has
/// them (300 files of one 170-line hunk, after six small ones of every kind).
@MainActor
enum LargeDiff {
  static let size = Size(width: 120, height: 40)
  static let largeFiles = 300
  static let hunkLines = 170

  /// The six files every demo pull request has: modified with two hunks, renamed, added with
  /// CJK, binary, removed, and one too large for a patch.
  static func smallFiles() -> [PullRequestFile] {
    let settings =
      (["@@ -10,7 +10,9 @@ struct Settings {"]
      + (0..<12).map { index in
        index % 3 == 0 ? "-  var value\(index): Int" : "+  var value\(index): Int?"
      }
      + ["@@ -40,6 +42,8 @@ extension Settings {"]
      + (0..<8).map { " func open\($0)() { show(profile) }" }).joined(separator: "\n")
    return [
      PullRequestFile(
        filename: "Sources/App/Settings.swift", status: .modified, additions: 8, deletions: 4,
        patch: settings, url: "https://github.com/demo/busy/blob/x/Settings.swift"),
      PullRequestFile(
        filename: "Sources/App/Profile.swift", previousFilename: "Sources/App/User.swift",
        status: .renamed, additions: 1, deletions: 1,
        patch: "@@ -1,3 +1,3 @@\n-struct User {\n+struct Profile {\n   var login: String\n }",
        url: "https://github.com/demo/busy/blob/x/Profile.swift"),
      PullRequestFile(
        filename: "docs/日本語.md", status: .added, additions: 3, deletions: 0,
        patch: "@@ -0,0 +1,3 @@\n+# 設定\n+\n+設定画面が空のプロフィールで落ちないこと。",
        url: "https://github.com/demo/busy/blob/x/docs.md"),
      PullRequestFile(
        filename: "Resources/icon.png", status: .modified, additions: 0, deletions: 0,
        patch: nil, url: "https://github.com/demo/busy/blob/x/icon.png"),
      PullRequestFile(
        filename: "Sources/App/Legacy.swift", status: .removed, additions: 0, deletions: 2,
        patch: "@@ -1,2 +0,0 @@\n-// Nothing uses this any more.\n-struct Legacy {}",
        url: "https://github.com/demo/busy/blob/x/Legacy.swift"),
      PullRequestFile(
        filename: "Generated/Strings.swift", status: .modified, additions: 12_000,
        deletions: 11_500, patch: nil, url: "https://github.com/demo/busy/blob/x/Strings.swift"),
    ]
  }

  /// The small files, then `largeFiles` files of one `hunkLines`-line hunk each.
  static func largeFileList() -> [PullRequestFile] {
    smallFiles()
      + (0..<largeFiles).map { index in
        var lines = ["@@ -1,\(hunkLines / 2) +1,\(hunkLines / 2) @@ enum Part\(index) {"]
        for line in 0..<(hunkLines / 2) {
          lines.append("-  static let value\(line) = \(line)")
          lines.append("+  static let value\(line) = \(line + index)")
        }
        return PullRequestFile(
          filename: "Sources/Generated/Part\(index).swift", status: .modified,
          additions: hunkLines / 2, deletions: hunkLines / 2,
          patch: lines.joined(separator: "\n"),
          url: "https://github.com/demo/busy/blob/x/Part\(index).swift")
      }
  }

  /// The review threads on `files`: `count` of them spread evenly over the files with a
  /// patch, each on an added line of its file (every third a two-line range, every fifth on
  /// the base's side, every seventh outdated, every eleventh resolved), with two comments of
  /// about 200 bytes. The small diff has 5, the large one 1,000 (over its 300 large files).
  static func threads(on files: [PullRequestFile], count: Int) -> [ReviewThread] {
    let patched = files.filter { $0.patch != nil && $0.additions > 0 }
    guard !patched.isEmpty else { return [] }
    let words =
      "This would read better as a guard, and the name could say why it is optional here. "
      + "Could a test cover the empty case too? Otherwise it looks right to me."
    return (0..<count).map { index in
      let file = patched[index % patched.count]
      let line = 1 + (index / patched.count) * 7 % max(1, file.additions)
      let comment = { (id: Int, author: String) in
        ReviewComment(
          id: "PRRC_bench\(index)_\(id)", author: User(login: author), body: words,
          diffHunk: "@@ -1,2 +1,2 @@\n-  static let value0 = 0\n+  static let value0 = 1")
      }
      return ReviewThread(
        id: "PRRT_bench\(index)", path: file.filename,
        line: index % 7 == 6 ? nil : line, startLine: index % 3 == 2 && line > 1 ? line - 1 : nil,
        side: index % 5 == 4 ? .left : .right, isResolved: index % 11 == 10,
        isOutdated: index % 7 == 6, comments: [comment(0, "monalisa"), comment(1, "octocat")])
    }
  }

  /// The threads' own size: their bodies, hunks, paths and ids.
  static func bytes(of threads: [ReviewThread]) -> Int {
    threads.reduce(0) { total, thread in
      total + thread.path.utf8.count + thread.id.utf8.count
        + thread.comments.reduce(0) {
          $0 + $1.body.utf8.count + $1.diffHunk.utf8.count + $1.id.utf8.count
        }
    }
  }

  /// The diff's own size: the bytes of its patches and file names.
  static func bytes(of files: [PullRequestFile]) -> Int {
    files.reduce(0) { $0 + ($1.patch?.utf8.count ?? 0) + $1.filename.utf8.count }
  }

  /// A list of demo/busy whose selected (first) row is pull request 35, on `program`.
  static func listWithPullRequest(_ program: TriageProgram) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(Scenario.now))
    let root = state.navigation.root.id
    let repositories = RepositoryPage(
      items: [
        Repository(
          name: DemoIssueRepository.busy, summary: "", openIssueCount: 10,
          updatedAt: Scenario.now)
      ], nextCursor: nil)
    _ = program.reduce(
      &state,
      .screen(root, RepositoryListStore.Event.loaded(generation: 1, .success(repositories))))
    _ = program.reduce(&state, .input(.key(.enter)))
    let rows = [issue(35, isPullRequest: true)] + Scenario.issues(9, from: 34)
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        IssueListScreen.Event.list(
          .loaded(generation: 1, .success(IssuePage(items: rows, nextCursor: nil))))))
    return state
  }

  static func issue(_ number: Int, isPullRequest: Bool, body: String = "") -> Issue {
    Issue(
      number: number, title: "Generated parts for every locale", state: .open,
      author: User(login: "octocat"), labels: [Label(name: "enhancement")], commentCount: 0,
      createdAt: Scenario.now.addingTimeInterval(-86_400), body: body,
      isPullRequest: isPullRequest,
      url: "https://github.com/demo/busy/\(isPullRequest ? "pull" : "issues")/\(number)")
  }

  /// Opens the selected pull request and applies its answers (the pull request, its
  /// conversation, `files`, its checks), then shows the Files part: the steps from Enter to
  /// the diff's first frame, less the network.
  static func open(
    _ files: [PullRequestFile], _ program: TriageProgram, _ state: inout AppState,
    checks: [Check] = [], threads: [ReviewThread] = []
  ) {
    _ = program.reduce(&state, .input(.key(.enter)))
    guard let screen = state.top.screen.as(PullRequestScreen.self) else {
      // A figure taken on the list instead would look like a fast diff.
      FileHandle.standardError.write(Data("Enter did not open the pull request page\n".utf8))
      exit(2)
    }
    let id = state.top.id
    let generation = screen.generation
    func apply(_ event: PullRequestScreen.Event) { _ = program.reduce(&state, .screen(id, event)) }
    apply(
      .conversation(
        .loaded(
          generation: screen.conversation.generation,
          .success(issue(35, isPullRequest: true, body: "Generated parts.")))))
    apply(
      .loaded(
        generation: generation,
        .success(
          PullRequest(
            number: 35, state: .open, author: User(login: "octocat"), head: "feature/parts",
            base: "main", headSHA: String(repeating: "a", count: 40), mergeability: .clean,
            additions: files.reduce(0) { $0 + $1.additions },
            deletions: files.reduce(0) { $0 + $1.deletions }, changedFiles: files.count,
            url: "https://github.com/demo/busy/pull/35"))))
    apply(
      .filesLoaded(
        generation: generation, .success(PullRequestFilePage(items: files, nextCursor: nil))))
    apply(.checksLoaded(generation: generation, .success(CommitChecks(checks: checks))))
    // GraphQL's pages of 100, as they arrive.
    var rest = threads[...]
    while !rest.isEmpty {
      let page = Array(rest.prefix(100))
      rest = rest.dropFirst(100)
      apply(
        .threadsLoaded(
          generation: generation,
          .success(
            ReviewThreadPage(
              items: page, nextCursor: rest.isEmpty ? nil : PageCursor("\(rest.startIndex)")))))
    }
    _ = program.reduce(&state, .input(.key(.character("2"))))
    guard state.top.screen.as(PullRequestScreen.self)?.fileList.count == files.count else {
      FileHandle.standardError.write(Data("the files did not reach the page\n".utf8))
      exit(2)
    }
  }

  /// Opens issue 34 (a 2 KiB body, as `--large-issue`'s small one) and applies it: the issue
  /// page's steps from Enter to its first frame.
  static func openIssue(_ program: TriageProgram, _ state: inout AppState) {
    _ = program.reduce(&state, .input(.key(.down)))
    _ = program.reduce(&state, .input(.key(.enter)))
    guard let screen = state.top.screen.as(IssueScreen.self) else {
      FileHandle.standardError.write(Data("Enter did not open the issue page\n".utf8))
      exit(2)
    }
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        IssueScreen.Event.loaded(
          generation: screen.generation,
          .success(
            issue(34, isPullRequest: false, body: LargeIssue.markdown(bytes: 2_048, seed: 0))))))
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        IssueScreen.Event.commentsLoaded(
          generation: screen.generation, .success(TimelinePage()))))
  }

  /// Times `body` (the steps to a first frame, then the frame) on a fresh program each sample,
  /// so no layout is left from the sample before; the program is made and the list loaded
  /// outside the timing.
  static func firstFrame(
    _ name: String, samples: Int = 21, _ body: (TriageProgram, inout AppState) -> Void
  ) {
    if Bench.countsInstructions {
      // One uncounted first frame warms what any first use does, as the first sample does.
      for counted in [false, true] {
        let program = Scenario.freshProgram()
        var state = listWithPullRequest(program)
        guard counted else {
          body(program, &state)
          _ = program.view(state, in: size)
          continue
        }
        Bench.count(name, calls: 1) {
          body(program, &state)
          _ = program.view(state, in: size)
        }
      }
      return
    }
    var times: [Double] = []
    for _ in 0...samples {
      let program = Scenario.freshProgram()
      var state = listWithPullRequest(program)
      let start = DispatchTime.now().uptimeNanoseconds
      body(program, &state)
      _ = program.view(state, in: size)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    // The first sample warms what any first use does (type metadata, the allocator).
    times.removeFirst()
    times.sort()
    Bench.results.append(
      Bench.Result(
        name: name, median: times[times.count / 2], p90: times[times.count * 9 / 10],
        allocations: 0))
    FileHandle.standardError.write(Data("\(name): \(Bench.format(times[times.count / 2]))\n".utf8))
  }

  /// Measures a step (key → reduce → view → compare with the last frame) in 21 batches of 20.
  /// The walk turns at either end, where `position` stops changing, so a short document is
  /// stepped through as often as a long one rather than standing at its end.
  static func walk<Position: Equatable>(
    _ name: String, _ key: Key, _ back: Key, _ program: TriageProgram, _ state: inout AppState,
    position: (AppState) -> Position?
  ) {
    var previous = program.view(state, in: size)
    var forward = true
    Bench.measure(name, samples: 21, batch: 20) {
      let before = position(state)
      _ = program.reduce(&state, .input(.key(forward ? key : back)))
      if position(state) == before { forward.toggle() }
      let canvas = program.view(state, in: size)
      _ = canvas.cells == previous.cells
      previous = canvas
    }
  }

  /// Measures the steps and the first frames; returns the worst step ratio and the first
  /// frames' ratio.
  static func run(
    keys: [(Key, String)] = [
      (.down, "↓"), (.pageDown, "PgDn"), (.character("]"), "]"), (.character("}"), "}"),
    ]
  ) -> (step: Double, firstFrame: Double) {
    let small = smallFiles()
    let large = largeFileList()
    let smallThreads = threads(on: small, count: 5)
    let largeThreads = threads(on: large, count: 1_000)
    FileHandle.standardError.write(
      Data(
        "small diff: \(small.count) files, large diff: \(large.count) files, \(bytes(of: large)) bytes\n"
          .utf8))
    var worst = 0.0
    for (key, label) in keys {
      var medians: [Double] = []
      for (name, files, threads) in [
        ("small diff (6 files, 5 threads)", small, smallThreads),
        ("50,000-line diff (306 files, 1,000 threads)", large, largeThreads),
      ] {
        let program = Scenario.freshProgram()
        var state = listWithPullRequest(program)
        open(files, program, &state, threads: threads)
        let back: Key =
          switch key {
          case .character("]"): .character("[")
          case .character("}"): .character("{")
          case .down: .up
          default: .pageUp
          }
        // The cursor and the page: ↓ moves the one, a page the other.
        walk("diff step \(label), \(name)", key, back, program, &state) {
          $0.top.screen.as(PullRequestScreen.self).map { [$0.diff, $0.cursor] }
        }
        medians.append(Bench.results.last?.median ?? 0)
      }
      let ratio = medians[1] / max(1, medians[0])
      worst = max(worst, ratio)
      FileHandle.standardError.write(
        Data(String(format: "large / small diff, step %@: %.2f× (goal ≤ 2×)\n", label, ratio).utf8))
    }
    firstFrame("first frame, issue page (2 KiB body)") { program, state in
      openIssue(program, &state)
    }
    let issue = Bench.results.last?.median ?? 1
    firstFrame("first frame, 50,000-line diff (306 files, 1,000 threads)") { program, state in
      open(large, program, &state, threads: largeThreads)
    }
    let diff = Bench.results.last?.median ?? 0
    let opening = diff / max(1, issue)
    FileHandle.standardError.write(
      Data(
        String(format: "large diff / issue page, first frame: %.2f× (goal ≤ 2×)\n", opening).utf8))
    return (worst, opening)
  }

  /// Resident memory kept by opening the large diff and stepping through all of it (every file
  /// laid out once; the memo keeps a few dozen), against the diff's own size.
  static func memory() -> (kept: Double, diff: Double) {
    let program = Scenario.freshProgram()
    var state = listWithPullRequest(program)
    let files = largeFileList()
    let threads = threads(on: files, count: 1_000)
    let diffMiB = Double(bytes(of: files) + bytes(of: threads)) / 1_048_576
    let before = Bench.residentMiB()
    open(files, program, &state, threads: threads)
    for _ in 0..<files.count {
      _ = program.reduce(&state, .input(.key(.character("]"))))
      _ = program.view(state, in: size)
    }
    let after = Bench.residentMiB()
    withExtendedLifetime(state) {}
    return (after - before, diffMiB)
  }
}
