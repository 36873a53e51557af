import FoundationEssentials
import Glibc
import SystemSupport

/// ETags and bodies of earlier answers, so a refresh can ask `If-None-Match` and a 304 (which
/// costs no rate limit) can reuse the body. Kept in memory and, when given a directory, on disk
/// (files 0600 in a 0700 directory), bounded in bytes: the oldest entries go first.
public final class ResponseCache: Sendable {
  public struct Entry: Sendable, Equatable {
    public var etag: String
    public var body: [UInt8]
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var bytes = 0
    /// What writes made stale, for disk entries not in memory (their files can't be found by
    /// URL): checked when such an entry is read. The newest `maximumInvalidations` are kept.
    var invalidations: [@Sendable (URL) -> Bool] = []
  }

  /// How many invalidations are remembered for disk entries; older ones are forgotten, which
  /// costs at most a `304` of a stale body the ETag itself would then correct.
  static let maximumInvalidations = 64

  public let directory: URL?
  public let maximumBytes: Int
  private let state = Locked(State())

  public init(directory: URL? = nil, maximumBytes: Int = 32 * 1024 * 1024) {
    self.directory = directory
    self.maximumBytes = max(0, maximumBytes)
  }

  /// The cached answer for `key`, from memory or disk.
  public func entry(for key: String) -> Entry? {
    if let entry = state.withLock({ $0.entries[key] }) { return entry }
    guard let file = file(for: key), let data = try? Data(contentsOf: file),
      let entry = Self.decode(data)
    else { return nil }
    if let url = Self.url(of: key), state.withLock({ $0.invalidations.contains { $0(url) } }) {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    remember(key, entry)
    return entry
  }

  /// Forgets every answer whose URL `matches`, in memory and on disk, so the next GET of it
  /// asks without `If-None-Match` and gets the whole new body. Called after a successful write
  /// with the URLs the write changed (DECISIONS.md, "cache invalidation after a write").
  public func invalidate(where matches: @escaping @Sendable (URL) -> Bool) {
    let dropped = state.withLock { state -> [String] in
      let keys = state.entries.keys.filter { key in Self.url(of: key).map(matches) ?? false }
      for key in keys {
        state.bytes -= state.entries.removeValue(forKey: key)?.body.count ?? 0
      }
      state.order.removeAll { keys.contains($0) }
      state.invalidations.append(matches)
      if state.invalidations.count > Self.maximumInvalidations {
        state.invalidations.removeFirst(state.invalidations.count - Self.maximumInvalidations)
      }
      return keys
    }
    for key in dropped {
      if let file = file(for: key) { try? FileManager.default.removeItem(at: file) }
    }
  }

  /// The URL part of a key made by `key(url:token:)`.
  static func url(of key: String) -> URL? {
    guard let space = key.firstIndex(of: " ") else { return nil }
    return URL(string: String(key[key.index(after: space)...]))
  }

  public func store(_ entry: Entry, for key: String) {
    guard entry.body.count <= maximumBytes else { return }
    remember(key, entry)
    guard let directory, let file = file(for: key) else { return }
    let manager = FileManager.default
    try? manager.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = directory.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString)")
    guard
      manager.createFile(
        atPath: temporary.path, contents: Self.encode(entry), attributes: [.posixPermissions: 0o600]
      )
    else { return }
    // rename(2) replaces atomically, so a reader never sees half an entry.
    if rename(temporary.path, file.path) != 0 {
      try? manager.removeItem(at: temporary)
    }
    trimDisk()
  }

  /// A key for a GET of `url` by the holder of `token`: answers for one account are never
  /// served to another. The token itself is not in the key, only a hash of it.
  public static func key(url: URL, token: String?) -> String {
    "\(Self.fnv1a(token ?? "")) \(url.absoluteString)"
  }

  private func remember(_ key: String, _ entry: Entry) {
    state.withLock { state in
      if let old = state.entries[key] {
        state.bytes -= old.body.count
        state.order.removeAll { $0 == key }
      }
      state.entries[key] = entry
      state.order.append(key)
      state.bytes += entry.body.count
      while state.bytes > maximumBytes, let oldest = state.order.first {
        state.order.removeFirst()
        state.bytes -= state.entries.removeValue(forKey: oldest)?.body.count ?? 0
      }
    }
  }

  private func file(for key: String) -> URL? {
    directory?.appendingPathComponent(String(Self.fnv1a(key), radix: 16) + ".cache")
  }

  /// Drops the least recently written files until the directory fits the bound.
  private func trimDisk() {
    guard let directory else { return }
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
    let files = names.map { directory.appendingPathComponent($0) }
    var sized = files.filter { $0.pathExtension == "cache" }.compactMap {
      file -> (URL, Int, Date)? in
      guard let attributes = try? manager.attributesOfItem(atPath: file.path) else { return nil }
      // FoundationEssentials gives the size as a `UInt`.
      let size = (attributes[.size] as? UInt).map { Int(clamping: $0) } ?? 0
      return (file, size, attributes[.modificationDate] as? Date ?? .distantPast)
    }
    var total = sized.reduce(0) { $0 + $1.1 }
    sized.sort { $0.2 < $1.2 }
    for (file, size, _) in sized where total > maximumBytes {
      try? manager.removeItem(at: file)
      total -= size
    }
  }

  /// One entry as bytes: the ETag's length, the ETag, then the body.
  private static func encode(_ entry: Entry) -> Data {
    let tag = Array(entry.etag.utf8)
    var data = Data(withUnsafeBytes(of: UInt32(tag.count).bigEndian, Array.init))
    data.append(contentsOf: tag)
    data.append(contentsOf: entry.body)
    return data
  }

  private static func decode(_ data: Data) -> Entry? {
    let bytes = [UInt8](data)
    guard bytes.count >= 4 else { return nil }
    let length = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    guard bytes.count >= 4 + length,
      let tag = String(bytes: bytes[4..<(4 + length)], encoding: .utf8)
    else { return nil }
    return Entry(etag: tag, body: Array(bytes[(4 + length)...]))
  }

  /// FNV-1a, 64 bits: a stable file name for a key, with no crypto library needed.
  static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
