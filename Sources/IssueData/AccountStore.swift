import FoundationEssentials
import IssueStore
import Logging
import SystemSupport

/// The store of the account signed in on one host, opened the first time it is asked for (in an
/// effect, never on the loop that reads keys).
///
/// Which account is known only from `GET /user`, which needs the network; so the login last
/// signed in on the host is remembered (`last-user-HOST`, 0600, the login alone) and its store
/// opened at start, offline too. When the server names another login, that account's store is
/// used from then on.
public final class AccountStore: Sendable {
  private struct State {
    var login: String?
    var store: IssueStore?
    var isOpen = false
    /// Whether the store reads the last session's first list ahead as it opens (`prepare`).
    var readsAhead = false
  }

  public let directory: String
  public let host: String
  public let maximumBytes: Int
  private let now: @Sendable () -> Date
  private let logger: Logger
  private let state = Locked(State())
  /// Held while the store is opened, so a caller that asks meanwhile waits for that store
  /// instead of opening a second connection to the same file.
  private let opening = Locked(())
  private let removal = Locked<Task<Void, Never>?>(nil)

  /// `login`, when the account is known before the server is asked (`--user`, or gh's active
  /// user), is the one whose store is opened at start instead of the last one signed in.
  public init(
    directory: String, host: String, maximumBytes: Int = IssueStore.defaultMaximumBytes,
    login: String? = nil, now: @escaping @Sendable () -> Date = { Date() }, logger: Logger
  ) {
    self.directory = directory
    self.host = host
    self.maximumBytes = maximumBytes
    self.now = now
    self.logger = logger
    state.withLock { $0.login = login }
  }

  /// What the names of the files that remember a login start with, one per host.
  public static let rememberedLoginPrefix = "last-user-"

  /// The file that names the login last signed in on the host.
  var rememberedLoginFile: String {
    join(directory, Self.rememberedLoginPrefix + StoreLocation.safe(host))
  }

  /// The open store of the account, or `nil` while no account is known or none can be opened.
  public func store() -> IssueStore? {
    if let opened = state.withLock({ $0.isOpen ? $0.store : nil }) { return opened }
    return opening.withLock { _ in
      let (login, opened) = state.withLock { ($0.login, $0.isOpen ? $0.store : nil) }
      if let opened { return opened }
      guard let login = login ?? rememberedLogin() else { return nil }
      return open(login)
    }
  }

  /// Opens the store now, on a thread of its own, so that the first screen finds it open: at
  /// start, opening it (SQLite, the schema's check, the write-lock probe) would otherwise come
  /// between the program's making and the first frame with kept rows. The store then reads the
  /// list the last session showed first, for the same reason.
  public func prepare() {
    state.withLock { $0.readsAhead = true }
    Task.detached(priority: .userInitiated) { [self] in _ = store() }
  }

  /// The account whose store is opened now: `--user`'s or gh's active one, else the last one
  /// signed in on the host; `nil` when none is known.
  public var knownLogin: String? { state.withLock { $0.login } ?? rememberedLogin() }

  /// The server named the account: its store is used from now on, and it is remembered.
  public func signedIn(as login: String) {
    let changed = state.withLock { state -> Bool in
      guard state.login != login else { return false }
      state = State(login: login)
      return true
    }
    guard changed else { return }
    do throws(PrivateFileError) {
      try PrivateFiles.createDirectory(directory)
      try PrivateFiles.write(Array(login.utf8), to: rememberedLoginFile)
    } catch {
      logger.warning("store: the login can't be remembered (errno \(error.errno))")
    }
  }

  /// The account signed out: its rows are removed, and no login is remembered.
  public func signOut() async {
    let store = store()
    state.withLock { $0 = State() }
    try? FileManager.default.removeItem(atPath: rememberedLoginFile)
    // Not in the caller's task: quitting right after signing out cancels the caller's effect,
    // and the rows must go all the same (`settled` waits for them at exit).
    let task = Task { () async -> Void in await store?.removeAll() }
    removal.withLock { $0 = task }
    await task.value
  }

  /// Waits for a sign-out's removal still under way, so quitting can't leave the rows behind.
  public func settled() async {
    await removal.withLock { $0 }?.value
  }

  /// Closes the account's store, if open; the app quits after.
  public func close() async {
    let store = state.withLock { $0.isOpen ? $0.store : nil }
    await store?.close()
  }

  private func rememberedLogin() -> String? {
    guard let data = FileManager.default.contents(atPath: rememberedLoginFile),
      let login = String(data: data, encoding: .utf8), !login.isEmpty, login.utf8.count <= 64
    else { return nil }
    state.withLock { state in
      if state.login == nil { state.login = login }
    }
    return login
  }

  private func open(_ login: String) -> IssueStore? {
    let file = StoreLocation(directory: directory, host: host, login: login).file
    let store = IssueStore.open(
      file: file, maximumBytes: maximumBytes, now: now, logger: logger)
    if state.withLock({ $0.readsAhead }) { store?.startReadingAhead() }
    state.withLock { state in
      guard state.login == login else { return }
      state.store = store
      state.isOpen = true
    }
    return store
  }
}
