import SystemSupport

/// A grapheme stored inline as up to 7 UTF-8 bytes, so that a cell is plain data: canvases
/// are copied and compared as bytes, with no reference counting per cell. Seven bytes hold any
/// one scalar with a variation selector or a combining mark, and keep a cell to 16 bytes: a
/// frame is copied, filled and compared once per step, and a third less of it is a third less
/// memory traffic. A longer cluster (a flag, a skin tone, a family emoji, a stack of combining
/// marks) is kept once in a process-wide table and stored as its index there. The table is
/// bounded: past its limit, a new long cluster keeps the whole scalars that fit inline, without
/// a dangling joiner.
public struct Grapheme: Hashable, Sendable {
  /// The bytes in memory order; byte 7 holds the count, or `interned` for a table index.
  @usableFromInline var storage: UInt64 = 0

  /// What a blank cell holds; compared against often, so made once.
  public static let space = Grapheme(" ")
  @usableFromInline static let capacity = 7
  private static let interned: UInt8 = 0xFF
  /// Distinct long clusters kept at most, so text from a server can't grow the table forever.
  static let tableLimit = 4096
  private static let table = Locked(LongClusters())

  private struct LongClusters {
    var clusters: [Character] = []
    var indices: [Character: UInt32] = [:]
  }

  public init(_ character: Character) {
    self.init(character, interning: true)
  }

  /// `interning: false` cuts a long cluster short instead, as past the table's limit.
  init(_ character: Character, interning: Bool) {
    if character.utf8.count > Self.capacity, interning, let index = Self.intern(character) {
      withUnsafeMutableBytes(of: &storage) { raw in
        raw.storeBytes(of: index, toByteOffset: 0, as: UInt32.self)
        raw[Self.capacity] = Self.interned
      }
      return
    }
    withUnsafeMutableBytes(of: &storage) { raw in
      var count = 0
      for scalar in character.unicodeScalars {
        guard count + UTF8.width(scalar) <= Self.capacity else {
          // Cut short: a joiner left at the end would join nothing.
          while count >= 3, raw[count - 3] == 0xE2, raw[count - 2] == 0x80, raw[count - 1] == 0x8D {
            count -= 3
          }
          break
        }
        UTF8.encode(scalar) { byte in
          raw[count] = byte
          count += 1
        }
      }
      for offset in count..<Self.capacity { raw[offset] = 0 }
      raw[Self.capacity] = UInt8(count)
    }
  }

  /// One printable ASCII byte (U+0020...U+007E): the same bytes `init(_:)` stores for it,
  /// made without a `Character`.
  init(printableASCII byte: UInt8) {
    withUnsafeMutableBytes(of: &storage) { raw in
      raw[0] = byte
      raw[Self.capacity] = 1
    }
  }

  private static func intern(_ character: Character) -> UInt32? {
    table.withLock { table in
      if let index = table.indices[character] { return index }
      guard table.clusters.count < tableLimit else { return nil }
      let index = UInt32(table.clusters.count)
      table.clusters.append(character)
      table.indices[character] = index
      return index
    }
  }

  /// The grapheme as a `Character`.
  public var character: Character {
    if let cluster = internedCluster { return cluster }
    return withUTF8 { Character(String(decoding: $0, as: UTF8.self)) }
  }

  /// The grapheme's Unicode scalars, for a backend that writes them one by one.
  public var unicodeScalars: String.UnicodeScalarView {
    if let cluster = internedCluster { return String(cluster).unicodeScalars }
    return withUTF8 { String(decoding: $0, as: UTF8.self).unicodeScalars }
  }

  /// The byte of a one-byte grapheme, which is ASCII; `nil` for any other. Inlinable, so that a
  /// backend copying cells reads most of them with no call and no decoding.
  @inlinable public var asciiByte: UInt8? {
    withUnsafeBytes(of: storage) { raw in raw[Self.capacity] == 1 ? raw[0] : nil }
  }

  /// Calls `body` with each Unicode scalar, decoded from the inline bytes in place: a backend
  /// writes every changed cell, and building a `String` per cell was most of its cost.
  public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
    if let cluster = internedCluster {
      for scalar in cluster.unicodeScalars { body(scalar) }
      return
    }
    withUTF8 { bytes in
      var iterator = bytes.makeIterator()
      var decoder = UTF8()
      while case .scalarValue(let scalar) = decoder.decode(&iterator) { body(scalar) }
    }
  }

  private var internedCluster: Character? {
    withUnsafeBytes(of: storage) { raw -> Character? in
      guard raw[Self.capacity] == Self.interned else { return nil }
      let index = Int(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      return Self.table.withLock { $0.clusters[index] }
    }
  }

  private func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeRawBufferPointer(rebasing: raw[0..<Int(raw[Self.capacity])]))
    }
  }

  public static func == (lhs: Grapheme, rhs: Grapheme) -> Bool {
    lhs.storage == rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
