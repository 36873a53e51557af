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
    let script = "#!/bin/sh\nPATH=/usr/bin:/bin\nDIR='\(directory.path)'\n" + body + "\n"
    try directory.writeExecutable(script, at: "bin/gh", mode: executable ? 0o755 : 0o644)
  }

  /// `PATH` with relative and missing entries before the fake, which must be skipped.
  var pathVariable: String { "relative/bin::/nonexistent-triage-test:" + binDirectory }

  func remove() { directory.remove() }
}
