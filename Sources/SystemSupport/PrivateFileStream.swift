#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private file written a piece at a time, for what is too large to hold in memory first (a
/// CI job's log). As `PrivateFiles.write` does whole, the pieces go to a fresh 0600 temporary
/// file beside `file` (`O_EXCL`, never following a symlink), which `commit()` renames over
/// `file`; a stream dropped or discarded before that leaves nothing behind.
public final class PrivateFileStream: Sendable {
  public let file: String
  private let temporary: String
  private let state: Locked<State>

  private struct State: Sendable {
    var fd: Int32
    var written = 0
    var failure: PrivateFileError?
  }

  /// Creates the temporary file; `file`'s directory must exist.
  public init(file: String) throws(PrivateFileError) {
    let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let name = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    temporary = join(
      directory.isEmpty ? "/" : directory,
      ".\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp")
    let fd = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
    guard fd >= 0 else { throw PrivateFileError(step: .write, path: file, errno: errno) }
    guard fchmod(fd, 0o600) == 0 else {
      let code = errno
      close(fd)
      unlink(temporary)
      throw PrivateFileError(step: .setPermissions, path: file, errno: code)
    }
    self.file = file
    state = Locked(State(fd: fd))
  }

  deinit { discard() }

  /// How many bytes were appended since the start or the last `reset()`.
  public var count: Int { state.withLock { $0.written } }

  /// Appends `bytes`; returns false once a write has failed (the failure is kept for `commit`).
  @discardableResult
  public func append(_ bytes: [UInt8]) -> Bool {
    state.withLock { state in
      guard state.failure == nil, state.fd >= 0 else { return false }
      if let code = Descriptor.writeAll(bytes, to: state.fd) {
        state.failure = PrivateFileError(step: .write, path: file, errno: code)
        return false
      }
      state.written += bytes.count
      return true
    }
  }

  /// Empties what was written: a redirect's body is not the file's.
  public func reset() {
    state.withLock { state in
      guard state.fd >= 0, state.failure == nil else { return }
      if ftruncate(state.fd, 0) != 0 || lseek(state.fd, 0, SEEK_SET) < 0 {
        state.failure = PrivateFileError(step: .write, path: file, errno: errno)
      }
      state.written = 0
    }
  }

  /// Flushes the file and puts it in place of `file`, or throws the first failure and removes it.
  public func commit() throws(PrivateFileError) {
    let failure: PrivateFileError? = state.withLock { state in
      guard state.fd >= 0 else {
        return state.failure ?? PrivateFileError(step: .write, path: file, errno: EBADF)
      }
      var failure = state.failure
      if failure == nil, fsync(state.fd) != 0 {
        failure = PrivateFileError(step: .write, path: file, errno: errno)
      }
      if close(state.fd) != 0, failure == nil {
        failure = PrivateFileError(step: .write, path: file, errno: errno)
      }
      state.fd = -1
      if failure == nil, rename(temporary, file) != 0 {
        failure = PrivateFileError(step: .replace, path: file, errno: errno)
      }
      if failure != nil { unlink(temporary) }
      state.failure = failure
      return failure
    }
    if let failure { throw failure }
  }

  /// Closes and removes the temporary file; `file` is untouched. Does nothing after `commit()`.
  public func discard() {
    state.withLock { state in
      guard state.fd >= 0 else { return }
      close(state.fd)
      state.fd = -1
      unlink(temporary)
    }
  }
}
