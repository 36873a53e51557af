import FoundationEssentials
import IssueData
import IssueStore
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `triage --clear-cache`: deletes what Triage keeps in the cache directory for every account
/// and host (the stores with their journals and set-aside copies, the logins last signed in, and
/// the HTTP cache), and says what it removed. Tokens and drafts live elsewhere and stay.
struct CacheClearing {
  /// What a run did: the paths removed, and those that couldn't be, with the OS's reason.
  struct Outcome: Equatable {
    var removed: [String] = []
    var failed: [(path: String, reason: String)] = []

    static func == (left: Outcome, right: Outcome) -> Bool {
      left.removed == right.removed
        && left.failed.map(\.path) == right.failed.map(\.path)
        && left.failed.map(\.reason) == right.failed.map(\.reason)
    }
  }

  /// `triage` in the cache directory.
  let directory: String
  /// Removes one path, never following a link; the errno when it fails.
  var remove: (String) -> Int32? = CacheClearing.removeEntry

  /// The cache directory of `environment`; nil with no home and no `XDG_CACHE_HOME`.
  static func standard(environment: [String: String], homeDirectory: String) -> CacheClearing? {
    StoreLocation.directory(in: UserDirectories(environment: environment, home: homeDirectory))
      .map { CacheClearing(directory: $0) }
  }

  /// The paths to remove, in the order they are listed.
  func targets() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let remembered = names.filter { $0.hasPrefix(AccountStore.rememberedLoginPrefix) }.sorted()
      .map { join(directory, $0) }
    let http = join(directory, "http")
    var status = stat()
    let hasHTTP = lstat(http, &status) == 0
    return StoreLocation.files(in: directory) + remembered + (hasHTTP ? [http] : [])
  }

  func run() -> Outcome {
    var outcome = Outcome()
    for path in targets() {
      if let code = remove(path) {
        outcome.failed.append((path, String(cString: strerror(code))))
      } else {
        outcome.removed.append(path)
      }
    }
    return outcome
  }

  /// The lines to print: one per path removed, or that there was nothing; failures go to
  /// standard error.
  static func report(_ outcome: Outcome, directory: String) -> (output: String, error: String) {
    let output =
      outcome.removed.isEmpty && outcome.failed.isEmpty
      ? "nothing to remove in \(directory)\n"
      : outcome.removed.map { "removed \($0)\n" }.joined()
    let error = outcome.failed.map { "triage: can't remove \($0.path): \($0.reason)\n" }.joined()
    return (output, error)
  }

  /// `unlink` for a file or a link (never what it points to), a recursive removal for a
  /// directory (the HTTP cache, or a directory left where a set-aside copy goes).
  static func removeEntry(_ path: String) -> Int32? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return errno == ENOENT ? nil : errno }
    if status.st_mode & S_IFMT == S_IFDIR {
      do {
        try FileManager.default.removeItem(atPath: path)
        return nil
      } catch {
        return EACCES
      }
    }
    return unlink(path) == 0 || errno == ENOENT ? nil : errno
  }
}
