import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the program a command word names, as a shell would but without one: `posix_spawn`
/// takes a path, so a word is looked up on `PATH` here.
public enum ExecutableSearch {
  /// Bounds the `PATH` walk.
  static let maximumEntries = 256

  /// A path as given (if `word` contains `/`) when it is executable, else the first executable
  /// regular file of that name in an entry of `PATH` (`/usr/bin:/bin` when unset or empty).
  public static func find(_ word: String, environment: [String: String]) -> String? {
    guard !word.isEmpty else { return nil }
    if word.contains("/") { return isExecutableFile(word) ? word : nil }
    let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin:/bin"
    let entries = path.split(separator: ":", omittingEmptySubsequences: true)
    for directory in entries.prefix(maximumEntries) {
      let candidate = directory.hasSuffix("/") ? "\(directory)\(word)" : "\(directory)/\(word)"
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  /// Whether `path` is a regular file this process may execute.
  public static func isExecutableFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    return access(path, X_OK) == 0
  }
}
