import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`. Each test gets
/// its own so tests can run in parallel without seeing each other's files.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triageTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` at `relative`, creating parent directories.
  func write(_ text: String, at relative: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
