import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory holding a `gh` shell script, to put on `PATH` in place of the real gh.
struct FakeGh {
  let directory: TemporaryDirectory
  var binDirectory: String { directory.path + "/bin" }
  var path: String { binDirectory + "/gh" }

  /// `body` is the script after `#!/bin/sh`; `$DIR` in it is the temporary directory.
  init(_ body: String, executable: Bool = true) throws {
    directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.path + "/bin", withIntermediateDirectories: true)
    // Written through a close-on-exec descriptor: a child another test spawns meanwhile must not
    // keep the script open for writing, or running it fails with ETXTBSY.
    let script = "#!/bin/sh\nPATH=/usr/bin:/bin\nDIR='\(directory.path)'\n" + body + "\n"
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, executable ? 0o755 : 0o644)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let bytes = Array(script.utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
  }

  /// `PATH` with relative and missing entries before the fake, which must be skipped.
  var pathVariable: String { "relative/bin::/nonexistent-triage-test:" + binDirectory }

  func remove() { directory.remove() }
}
