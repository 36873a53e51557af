import Synchronization
import TerminalUI

/// The program's memo caches for drawing, shared by copies of the program, which all draw with
/// one theme. Each feature keeps its own (a list's laid-out rows, an issue's laid-out page) under
/// its type, made on first use, so the core names none of them; the footer's is the core's own.
public struct ViewCaches: Sendable {
  /// The footer row: it changes with the keys that apply and the status, not every frame.
  public let footer = MemoCache<FooterRowKey, Canvas>(capacity: 8)
  private let registry = ViewCacheRegistry()

  public init() {}

  /// The cache of type `Cache`, made by `make` the first time one is asked for.
  public func shared<Cache: AnyObject & Sendable>(
    _ type: Cache.Type = Cache.self, make: () -> Cache
  ) -> Cache {
    registry.cache(type, make: make)
  }
}

/// The features' caches by type, behind a lock: the loop draws while layout runs off it.
private final class ViewCacheRegistry: Sendable {
  private let caches = Mutex<[ObjectIdentifier: any AnyObject & Sendable]>([:])

  func cache<Cache: AnyObject & Sendable>(_ type: Cache.Type, make: () -> Cache) -> Cache {
    caches.withLock { caches in
      if let cache = caches[ObjectIdentifier(type)] as? Cache { return cache }
      let cache = make()
      caches[ObjectIdentifier(type)] = cache
      return cache
    }
  }
}
