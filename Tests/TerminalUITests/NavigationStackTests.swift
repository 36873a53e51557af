import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct NavigationStackTests {
  /// A stack of named screens: root, then each name pushed in order.
  static func stack(_ names: String...) -> NavigationStack<String> {
    var stack = NavigationStack(root: "root")
    for name in names { stack.push(name) }
    return stack
  }

  @Test func startsWithOnlyTheRoot() {
    let stack = NavigationStack(root: "root")
    #expect(stack.count == 1)
    #expect(stack.ids == [ScreenID(0)])
    #expect(stack.root.screen == "root")
    #expect(stack.top == stack.root)
  }

  /// `modify` changes the screen where it is, without a copy of it: the buffer it holds is
  /// the one changed.
  @Test func modifyChangesAScreenInPlaceAndNamesNoneGone() {
    var stack = NavigationStack(root: [1, 2, 3])
    var pushed = [4]
    pushed.reserveCapacity(8)
    let id = stack.push(pushed)
    pushed = []
    let before = stack[id]?.withUnsafeBufferPointer { $0.baseAddress }
    let count = stack.modify(id) { screen -> Int in
      screen.append(5)
      return screen.count
    }
    #expect(count == 2)
    #expect(stack[id] == [4, 5])
    #expect(stack.root.screen == [1, 2, 3])
    #expect(stack[id]?.withUnsafeBufferPointer { $0.baseAddress } == before, "not copied")
    _ = stack.pop()
    #expect(stack.modify(id) { $0.append(6) } == nil, "a popped screen is no longer there")
  }

  @Test func theRootBuilderReceivesTheRootsIdentity() {
    let stack = NavigationStack<String> { id in "built for \(id)" }
    #expect(stack.root.screen == "built for \(stack.root.id)")
  }

  @Test func theRootCannotBePopped() {
    var stack = NavigationStack(root: "root")
    let before = stack
    let popped = stack.pop()
    #expect(popped.isEmpty)
    #expect(stack == before)
    let poppedByID = stack.pop(stack.root.id)
    #expect(poppedByID.isEmpty)
    #expect(stack == before)
    #expect(!stack.canPop(stack.root.id))
  }

  @Test func theRootCannotBePoppedByIDWhenScreensAreAboveIt() {
    var stack = Self.stack("a", "b")
    let before = stack
    let removed = stack.pop(stack.root.id)
    #expect(removed.isEmpty)
    #expect(stack == before)
  }

  @Test func pushPutsTheScreenOnTopWithAFreshIdentity() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let b = stack.push("b")
    #expect(a != stack.root.id)
    #expect(a != b)
    #expect(stack.top.id == b)
    #expect(stack.top.screen == "b")
    #expect(stack.ids == [stack.root.id, a, b])
    #expect(stack.entries.map(\.screen) == ["root", "a", "b"])
  }

  @Test func theScreenBuilderReceivesTheNewIdentity() {
    var stack = NavigationStack(root: "root")
    let id = stack.push { id in "screen for \(id)" }
    #expect(stack[id] == "screen for \(id)")
  }

  @Test func popRemovesTheTopAndReturnsIt() {
    var stack = Self.stack("a", "b")
    let b = stack.top.id
    let removed = stack.pop()
    #expect(removed.map(\.id) == [b])
    #expect(removed.map(\.screen) == ["b"])
    #expect(stack.entries.map(\.screen) == ["root", "a"])
    #expect(!stack.contains(b))
  }

  @Test func poppingAMiddleScreenRemovesEverythingAboveItTopFirst() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let b = stack.push("b")
    let c = stack.push("c")
    let d = stack.push("d")
    let removed = stack.pop(b)
    #expect(removed.map(\.id) == [d, c, b])
    #expect(removed.map(\.screen) == ["d", "c", "b"])
    #expect(stack.ids == [stack.root.id, a])
    #expect(stack.top.id == a)
  }

  @Test func poppingTheFirstScreenAboveTheRootLeavesOnlyTheRoot() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    stack.push("b")
    let removed = stack.pop(a)
    #expect(removed.map(\.screen) == ["b", "a"])
    #expect(stack.count == 1)
    #expect(stack.top.screen == "root")
  }

  @Test func poppingAnUnknownOrAlreadyPoppedIDDoesNothing() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let b = stack.push("b")
    stack.pop(b)
    let before = stack
    let again = stack.pop(b)
    #expect(again.isEmpty)
    #expect(stack == before)
    let unknown = stack.pop(ScreenID(999))
    #expect(unknown.isEmpty)
    let negative = stack.pop(ScreenID(-1))
    #expect(negative.isEmpty)
    #expect(stack == before)
    #expect(stack.ids == [stack.root.id, a])
  }

  @Test func identitiesAreNeverReusedAfterAPop() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    stack.pop()
    let b = stack.push("b")
    #expect(b != a)
    #expect(b > a)
    #expect(!stack.contains(a))
    #expect(stack[a] == nil)
  }

  @Test func resetReplacesEverythingWithANewRootOfANewIdentity() {
    var stack = NavigationStack(root: "root")
    let oldRoot = stack.root.id
    let a = stack.push("a")
    let b = stack.push("b")
    let removed = stack.reset { id in "fresh \(id)" }
    #expect(removed.map(\.id) == [b, a, oldRoot])
    #expect(removed.map(\.screen) == ["b", "a", "root"])
    #expect(stack.count == 1)
    #expect(stack.root.id != oldRoot)
    #expect(![oldRoot, a, b].contains(stack.root.id))
    #expect(stack.root.id > b)
    #expect(stack.root.screen == "fresh \(stack.root.id)")
    #expect(!stack.contains(oldRoot))
    #expect(!stack.contains(a))
  }

  @Test func theNewRootAfterResetCannotBePopped() {
    var stack = Self.stack("a")
    stack.reset { _ in "new" }
    let before = stack
    let popped = stack.pop()
    #expect(popped.isEmpty)
    let poppedByID = stack.pop(stack.root.id)
    #expect(poppedByID.isEmpty)
    #expect(stack == before)
    #expect(!stack.canPop(stack.root.id))
  }

  @Test func identitiesAreNeverReusedAfterAReset() {
    var stack = NavigationStack(root: "root")
    var seen: Set<ScreenID> = [stack.root.id]
    seen.insert(stack.push("a"))
    stack.reset { _ in "root 2" }
    let secondRoot = seen.insert(stack.root.id)
    #expect(secondRoot.inserted)
    let pushB = seen.insert(stack.push("b"))
    #expect(pushB.inserted)
    stack.reset { _ in "root 3" }
    let thirdRoot = seen.insert(stack.root.id)
    #expect(thirdRoot.inserted)
    let pushC = seen.insert(stack.push("c"))
    #expect(pushC.inserted)
  }

  @Test func subscriptReadsTheScreenOfAnIDOnTheStack() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    #expect(stack[stack.root.id] == "root")
    #expect(stack[a] == "a")
    #expect(stack[ScreenID(42)] == nil)
  }

  @Test func subscriptWritesReplaceTheScreenInPlace() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let b = stack.push("b")
    stack[a] = "a2"
    #expect(stack[a] == "a2")
    #expect(stack.ids == [stack.root.id, a, b])
    #expect(stack.entries.map(\.screen) == ["root", "a2", "b"])
    stack[stack.root.id] = "root2"
    #expect(stack.root.screen == "root2")
  }

  @Test func settingNilIsIgnored() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let before = stack
    stack[a] = nil
    #expect(stack == before)
    #expect(stack[a] == "a")
    stack[stack.root.id] = nil
    #expect(stack == before)
  }

  @Test func settingOnAGoneIDIsIgnored() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    stack.pop()
    let before = stack
    stack[a] = "ghost"
    stack[ScreenID(999)] = "ghost"
    #expect(stack == before)
    #expect(stack[a] == nil)
    #expect(!stack.entries.map(\.screen).contains("ghost"))
  }

  @Test func canPopIsTrueOnlyForNonRootScreensOnTheStack() {
    var stack = NavigationStack(root: "root")
    let a = stack.push("a")
    let b = stack.push("b")
    #expect(!stack.canPop(stack.root.id))
    #expect(stack.canPop(a))
    #expect(stack.canPop(b))
    #expect(!stack.canPop(ScreenID(999)))
    stack.pop(a)
    #expect(!stack.canPop(a))
    #expect(!stack.canPop(b))
  }

  @Test func containsTracksPushesPopsAndResets() {
    var stack = NavigationStack(root: "root")
    let root = stack.root.id
    let a = stack.push("a")
    #expect(stack.contains(root))
    #expect(stack.contains(a))
    #expect(!stack.contains(ScreenID(a.rawValue + 1)))
    stack.pop()
    #expect(!stack.contains(a))
    stack.reset { _ in "new" }
    #expect(!stack.contains(root))
    #expect(stack.contains(stack.root.id))
  }

  @Test func screenIDsOrderAndDescribeByRawValue() {
    #expect(ScreenID(1) < ScreenID(2))
    #expect(!(ScreenID(2) < ScreenID(2)))
    #expect(ScreenID(7).description == "screen7")
  }

  @Test func effectIDsAreScopedToTheirScreen() {
    #expect(ScreenID(1).effect("load") == ScreenID(1).effect("load"))
    #expect(ScreenID(1).effect("load") != ScreenID(2).effect("load"))
    #expect(ScreenID(1).effect("load") != ScreenID(1).effect("page"))
    #expect(ScreenID(1).effect("load").rawValue.contains("load"))
  }

  @Test func effectIDsAreDistinctAcrossManyScreensAndNames() {
    let names = ["load", "page", "", "1", "1.load", "load.1"]
    let screens = (0..<25).map(ScreenID.init)
    var seen: Set<EffectID> = []
    var collisions: [String] = []
    for screen in screens {
      for name in names where !seen.insert(screen.effect(name)).inserted {
        collisions.append("\(screen) \(name)")
      }
    }
    #expect(collisions.isEmpty)
    #expect(seen.count == screens.count * names.count)
  }
}

