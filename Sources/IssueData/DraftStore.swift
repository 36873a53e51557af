import FoundationEssentials
import IssueDomain
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Comment drafts on disk: one small JSON file per issue under `triage/drafts/` in the XDG state
/// directory (`~/.local/state/triage/drafts/` by default).
///
/// Private and tamper-resistant like the log file: the directory is 0700 and must be a real
/// directory the user owns, files are 0600, a symlink or anything but a regular file the user
/// owns is refused (never followed), a save goes to a temporary file first and is renamed into
/// place (a crash leaves the old draft or the new one, never half of one), and a draft is at
/// most `maximumBytes`. Each file names its issue inside, so a file renamed or copied onto
/// another issue's name is not offered there.
///
/// A draft is never lost in silence: a file that can't be read as a draft (not JSON, another
/// issue's, too large) is moved aside (`NAME.unreadable-N.json`) and reported as `setAside`
/// with where it went, so no later save or delete touches it; a draft of a newer format
/// `version` is left in place for that version, reported as `newerVersion`, and neither saved
/// over nor deleted.
public struct DraftStore: DraftKeeping {
  /// The largest draft file: GitHub's longest comment in the worst UTF-8 and JSON escaping
  /// still fits (65,536 scalars × 4 bytes), with room for the envelope.
  public static let maximumBytes = 1024 * 1024
  /// The format written. A file of a later version is a newer program's, left as it is; one
  /// of no known version isn't a draft.
  public static let version = 1

  /// The drafts directory.
  public let directory: String

  /// A store in `directory`, created (0700) on the first save.
  public init(directory: String) {
    self.directory =
      directory.count > 1 && directory.hasSuffix("/")
      ? String(directory.dropLast()) : directory
  }

  /// A store in the XDG state directory, found by `UserDirectories`' rule.
  public init(directories: UserDirectories) throws(DraftError) {
    guard let state = directories.state else { throw .noLocation }
    self.init(directory: join(state, "triage/drafts"))
  }

  /// A store in the XDG state directory of `environment` (injected for tests).
  public init(environment: [String: String]) throws(DraftError) {
    try self.init(directories: UserDirectories(environment: environment))
  }

  /// What a draft file holds.
  struct Envelope: Codable, Equatable {
    var version: Int
    var host: String
    var repository: String
    var number: Int
    var body: String
    /// When a send of `body` whose outcome wasn't known began, in seconds since 1970; absent
    /// for a text never sent. Optional, so files written before it read as before.
    var sentSince: Double?
  }

  public func load(_ key: DraftKey) throws(DraftError) -> String? {
    try loadDraft(key)?.text
  }

  public func save(_ text: String, for key: DraftKey) throws(DraftError) {
    try save(CommentDraft(text: text), for: key)
  }

  public func loadDraft(_ key: DraftKey) throws(DraftError) -> CommentDraft? {
    let path = self.path(for: key)
    switch try existing(at: path, for: key) {
    case .none: return nil
    case .draft(let envelope):
      let sentSince = envelope.sentSince.flatMap { $0.isFinite ? $0 : nil }
      return CommentDraft(
        text: envelope.body, sentSince: sentSince.map(Date.init(timeIntervalSince1970:)))
    case .newer(let version): throw .newerVersion(path: path, version: version)
    case .unreadable: throw .setAside(path: path, keptAt: try setAside(path))
    }
  }

  /// What is at a draft's path.
  enum Existing {
    case none
    case draft(Envelope)
    /// A newer program's draft, of this format version.
    case newer(Int)
    /// Not a draft of this issue that can be read: too large, not JSON, another issue's.
    case unreadable
  }

