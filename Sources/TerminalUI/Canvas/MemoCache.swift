import SystemSupport

/// Results of a pure layout kept by key, for views whose input is large and rarely changes (a
/// long issue laid out at one width): a frame then looks its layout up instead of redoing it.
///
/// Like `RowCache`, it leaves a view pure only if the key holds everything the result depends
/// on, so a hit is exactly what `compute` would return. It keeps the `capacity` most recently
/// used results and finds them by a linear scan, so it suits a few large values. On a hit the
/// stored key is replaced by the one asked with: keys holding strings and arrays then share
/// their storage with the caller's state, and the next comparison is a pointer check rather
/// than a walk through megabytes of equal text.
public final class MemoCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Entry {
    var hash: Int
    var key: Key
    var value: Value
  }

  private let entries = Locked([Entry]())
  private let computations = Locked(0)
  /// Results kept at most; the least recently used goes first.
  public let capacity: Int

  public init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The result for `key`: the kept one, or `compute()`'s, which is then kept. `compute` runs
  /// without the lock held, so it may use other caches.
  public func value(for key: Key, compute: (Key) -> Value) -> Value {
    if let kept = cached(key) { return kept }
    let value = compute(key)
    keep(value, for: key)
    return value
  }

  /// The kept result for `key`, if there is one; computes nothing. A hit becomes the most
  /// recently used.
  public func cached(_ key: Key) -> Value? {
    let hash = key.hashValue
    // Index loops, `append` and `remove(at:)` only, newest last: in this generic class
    // `firstIndex(where:)` and `insert(_:at:)` run unspecialised, and their first call looks
    // associated types up by name, which scans every conformance record in the binary.
    return entries.withLock { entries -> Value? in
      var index = entries.count - 1
      while index >= 0, entries[index].hash != hash || entries[index].key != key { index -= 1 }
      guard index >= 0 else { return nil }
      if index != entries.count - 1 { entries.append(entries.remove(at: index)) }
      entries[entries.count - 1].key = key
      return entries[entries.count - 1].value
    }
  }

  /// Keeps `value` as the result for `key`, computed by the caller (off the loop, say).
  public func keep(_ value: Value, for key: Key) {
    let hash = key.hashValue
    computations.withLock { $0 += 1 }
    entries.withLock { entries in
      var index = entries.count - 1
      while index >= 0, entries[index].hash != hash || entries[index].key != key { index -= 1 }
      if index >= 0 { entries.remove(at: index) }
      entries.append(Entry(hash: hash, key: key, value: value))
      while entries.count > capacity { entries.remove(at: 0) }
    }
  }

  /// How many results were computed rather than found, for tests.
  public var computationCount: Int { computations.withLock { $0 } }

  /// How many results are kept, for tests.
  public var count: Int { entries.withLock { $0.count } }
}
