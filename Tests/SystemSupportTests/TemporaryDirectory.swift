import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh directory for one test (the shared `TemporaryDirectory`), removed with everything
/// in it afterwards.
@discardableResult
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
  try TemporaryDirectory.with(prefix: "system-support") { try body($0.path) }
}

/// The names in `directory`, without `.` and `..`.
func entries(of directory: String) -> [String] {
  guard let stream = opendir(directory) else { return [] }
  defer { closedir(stream) }
  var names: [String] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name != ".", name != ".." { names.append(name) }
  }
  return names.sorted()
}

/// The permission bits of `path`, or nil when it can't be stat'ed.
func permissions(of path: String) -> mode_t? {
  var info = stat()
  guard lstat(path, &info) == 0 else { return nil }
  return info.st_mode & 0o777
}

/// The file's bytes, or nil when it can't be opened.
func contents(of path: String) -> [UInt8]? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += chunk[0..<count]
  }
  return bytes
}
