import AppCore

/// Where the diff's top row is: a file, and a row of that file's layout. A position rather than
/// one offset into the whole diff, so scrolling needs only the layouts of the files it passes,
/// never every file's row count.
public struct DiffPosition: Hashable, Sendable {
  public var file: Int
  public var row: Int

  public init(file: Int = 0, row: Int = 0) {
    self.file = file
    self.row = row
  }
}