// MARK: - Random operation sequences

@Suite("NavigationStack: random operation sequences")
struct NavigationStackPropertyTests {
  static let seed: UInt64 = 0x6E61_7669_6761_7465
  static let operationCount = 1000

  enum Operation: CustomStringConvertible {
    case push
    case pop
    case popID(ScreenID)
    case reset

    var kind: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .popID: "pop(id)"
      case .reset: "reset"
      }
    }

    var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .popID(let id): "pop(\(id))"
      case .reset: "reset"
      }
    }
  }

  @Test func everyStepKeepsTheInvariants() {
    var random = SplitMix64(seed: Self.seed)
    var stack = NavigationStack<Int> { $0.rawValue }
    var everIssued: Set<ScreenID> = [stack.root.id]
    var highestIssued = stack.root.id
    var trace: [String] = []
    var kinds: Set<String> = []
    var middlePops = 0
    for _ in 0..<Self.operationCount {
      let operation = Self.operation(for: stack, using: &random)
      trace.append(operation.description)
      kinds.insert(operation.kind)
      let before = stack
      var violations: [String] = []
      switch operation {
      case .push:
        let id = stack.push { $0.rawValue }
        if !everIssued.insert(id).inserted { violations.append("push reused \(id)") }
        if id <= highestIssued { violations.append("push issued \(id) after \(highestIssued)") }
        highestIssued = max(highestIssued, id)
        if stack.ids != before.ids + [id] { violations.append("push did not land on top") }
      case .pop:
        let removed = stack.pop()
        let expected = before.count > 1 ? [before.top.id] : []
        if removed.map(\.id) != expected { violations.append("pop removed \(removed.map(\.id))") }
        if stack.ids != Array(before.ids.dropLast(expected.count)) {
          violations.append("pop left \(stack.ids)")
        }
      case .popID(let id):
        let removed = stack.pop(id)
        if let index = before.ids.firstIndex(of: id), index > 0 {
          middlePops += index < before.count - 1 ? 1 : 0
          if removed.map(\.id) != Array(before.ids[index...].reversed()) {
            violations.append("pop(\(id)) removed \(removed.map(\.id))")
          }
          if stack.ids != Array(before.ids[..<index]) {
            violations.append("pop(\(id)) left \(stack.ids)")
          }
        } else if !removed.isEmpty || stack != before {
          violations.append("pop(\(id)) of root or absent id changed the stack")
        }
      case .reset:
        let removed = stack.reset { $0.rawValue }
        if removed.map(\.id) != before.ids.reversed() {
          violations.append("reset removed \(removed.map(\.id))")
        }
        let root = stack.root.id
        if !everIssued.insert(root).inserted { violations.append("reset reused \(root)") }
        if root <= highestIssued {
          violations.append("reset issued \(root) after \(highestIssued)")
        }
        highestIssued = max(highestIssued, root)
      }
      violations += Self.invariantViolations(of: stack)
      if !violations.isEmpty {
        Issue.record(
          """
          After \(trace.count) operations (seed \(Self.seed)):
          \(violations.joined(separator: "\n"))
          Operations: \(trace.joined(separator: ", "))
          """)
        return
      }
    }
    #expect(kinds == ["push", "pop", "pop(id)", "reset"], "the generator must try every kind")
    #expect(everIssued.count > 300)
    #expect(middlePops > 20, "pop(id) must often hit a screen below the top")
  }

  static func invariantViolations(of stack: NavigationStack<Int>) -> [String] {
    var violations: [String] = []
    if stack.entries.isEmpty { violations.append("the stack is empty") }
    if stack.count != stack.entries.count { violations.append("count disagrees with entries") }
    let ids = stack.ids
    if Set(ids).count != ids.count { violations.append("duplicate ids \(ids)") }
    if zip(ids, ids.dropFirst()).contains(where: { $0 >= $1 }) {
      violations.append("ids not strictly increasing \(ids)")
    }
    if stack.entries.contains(where: { $0.screen != $0.id.rawValue }) {
      violations.append("a screen was built for another id")
    }
    if stack.canPop(stack.root.id) { violations.append("the root is poppable") }
    if stack.entries.dropFirst().contains(where: { !stack.canPop($0.id) }) {
      violations.append("a screen above the root is not poppable")
    }
    return violations
  }

  /// Mostly pushes and pops, so the stack grows deep; pop(id) aims at ids on the stack (root
  /// included), ids already popped, and ids never issued.
  static func operation(
    for stack: NavigationStack<Int>, using random: inout SplitMix64
  ) -> Operation {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45: return .push
    case 45..<70: return .pop
    case 70..<97:
      let upper = stack.top.id.rawValue + 3
      if Bool.random(using: &random), let id = stack.ids.randomElement(using: &random) {
        return .popID(id)
      }
      return .popID(ScreenID(Int.random(in: -1...upper, using: &random)))
    default: return .reset
    }
  }
}
