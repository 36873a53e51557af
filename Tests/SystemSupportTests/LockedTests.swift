import SystemSupport
import Testing

@Suite struct LockedTests {
  /// Many tasks adding at once lose no update: every increment happens under the lock.
  @Test func concurrentUpdatesAreNeverLost() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func aThrowingBodyLeavesTheLockFree() {
    struct Refused: Error {}
    let value = Locked([1])
    #expect(throws: Refused.self) {
      try value.withLock { (values: inout [Int]) throws(Refused) in
        values.append(2)
        throw Refused()
      }
    }
    #expect(value.withLock { $0 } == [1, 2], "the change before the throw stays")
  }
}
