import ErrorHandling
import Localization
import Testing

@testable import TerminalUI

@Suite struct AlertQueueTests {
  static func alert(_ title: String) -> Alert {
    Alert(title: title, message: "m", buttons: [.retry(), .dismiss()])
  }

  @Test func startsEmpty() {
    let queue = AlertQueue()
    #expect(queue.current == nil)
    #expect(!queue.isShowing)
  }

  @Test func showsOneAlertAtATimeInArrivalOrder() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"))
    queue.enqueue(Self.alert("b"))
    queue.enqueue(Self.alert("c"))
    #expect(queue.current?.alert == Self.alert("a"))
    #expect(queue.pending == [Self.alert("b"), Self.alert("c")])
    queue.dismissCurrent()
    #expect(queue.current?.alert == Self.alert("b"))
    queue.dismissCurrent()
    #expect(queue.current?.alert == Self.alert("c"))
    queue.dismissCurrent()
    #expect(queue.current == nil)
    queue.dismissCurrent()
    #expect(queue.current == nil)
  }

  @Test func identicalAlertsCoalesceWithTheOneShowingAndTheOnesWaiting() {
    var queue = AlertQueue()
    let added = [
      queue.enqueue(Self.alert("a")), queue.enqueue(Self.alert("a")),
      queue.enqueue(Self.alert("b")), queue.enqueue(Self.alert("b")),
    ]
    #expect(added == [true, false, true, false])
    #expect(queue.current?.alert == Self.alert("a"))
    #expect(queue.pending == [Self.alert("b")])
  }

  @Test func anAlertCanBeShownAgainAfterItWasDismissed() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"))
    queue.dismissCurrent()
    let added = queue.enqueue(Self.alert("a"))
    #expect(added)
    #expect(queue.current?.alert == Self.alert("a"))
  }

  @Test func alertsThatDifferOnlyInButtonsOrCountdownAreDistinct() {
    var queue = AlertQueue()
    queue.enqueue(Alert(title: "a", message: "m", buttons: [.dismiss()]))
    queue.enqueue(Alert(title: "a", message: "m", buttons: [.retry(), .dismiss()]))
    queue.enqueue(Alert(title: "a", message: "m", buttons: [.dismiss()], countdown: .seconds(5)))
    #expect(queue.pending.count == 2)
  }

  @Test func keysGoToTheScreenOnlyWhenNoAlertIsUp() {
    var queue = AlertQueue()
    let first = queue.handle(.enter)
    #expect(first == nil)
    queue.enqueue(Self.alert("a"))
    let second = queue.handle(.character("x"))
    #expect(second == AlertDialog.Outcome.none)
    let third = queue.handle(.tab)
    #expect(third == AlertDialog.Outcome.none)
    #expect(queue.current?.focusedIndex == 1)
  }

  @Test func activatingAButtonClosesTheAlertAndShowsTheNext() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"))
    queue.enqueue(Self.alert("b"))
    let first = queue.handle(.escape)
    #expect(first == .activated(.dismiss()))
    #expect(queue.current?.alert == Self.alert("b"))
    let second = queue.handle(.enter)
    #expect(second == .activated(.retry()))
    #expect(queue.current == nil)
  }

  @Test func newDialogsUseTheQueuesLanguage() {
    var queue = AlertQueue(language: .japanese)
    queue.enqueue(Self.alert("a"))
    #expect(queue.current?.buttonTitles == ["再試行", "閉じる"])
  }
}
