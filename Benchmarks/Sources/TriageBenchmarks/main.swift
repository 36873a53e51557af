import AppCore
import Foundation
import GitHubAPI
import IssueDomain
import ScreenState
import TerminalUI
import TriageApp

// The in-process suite of issue 7. Prints one markdown table on stdout; progress on stderr.
// Usage: TriageBenchmarks [path to Tests/Fixtures/octokit/paginate-issues.json]

let program = Scenario.program

// `--rss`: resident memory with 100k issues loaded, in a process that has done nothing else.
if CommandLine.arguments.dropFirst().first == "--rss" {
  let before = Bench.residentMiB()
  let loaded = Scenario.issuesScreen(rows: 100_000, size: Size(width: 120, height: 40))
  let after = Bench.residentMiB()
  print(
    String(
      format: "Resident memory: %.1f MiB at start, %.1f MiB with 100k issues loaded (+%.1f MiB).",
      before, after, after - before))
  withExtendedLifetime(loaded) {}
  exit(0)
}

// `--large-issue`: only the scroll step on a GitHub-largest issue against a small one.
if CommandLine.arguments.dropFirst().first == "--large-issue" {
  let ratio = LargeIssue.run()
  print(Bench.table())
  print(String(format: "\nLargest / small issue, scroll step: %.2f× (goal ≤ 2×).", ratio))
  exit(ratio <= 2 ? 0 : 1)
}

// `--large-diff`: only the diff viewer's steps and first frame, large diff against small.
if CommandLine.arguments.dropFirst().first == "--large-diff" {
  let (step, firstFrame) = LargeDiff.run()
  print(Bench.table())
  print(String(format: "\nLarge / small diff, worst step: %.2f× (goal ≤ 2×).", step))
  print(String(format: "Large diff / issue page, first frame: %.2f× (goal ≤ 2×).", firstFrame))
  exit(step <= 2 && firstFrame <= 2 ? 0 : 1)
}

// `--large-log`: only the log viewer's steps and first frame, large log against small.
if CommandLine.arguments.dropFirst().first == "--large-log" {
  let (step, firstFrame, index) = LargeLog.run()
  print(Bench.table())
  print(String(format: "\nLarge / small log, worst step: %.2f× (goal ≤ 2×).", step))
  print(
    String(
      format: "Large log / issue page, first frame once indexed: %.2f× (goal ≤ 2×); "
        + "indexing it first: %@.", firstFrame, Bench.format(index)))
  exit(step <= 2 && firstFrame <= 2 ? 0 : 1)
}

// `--log-rss`: resident memory kept by the large log, in a process that has done nothing else.
if CommandLine.arguments.dropFirst().first == "--log-rss" {
  let (kept, log) = LargeLog.memory()
  print(
    String(
      format: "Large log: %.1f MiB on disk; %.1f MiB more resident after walking and searching "
        + "it (goal ≤ 32 MiB).", log, kept))
  exit(kept <= 32 ? 0 : 1)
}

// `--diff-rss`: resident memory kept by the large diff, in a process that has done nothing
// else, against the diff's own size.
if CommandLine.arguments.dropFirst().first == "--diff-rss" {
  let (kept, diff) = LargeDiff.memory()
  print(
    String(
      format:
        "Large diff: %.1f MiB of patches and threads; %.1f MiB more resident after stepping through "
        + "it (%.2f×, goal ≤ 3×).", diff, kept, kept / max(0.001, diff)))
  exit(kept <= 3 * diff ? 0 : 1)
}

// `--long-word`: only wrapping and laying out a 1 MiB unbreakable word.
if CommandLine.arguments.dropFirst().first == "--long-word" {
  LongWord.run()
  print(Bench.table())
  exit(0)
}

// `--quit-while-laying-out`: only `q` while the largest body kept is laid out.
if CommandLine.arguments.dropFirst().first == "--quit-while-laying-out" {
  QuitWhileLayingOut.run()
  print(Bench.table())
  exit(0)
}

// `--kept-first-frame [RUNS]`: the first frame with real rows on a kept 10,000-issue list,
// against the demo's first frame with no store; medians of RUNS (default 11) after a warm-up.
if CommandLine.arguments.dropFirst().first == "--kept-first-frame" {
  let runs = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 11
  let (demo, kept) = try KeptStore.firstFrame(rows: 10_000, runs: runs)
  print(
    String(
      format: "First frame with rows, median of %d: demo with no store %@, kept 10,000 issues %@ "
        + "(%.2f×, goal ≤ 1.5×).", runs, Bench.format(demo), Bench.format(kept), kept / demo))
  exit(kept <= 1.5 * demo ? 0 : 1)
}

// `--serve-kept CACHE`: a kept 10,000-issue list in CACHE and a server that answers it with a
// 304, for the executable's first frame in Benchmarks/run.sh.
if CommandLine.arguments.dropFirst().first == "--serve-kept",
  let cache = CommandLine.arguments.dropFirst(2).first
{
  try KeptStore.serveKept(cache: cache)
  exit(0)
}

// `--kept-memory`: resident memory of the app open on a kept 100,000-issue list against a
// 100-issue one, each in a process of its own.
if CommandLine.arguments.dropFirst().first == "--kept-memory" {
  let small = try KeptStore.memory(rows: 100)
  let large = try KeptStore.memory(rows: 100_000)
  for (rows, memory) in [("100", small), ("100,000", large)] {
    print(
      String(
        format: "Kept %@ issues: %.1f MiB resident at start, %.1f MiB with the rows shown, "
          + "%.1f MiB after the 304, peak %.1f MiB.", rows, memory.start, memory.shown,
        memory.revalidated, memory.peak))
  }
  let difference = large.revalidated - small.revalidated
  print(
    String(
      format: "Difference: %.1f MiB resident after the 304, %.1f MiB peak (goal ≤ 10 MiB).",
      difference, large.peak - small.peak))
  exit(difference <= 10 ? 0 : 1)
}

