import Locking

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
    let hash = key.hashValue
    let kept = entries.withLock { entries -> Value? in
      guard let index = entries.firstIndex(where: { $0.hash == hash && $0.key == key }) else {
        return nil
      }
      if index != 0 { entries.insert(entries.remove(at: index), at: 0) }
      entries[0].key = key
      return entries[0].value
    }
    if let kept { return kept }
    let value = compute(key)
    computations.withLock { $0 += 1 }
    entries.withLock { entries in
      entries.insert(Entry(hash: hash, key: key, value: value), at: 0)
      if entries.count > capacity { entries.removeLast(entries.count - capacity) }
    }
    return value
  }

  /// How many results were computed rather than found, for tests.
  public var computationCount: Int { computations.withLock { $0 } }

  /// How many results are kept, for tests.
  public var count: Int { entries.withLock { $0.count } }
}
