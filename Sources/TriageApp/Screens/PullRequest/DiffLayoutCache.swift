import AppCore
import IssueDomain
import TerminalUI

/// Which file of which loaded diff at which width: the files of one load never change, so the
/// load's generation stands for their text and nothing long is hashed to find a layout.
struct DiffFileKey: Hashable, Sendable {
  var pullRequest: IssueReference
  var generation: Int
  var file: Int
  var width: Int
  /// Whether long lines wrap (else each line is one row, scrolled sideways).
  var wraps: Bool = true
}

/// The program's memo of laid-out diff files, shared by copies of the program. A few dozen
/// files: what one screen shows and those just scrolled past.
final class DiffLayoutCache: Sendable {
  let files = MemoCache<DiffFileKey, DiffFileLayout>(capacity: 64)

  init() {}
}