// The child process of `--kept-memory`: the app on the store in the directory given.
if CommandLine.arguments.dropFirst().first == "--kept-memory-open",
  let directory = CommandLine.arguments.dropFirst(2).first
{
  try KeptStore.openForMemory(directory: directory)
  exit(0)
}

// `--replay-conditional`: a scripted session over HTTP on 127.0.0.1, twice with one store;
// the second run's requests.
if CommandLine.arguments.dropFirst().first == "--replay-conditional" {
  let (first, second) = try KeptStore.replay()
  for (name, session) in [("First run", first), ("Second run", second)] {
    print("\(name): \(session.counts).")
    for request in session.requests { print("  \(request)") }
  }
  let unconditional = second.counts.total - second.counts.conditional
  print(
    "Second run: \(second.counts.total) requests, \(second.counts.conditional) conditional, "
      + "\(second.counts.notModified) answered 304, \(unconditional) unconditional.")
  exit(unconditional == 0 ? 0 : 1)
}

// `--instructions`: only the hot paths, each counted under callgrind by
// `Benchmarks/instructions.py suite`.
if CommandLine.arguments.dropFirst().first == "--instructions" {
  try HotPaths.run()
  exit(0)
}

// `--sections`: only the home's steps (tab switch, query line), for profiling them alone.
if CommandLine.arguments.dropFirst().first == "--sections" {
  SectionsSteps.run()
  print(Bench.table())
  exit(0)
}

/// `renderAndDiff` on the list program.
func renderAndDiff(_ state: AppState, size: Size, previous: inout Canvas) -> Int {
  renderAndDiff(program, state, size: size, previous: &previous)
}

// 1. Render plus diff of a full frame.
for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
  let state = Scenario.issuesScreen(rows: 1_000, size: size)
  var previous = Canvas(size: .zero)
  var flip = false
  var moved = state
  _ = program.reduce(&moved, .input(.key(.down)))
  Bench.measure("render + diff, full frame \(size.width)×\(size.height)") {
    flip.toggle()
    _ = renderAndDiff(flip ? state : moved, size: size, previous: &previous)
  }
}

// 2. One selection step and one scroll step (key → reduce → view), by rows loaded.
let stepSize = ListSteps.size
for rows in [1_000, 100_000, 1_000_000] {
  ListSteps.selection(rows: rows)
  var previous = Canvas(size: .zero)
  var scrolling = Scenario.issuesScreen(rows: rows, size: stepSize)
  for _ in 0..<40 { _ = program.reduce(&scrolling, .input(.key(.down))) }
  Bench.measure("scroll step, \(rows) rows", samples: 21, batch: 20) {
    _ = program.reduce(&scrolling, .input(.key(.down)))
    _ = renderAndDiff(scrolling, size: stepSize, previous: &previous)
  }
}

// 3. Appending a 100-item page (dedupe included) to a loaded list.
for rows in [1_000, 100_000] {
  var store = PagingListStore<Issue, PageCursor, AppErrorPlaceholder>(
    name: "bench",
    fetcher: PagingFetcher(
      fetchInitial: { _ throws(AppErrorPlaceholder) in Page() },
      fetchMore: { _, _ throws(AppErrorPlaceholder) in Page() }, isCancellation: { _ in false }),
    describe: { _ in FailureDescription(message: "", isRetryable: false) })
  _ = store.refresh()
  _ = store.handle(
    .loaded(
      generation: store.generation,
      .success(Page(items: Scenario.issues(rows, from: rows), nextCursor: PageCursor("more")))),
    height: 38)
  var next = -1
  Bench.measure("append 100-item page to \(rows)", samples: 21, batch: 20) {
    _ = store.loadMore()
    let page = Page(items: Scenario.issues(100, from: next), nextCursor: PageCursor("more"))
    next -= 100
    _ = store.handle(.pageLoaded(generation: store.generation, .success(page)), height: 38)
  }
}

// 4. Decoding a 100-issue GitHub page, built from the recorded fixture's shape.
if CommandLine.arguments.count > 1,
  let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
  let exchanges = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
  let firstPage = exchanges.first?["response"] as? [[String: Any]],
  let sample = firstPage.first
{
  let issues = (0..<100).map { index -> [String: Any] in
    var issue = sample
    issue["number"] = 1000 + index
    issue["id"] = 5000 + index
    return issue
  }
  let body = (try? JSONSerialization.data(withJSONObject: issues)) ?? Data()
  let client = GitHubClient(
    configuration: .init(baseURL: URL(fileURLWithPath: "/"), userAgent: "bench"),
    transport: InMemoryTransport { _ in HTTPResponseData(status: 500) })
  let response = GitHubResponse(body: Array(body))
  Bench.measure("decode a 100-issue GitHub page", samples: 21, batch: 10) {
    _ = try? client.decode([IssueDTO].self, from: response)
  }
}

// 5. Switching the home's tabs, and typing in a query line.
SectionsSteps.run()

// 6. A scroll step on a GitHub-largest issue against a small one.
let issueRatio = LargeIssue.run()

// 7. Wrapping and laying out a 1 MiB unbreakable word.
LongWord.run()

// 8. `q` while the largest body kept is laid out.
QuitWhileLayingOut.run()

print(Bench.table())
print(String(format: "\nLargest / small issue, scroll step: %.2f× (goal ≤ 2×).", issueRatio))

/// An error type for the raw store benchmark, which never fails.
struct AppErrorPlaceholder: Error, Equatable {}
