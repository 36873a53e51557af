import AppCore
import IssueDomain
import TerminalUI

/// Which file of which loaded diff at which width: the files of one load never change, so the
/// load's generation stands for their text and nothing long is hashed to find a layout.
public struct DiffFileKey: Hashable, Sendable {
  public var pullRequest: IssueReference
  public var generation: Int
  public var file: Int
  public var width: Int
  /// Whether long lines wrap (else each line is one row, scrolled sideways).
  public var wraps: Bool = true
  /// The file's threads (`DiffThreads.signatures`), and which threads are open: empty for a
  /// file without threads.
  public var threads: Int = 0
  public var open: Set<String> = []
}

/// The program's memo of laid-out diff files, shared by copies of the program. A few dozen
/// files: what one screen shows and those just scrolled past.
public final class DiffLayoutCache: Sendable {
  public let files = MemoCache<DiffFileKey, DiffFileLayout>(capacity: 64)

  public init() {}
}
