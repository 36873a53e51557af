import Foundation

/// Opens a URL with the platform's opener (`xdg-open`, or `open` on macOS), with every standard
/// stream on /dev/null so nothing it prints can reach the screen curses owns.
enum BrowserOpener {
  static func open(_ url: String) async -> Bool {
    #if os(macOS)
      let command = "open"
    #else
      let command = "xdg-open"
    #endif
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command, url]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return await withCheckedContinuation { continuation in
      process.terminationHandler = { finished in
        continuation.resume(returning: finished.terminationStatus == 0)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: false)
      }
    }
  }
}
