import SystemSupport

/// The runtime's single inbox. Producers on any thread post; the loop takes everything pending
/// at once, which is what makes "render after each batch" possible, and sleeps when it is empty.
final class Mailbox<Element: Sendable>: Sendable {
  private struct State {
    var items: [Element] = []
    var waiter: CheckedContinuation<[Element], Never>?
  }

  private let state = Locked(State())

  func post(_ element: Element) {
    let waiter: CheckedContinuation<[Element], Never>? = state.withLock { state in
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      state.items.append(element)
      return nil
    }
    waiter?.resume(returning: [element])
  }

  /// Everything posted so far, waiting for at least one element.
  func takeAll() async -> [Element] {
    await withCheckedContinuation { continuation in
      let ready: [Element]? = state.withLock { state in
        if state.items.isEmpty {
          state.waiter = continuation
          return nil
        }
        defer { state.items.removeAll(keepingCapacity: true) }
        return state.items
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
