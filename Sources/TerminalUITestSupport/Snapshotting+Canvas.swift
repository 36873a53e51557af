import SnapshotTesting
import TerminalUI

extension Snapshotting where Value == Canvas, Format == String {
  /// A canvas as reviewable text: the rows (trailing spaces trimmed, wide characters once), then
  /// the styled runs, so that a lost highlight fails a test as surely as lost text.
  /// A computed property because `Snapshotting` is not `Sendable`.
  public static var canvasText: Snapshotting {
    Snapshotting<String, String>.lines.pullback { $0.textDump }
  }
}
