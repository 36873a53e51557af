/// A `##[group]` of a log: the lines from its start to its end, both included.
public struct LogGroup: Equatable, Sendable {
  /// The line index of the `##[group]` line.
  public var start: Int
  /// The last line index in the group: the `##[endgroup]` line, or the line before the next
  /// group start, or the log's last line.
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// Whether `line` lies in the group.
  public func contains(_ line: Int) -> Bool {
    start <= line && line <= end
  }
}
