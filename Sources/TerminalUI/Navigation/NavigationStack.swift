/// The screens the user has opened, root first. A value: the app state holds it and the
/// reducer pushes and pops it; popping hands back the removed screens so the caller can cancel
/// their work.
///
/// It is never empty, and the root can't be popped: Back on the root does nothing, and an
/// alert raised by the root offers no Back.
public struct NavigationStack<Screen: Sendable>: Sendable {
  /// One screen with its identity.
  public struct Entry: Sendable {
    public let id: ScreenID
    public var screen: Screen
  }

  /// Root first; never empty.
  public private(set) var entries: [Entry]
  /// Identities are never reused, so a late result for a popped screen can't reach a new one.
  private var nextID: Int

  /// A stack holding only `root`.
  public init(root: Screen) {
    self.init { _ in root }
  }

  /// A stack holding only the root `make` builds for its identity.
  public init(root make: (ScreenID) -> Screen) {
    entries = [Entry(id: ScreenID(0), screen: make(ScreenID(0)))]
    nextID = 1
  }

  public var root: Entry { entries[0] }
  public var top: Entry { entries[entries.count - 1] }
  public var count: Int { entries.count }
  public var ids: [ScreenID] {
    // Index loops here, not `map` or `firstIndex`: see `Effect.merge`.
    var ids: [ScreenID] = []
    ids.reserveCapacity(entries.count)
    for index in entries.indices { ids.append(entries[index].id) }
    return ids
  }

  /// Opens `screen` above the current top and returns its new identity.
  @discardableResult
  public mutating func push(_ screen: Screen) -> ScreenID {
    push { _ in screen }
  }

  /// Opens the screen `make` builds for its new identity (so it can name its effects after it),
  /// above the current top, and returns that identity.
  @discardableResult
  public mutating func push(_ make: (ScreenID) -> Screen) -> ScreenID {
    let id = ScreenID(nextID)
    nextID += 1
    entries.append(Entry(id: id, screen: make(id)))
    return id
  }

  /// Whether `id` is on the stack and not the root, i.e. whether Back can remove it.
  public func canPop(_ id: ScreenID) -> Bool {
    guard let index = index(of: id) else { return false }
    return index > 0
  }

  /// Pops the top screen; nothing at the root. Returns what was removed.
  @discardableResult
  public mutating func pop() -> [Entry] {
    pop(top.id)
  }

  /// Pops `id` and every screen opened above it, since they were reached through it. Nothing
  /// happens for the root or for a screen no longer on the stack. Returns what was removed,
  /// top first.
  @discardableResult
  public mutating func pop(_ id: ScreenID) -> [Entry] {
    guard let index = index(of: id), index > 0 else { return [] }
    let removed = entries[index...].reversed()
    entries.removeSubrange(index...)
    return Array(removed)
  }

  /// Replaces the whole stack with a new root (e.g. signing out). Returns what was removed,
  /// top first.
  @discardableResult
  public mutating func reset(to root: (ScreenID) -> Screen) -> [Entry] {
    let removed = Array(entries.reversed())
    let id = ScreenID(nextID)
    nextID += 1
    entries = [Entry(id: id, screen: root(id))]
    return removed
  }

  /// The screen with `id`, if it is still on the stack. Setting `nil` is ignored: use `pop`.
  public subscript(id: ScreenID) -> Screen? {
    get { index(of: id).map { entries[$0].screen } }
    set {
      guard let newValue, let index = index(of: id) else { return }
      entries[index].screen = newValue
    }
  }

  /// Runs `body` on the screen with `id` in place, if it is still on the stack, and returns
  /// what it returns. Unlike getting the screen and setting it back, the screen is never
  /// copied, so what it holds (a thousand review threads) is changed without a copy of it.
  public mutating func modify<Result>(_ id: ScreenID, _ body: (inout Screen) -> Result)
    -> Result?
  {
    guard let index = index(of: id) else { return nil }
    return body(&entries[index].screen)
  }

  public func contains(_ id: ScreenID) -> Bool { index(of: id) != nil }

  private func index(of id: ScreenID) -> Int? {
    for index in entries.indices where entries[index].id == id { return index }
    return nil
  }
}

extension NavigationStack.Entry: Equatable where Screen: Equatable {}
extension NavigationStack: Equatable where Screen: Equatable {}
