/// The paths a person waits on, counted in instructions rather than timed
/// (`Benchmarks/instructions.py suite` runs this under callgrind): a list step, a diff step,
/// an issue's layout and the store's opening.
@MainActor
enum HotPaths {
  static func run() throws {
    for rows in [1_000, 100_000] { ListSteps.selection(rows: rows) }
    // The diff's Down step, small and large, and the first frames of an issue page (its
    // layout) and of the large diff.
    _ = LargeDiff.run(keys: [(.down, "↓")])
    // The scroll step of a small and of a GitHub-largest issue, laid out.
    LargeIssue.run()
    try KeptStore.storeOpen(rows: 10_000)
  }
}
