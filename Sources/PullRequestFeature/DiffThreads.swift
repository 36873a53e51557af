import AppCore
import IssueDomain

/// A pull request's review threads by the file of the diff they are on, so laying out a file
/// finds its threads without a search: made again when a page of files arrives, and grown by
/// each page of threads (`adding`), which costs that page alone. A thread whose path is no
/// file of the diff is kept aside (`elsewhere`): its file may be on a page not read yet, or
/// past GitHub's 3,000.
public struct DiffThreads: Equatable, Sendable {
  /// Each file's threads, by the file's index in the diff, in GitHub's order.
  public private(set) var byFile: [Int: [ReviewThread]] = [:]
  /// The files with threads, in the diff's order: where `}` and `{` go.
  public private(set) var files: [Int] = []
  /// Threads on no file of the diff.
  public private(set) var elsewhere = 0
  /// Every thread, for counts.
  public private(set) var count = 0
  /// The comments of the account's pending review: GitHub shows them to it alone.
  public private(set) var pendingComments = 0
  /// Each file's threads hashed, by the file's index: what a layout of the file is kept by,
  /// so two screens of one pull request never share a layout their threads don't. What a
  /// thread shows is fixed by its id within one load, so the ids, places, states and counts
  /// are hashed, never the bodies: a page of a thousand threads hashes in microseconds.
  public private(set) var signatures: [Int: Int] = [:]
  /// The diff's files by name: where a thread's path is.
  private var fileIndex: [String: Int] = [:]
  /// How many files `fileIndex` was made from: a page of files more makes it again.
  public private(set) var fileCount = 0

  public static let none = DiffThreads()

  public init() {}

  public init(_ threads: [ReviewThread], files: [PullRequestFile]) {
    for (offset, file) in files.enumerated() where fileIndex[file.filename] == nil {
      fileIndex[file.filename] = offset
    }
    fileCount = files.count
    add(threads)
  }

  /// These threads too, a page that followed those indexed.
  public mutating func add(_ threads: some Collection<ReviewThread>) {
    var touched = Set<Int>()
    var isNewFile = false
    for thread in threads {
      pendingComments += thread.comments.reduce(0) { $0 + ($1.isPending ? 1 : 0) }
      guard let file = fileIndex[thread.path] else {
        elsewhere += 1
        continue
      }
      if byFile[file] == nil { isNewFile = true }
      byFile[file, default: []].append(thread)
      touched.insert(file)
    }
    // A file with its first threads joins the order; a search of the order for each file a
    // page touched would cost the files times the page.
    if isNewFile { files = byFile.keys.sorted() }
    count += threads.count
    for file in touched {
      var hasher = Hasher()
      for thread in byFile[file] ?? [] {
        hasher.combine(thread.id)
        hasher.combine(thread.line)
        hasher.combine(thread.startLine)
        hasher.combine(thread.isResolved)
        hasher.combine(thread.isOutdated)
        hasher.combine(thread.comments.count)
        hasher.combine(thread.comments.last?.id)
      }
      signatures[file] = hasher.finalize()
    }
  }

  /// File `index`'s threads.
  public func threads(inFile index: Int) -> [ReviewThread] { byFile[index] ?? [] }
}