  /// Reads the file at `path` as the draft of `key`. A symlink, a file that isn't a regular
  /// one the user owns, or one that can't be read throws: it is left alone.
  func existing(at path: String, for key: DraftKey) throws(DraftError) -> Existing {
    var directoryInfo = stat()
    if lstat(directory, &directoryInfo) == 0, directoryInfo.st_mode & S_IFMT == S_IFLNK {
      throw .symbolicLink(path: directory)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case ENOENT: return .none
      case ELOOP: throw .symbolicLink(path: path)
      default: throw .cannotRead(path: path, errno: code)
      }
    }
    defer { close(descriptor) }
    let size = try Self.checkOwnRegularFile(descriptor, path: path)
    guard size <= Self.maximumBytes else { return .unreadable }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    // Reads to the end, one byte past the size at most, so a file that grows can't overrun.
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(path: path, errno: errno)
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= Self.maximumBytes else { return .unreadable }
    let data = Data(bytes[..<filled])
    // The version first: a newer program's file may have any other shape.
    if let probe = try? JSONDecoder().decode(VersionProbe.self, from: data),
      let version = probe.version, version > Self.version
    {
      return .newer(version)
    }
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
      envelope.version == Self.version, envelope.host == key.host,
      envelope.repository == key.repository.description, envelope.number == key.number
    else { return .unreadable }
    return .draft(envelope)
  }

  /// A file's format version, whatever else it holds.
  struct VersionProbe: Decodable {
    var version: Int?
  }

  /// Moves the unreadable file at `path` aside, to the first free `NAME.unreadable-N.json`;
  /// returns where it went.
  func setAside(_ path: String) throws(DraftError) -> String {
    let stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
    for attempt in 1...100 {
      let target = "\(stem).unreadable-\(attempt).json"
      // link+unlink rather than rename: rename would replace a file already set aside there.
      if link(path, target) == 0 {
        if unlink(path) != 0 { throw .cannotWrite(path: path, errno: errno) }
        return target
      }
      guard errno == EEXIST else { throw .cannotWrite(path: target, errno: errno) }
    }
    throw .cannotWrite(path: path, errno: EEXIST)
  }

  public func save(_ draft: CommentDraft, for key: DraftKey) throws(DraftError) {
    let path = self.path(for: key)
    let envelope = Envelope(
      version: Self.version, host: key.host, repository: key.repository.description,
      number: key.number, body: draft.text, sentSince: draft.sentSince?.timeIntervalSince1970)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(envelope) else { throw .corrupt(path: path) }
    guard data.count <= Self.maximumBytes else {
      throw .tooLarge(path: path, limit: Self.maximumBytes)
    }
    try prepareDirectory()
    try refuseUnsafeTarget(path)
    try keepWhatIsThere(path, for: key)
    do throws(PrivateFileError) {
      try PrivateFiles.write(Array(data), to: path)
    } catch {
      throw .cannotWrite(path: error.path, errno: error.errno)
    }
  }

  /// Deletes the draft of `key`: only one of ours. A newer program's is left as it is, and a
  /// file that can't be read is moved aside rather than deleted.
  public func delete(_ key: DraftKey) throws(DraftError) {
    let path = self.path(for: key)
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      switch try? existing(at: path, for: key) {
      case .newer?: return
      case .unreadable?:
        _ = try setAside(path)
        return
      case .none?, .draft?, nil: break
      }
    }
    // unlink removes a symlink itself, never its target, so deleting needs no check.
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .cannotWrite(path: path, errno: errno)
    }
  }

  /// Before a save: a newer program's draft there is not written over (the save fails, and
  /// the text stays with the caller), and a file that can't be read is moved aside first.
  private func keepWhatIsThere(_ path: String, for key: DraftKey) throws(DraftError) {
    switch try existing(at: path, for: key) {
    case .none, .draft: return
    case .newer(let version): throw .newerVersion(path: path, version: version)
    case .unreadable: _ = try setAside(path)
    }
  }

  /// The file of `key`: host, owner, name and number (and, for an edit's draft, `c` and the
  /// comment's id; for the issue's own text, `t`; for a review comment, `r` and its anchor's
  /// hash), each escaped to `[A-Za-z0-9.-]` so no part can add a path separator or a
  /// leading dot; a hash when that would be too long a name.
  func path(for key: DraftKey) -> String {
    let number =
      String(key.number) + (key.comment.map { "c\($0)" } ?? "") + (key.isIssueText ? "t" : "")
      + (key.anchor.map { "r" + String(Self.fnv1a($0), radix: 16) } ?? "")
    let name = [
      Self.escape(key.host), Self.escape(key.repository.owner), Self.escape(key.repository.name),
      number,
    ].joined(separator: "+")
    let safe =
      name.utf8.count <= 200
      ? name : "h" + String(Self.fnv1a("\(key.host) \(key.repository) \(number)"), radix: 16)
    return directory + "/" + safe + ".json"
  }

  /// Creates the directory (0700, parents too) and checks it is the user's own directory, not
  /// a symlink to one; an existing one that others can enter is made private.
  private func prepareDirectory() throws(DraftError) {
    do throws(PrivateFileError) {
      try PrivateFiles.createDirectory(directory)
    } catch {
      throw .cannotCreateDirectory(path: error.path, errno: error.errno)
    }
    var info = stat()
    guard lstat(directory, &info) == 0 else {
      throw .cannotCreateDirectory(path: directory, errno: errno)
    }
    guard info.st_mode & S_IFMT != S_IFLNK else { throw .symbolicLink(path: directory) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw .notRegularFile(path: directory) }
    guard info.st_uid == geteuid() else { throw .ownedByAnotherUser(path: directory) }
    if info.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 {
      throw .cannotCreateDirectory(path: directory, errno: errno)
    }
  }

  /// A draft's name must hold nothing but an earlier draft: a symlink, a directory or another
  /// user's file there is refused and left alone.
  private func refuseUnsafeTarget(_ path: String) throws(DraftError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT != S_IFLNK else { throw .symbolicLink(path: path) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path: path) }
    guard info.st_uid == geteuid() else { throw .ownedByAnotherUser(path: path) }
  }

  /// The size of an open file that must be a regular file the user owns.
  private static func checkOwnRegularFile(_ descriptor: Int32, path: String)
    throws(DraftError) -> Int
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: path, errno: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path: path) }
    guard info.st_uid == geteuid() else { throw .ownedByAnotherUser(path: path) }
    return Int(info.st_size)
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        result.append(Character(Unicode.Scalar(byte)))
      case UInt8(ascii: ".") where !result.isEmpty:
        result.append(".")
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result.isEmpty ? "%" : result
  }

  /// FNV-1a, 64 bits: a stable short name, with no crypto library needed.
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
