import FoundationEssentials
import GRDB
import Logging
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening never fails the app: a file that can't be used is set aside (renamed, with its
/// journal) with one log line, and a new one is made in its place; only when that fails too is
/// there no store, and Triage works from the network as before.
extension IssueStore {
  /// The store in `file`, created (0600, in a 0700 directory) or migrated as needed. `nil`,
  /// logged, when no usable file can be had. It runs SQLite and file calls, so call it off the
  /// loop that reads keys.
  public static func open(
    file: String, maximumBytes: Int = defaultMaximumBytes,
    busyTimeout: Duration = .milliseconds(250), closingWait: Duration = defaultClosingWait,
    now: @escaping @Sendable () -> Date = { Date() }, logger: Logger
  ) -> IssueStore? {
    let directory = parentPath(file)
    do throws(PrivateFileError) {
      try PrivateFiles.createDirectory(directory)
    } catch {
      logger.warning("store: no directory \(error.path) (errno \(error.errno)); nothing is stored")
      return nil
    }
    var status = stat()
    if lstat(directory, &status) == 0, status.st_uid == geteuid() {
      // An existing directory from an older version (or a careless umask) is made private.
      chmod(directory, 0o700)
    }
    if let problem = inspect(file) {
      guard setAside(file, problem, logger) else { return nil }
    }
    do throws(StoreProblem) {
      return try connect(file, maximumBytes, busyTimeout, closingWait, now, logger)
    } catch {
      guard setAside(file, error, logger) else { return nil }
    }
    do throws(StoreProblem) {
      return try connect(file, maximumBytes, busyTimeout, closingWait, now, logger)
    } catch {
      logger.warning("store: \(file) can't be made anew (\(error)); nothing is stored")
      return nil
    }
  }

  /// What makes an existing file unusable before SQLite reads it; a file that others may read
  /// is ours, so it is made private instead.
  static func inspect(_ file: String) -> StoreProblem? {
    var status = stat()
    guard lstat(file, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notAFile }
    guard status.st_uid == geteuid() else { return .foreignOwner(uid: UInt32(status.st_uid)) }
    if status.st_mode & 0o077 != 0 { chmod(file, 0o600) }
    guard access(file, R_OK | W_OK) == 0 else { return .unreadable }
    return nil
  }

  /// Renames `file` and its journals to `FILE.set-aside…`, replacing an earlier set-aside copy,
  /// so one bad file at most is kept for a look and the disk isn't filled by them.
  static func setAside(_ file: String, _ problem: StoreProblem, _ logger: Logger) -> Bool {
    let aside = file + ".set-aside"
    for suffix in ["", "-journal", "-wal", "-shm"] {
      unlink(aside + suffix)
      if rename(file + suffix, aside + suffix) != 0, errno != ENOENT {
        removeDirectory(aside + suffix)
        if rename(file + suffix, aside + suffix) != 0, errno != ENOENT {
          logger.warning(
            "store: \(file) is \(problem) and can't be set aside (errno \(errno)); nothing is stored"
          )
          return false
        }
      }
    }
    logger.warning("store: \(file) was \(problem); set aside as \(aside), starting a new one")
    return true
  }

  /// A directory left at the set-aside name by an earlier run (unlink can't remove it).
  private static func removeDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  private static func connect(
    _ file: String, _ maximumBytes: Int, _ busyTimeout: Duration, _ closingWait: Duration,
    _ now: @escaping @Sendable () -> Date, _ logger: Logger
  ) throws(StoreProblem) -> IssueStore {
    // Made 0600 before SQLite opens it: SQLite gives its journals the file's own mode.
    guard createPrivateFile(file) else { throw .unreadable }
    var configuration = Configuration()
    configuration.label = "triage.store"
    configuration.busyMode = .timeout(busyTimeout.timeInterval)
    // A cache: a write-ahead log with `synchronous = NORMAL` commits with no fsync (only
    // checkpoints sync), and still can't be corrupted by a crash; at worst the last writes are
    // lost and fetched again. Every read marks what it read as used, so with the rollback
    // journal's fsyncs a screen's first frame waited on the disk.
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
      // SQLite's secure delete (on in Debian's build) zeroes every page a deletion frees, so
      // replacing or evicting a huge value wrote all of it again, through the log: ten times
      // the time of freeing it. `FAST` zeroes only what is written anyway; the file is the
      // account's own (0600), and signing out rewrites it whole (`VACUUM`).
      try db.execute(sql: "PRAGMA secure_delete = FAST")
    }
    do {
      let database = try DatabaseQueue(path: file, configuration: configuration)
      let (superseded, completed) = try database.read { db in
        (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
      }
      if superseded { throw StoreProblem.newerSchema }
      // The migrator's own check of a file already up to date costs a write transaction and a
      // foreign-key check, at every start.
      if !completed { try migrator.migrate(database) }
      // A write-ahead log lets reads through while another process holds the write lock, so
      // a store that can't be written is found here, as the rollback journal found it on
      // opening, and set aside rather than failing every save later.
      try database.writeWithoutTransaction { db in
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(sql: "ROLLBACK")
      }
      return IssueStore(
        database: database, file: file, maximumBytes: maximumBytes, closingWait: closingWait,
        now: now, logger: logger)
    } catch let problem as StoreProblem {
      throw problem
    } catch {
      throw StoreProblem(error)
    }
  }
}

/// Creates `path` as an empty 0600 file if it isn't there (never through a symlink); false when
/// it can't be opened for reading and writing.
private func createPrivateFile(_ path: String) -> Bool {
  let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { return false }
  close(descriptor)
  return true
}
