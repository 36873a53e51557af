#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh directory (made by `mkdtemp`) for one test, removed with everything in it afterwards.
@discardableResult
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
  var template = Array("/tmp/system-support-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
    guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
    return String(cString: made)
  }
  guard let directory = made else { throw TemporaryDirectoryError(errno: errno) }
  defer { removeTree(directory) }
  return try body(directory)
}

struct TemporaryDirectoryError: Error {
  var errno: Int32
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

private func removeTree(_ path: String) {
  var info = stat()
  guard lstat(path, &info) == 0 else { return }
  if info.st_mode & S_IFMT == S_IFDIR {
    chmod(path, 0o700)
    for name in entries(of: path) { removeTree(path + "/" + name) }
    rmdir(path)
  } else {
    unlink(path)
  }
}
