import ErrorHandling
import Localization
import Testing

@testable import TerminalUI

@Suite struct AlertQueueOriginTests {
  static let list = ScreenID(1)
  static let detail = ScreenID(2)
  static let editor = ScreenID(3)

  static func alert(_ title: String) -> Alert {
    Alert(title: title, message: "m", buttons: [.retry(), .navigateBack(), .dismiss()])
  }

  /// Each dialog as "title@origin", current first, so one expectation shows the whole queue.
  static func contents(_ queue: AlertQueue) -> [String] {
    ([queue.current].compactMap { $0 } + queue.waiting).map {
      "\($0.alert.title)@\($0.origin.map(\.description) ?? "app")"
    }
  }

  @Test func theDialogRemembersItsOrigin() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.enqueue(Self.alert("b"))
    #expect(queue.current?.origin == Self.list)
    #expect(queue.waiting.map(\.origin) == [nil])
    #expect(AlertDialog(Self.alert("a")).origin == nil)
    #expect(AlertDialog(Self.alert("a"), origin: Self.detail).origin == Self.detail)
  }

  @Test func identicalAlertsFromTheSameOriginCoalesce() {
    var queue = AlertQueue()
    let added = [
      queue.enqueue(Self.alert("a"), from: Self.list),
      queue.enqueue(Self.alert("a"), from: Self.list),
      queue.enqueue(Self.alert("b"), from: Self.list),
      queue.enqueue(Self.alert("b"), from: Self.list),
    ]
    #expect(added == [true, false, true, false])
    #expect(Self.contents(queue) == ["a@screen1", "b@screen1"])
  }

  @Test func identicalAlertsFromDifferentOriginsBothQueue() {
    var queue = AlertQueue()
    let added = [
      queue.enqueue(Self.alert("a"), from: Self.list),
      queue.enqueue(Self.alert("a"), from: Self.detail),
      queue.enqueue(Self.alert("a")),
      queue.enqueue(Self.alert("a"), from: Self.detail),
      queue.enqueue(Self.alert("a")),
    ]
    #expect(added == [true, true, true, false, false])
    #expect(Self.contents(queue) == ["a@screen1", "a@screen2", "a@app"])
  }

  @Test func anAlertFromAnOriginCanBeRaisedAgainOnceItsCopyIsGone() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.dismissCurrent()
    let afterDismissal = queue.enqueue(Self.alert("a"), from: Self.list)
    #expect(afterDismissal)
    queue.removeAll(from: [Self.list])
    #expect(queue.current == nil)
    let afterRemoval = queue.enqueue(Self.alert("a"), from: Self.list)
    #expect(afterRemoval)
    #expect(Self.contents(queue) == ["a@screen1"])
  }

  @Test func removeAllDropsTheWaitingAlertsOfThoseOrigins() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.enqueue(Self.alert("b"), from: Self.detail)
    queue.enqueue(Self.alert("c"), from: Self.editor)
    queue.enqueue(Self.alert("d"))
    queue.enqueue(Self.alert("e"), from: Self.detail)
    queue.removeAll(from: [Self.detail, Self.editor])
    #expect(Self.contents(queue) == ["a@screen1", "d@app"])
  }

  @Test func removingTheCurrentAlertsOriginShowsTheNextSurvivingAlert() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.detail)
    queue.enqueue(Self.alert("b"), from: Self.editor)
    queue.enqueue(Self.alert("c"), from: Self.list)
    queue.enqueue(Self.alert("d"), from: Self.detail)
    queue.removeAll(from: [Self.detail, Self.editor])
    #expect(queue.current?.alert == Self.alert("c"))
    #expect(queue.current?.origin == Self.list)
    #expect(queue.waiting.isEmpty)
  }

  @Test func removingEveryOriginEmptiesTheQueue() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.enqueue(Self.alert("b"), from: Self.detail)
    queue.removeAll(from: [Self.list, Self.detail])
    #expect(queue.current == nil)
    #expect(!queue.isShowing)
    #expect(queue.waiting.isEmpty)
  }

  @Test func appWideAlertsSurviveRemoval() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"))
    queue.enqueue(Self.alert("b"), from: Self.list)
    queue.enqueue(Self.alert("c"))
    queue.removeAll(from: [Self.list, Self.detail])
    #expect(Self.contents(queue) == ["a@app", "c@app"])
  }

  @Test func removingUnrelatedOrNoOriginsChangesNothing() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.enqueue(Self.alert("b"), from: Self.detail)
    queue.enqueue(Self.alert("c"))
    _ = queue.handle(.tab)
    let before = queue
    queue.removeAll(from: [])
    #expect(queue == before)
    queue.removeAll(from: [Self.editor, ScreenID(99)])
    #expect(queue == before)
  }

  @Test func theCurrentAlertKeepsItsFocusWhenOnlyWaitingAlertsAreRemoved() {
    var queue = AlertQueue()
    queue.enqueue(Self.alert("a"), from: Self.list)
    queue.enqueue(Self.alert("b"), from: Self.detail)
    _ = queue.handle(.tab)
    let focus = queue.current?.focusedIndex
    queue.removeAll(from: [Self.detail])
    #expect(queue.current?.focusedIndex == focus)
    #expect(focus == 1)
    #expect(Self.contents(queue) == ["a@screen1"])
  }
}

@Suite struct AlertCountdownTests {
  static let origin = ScreenID(4)

  static func rateLimit(_ countdown: Duration, title: String = "Rate limited") -> Alert {
    Alert(
      title: title, message: "static message", buttons: [.retry(), .dismiss()],
      countdown: countdown)
  }

  static let plain = Alert(title: "Offline", message: "Check your network.", buttons: [.dismiss()])

  @Test func aCountdownDialogStartsWithTheWholeWait() {
    let dialog = AlertDialog(Self.rateLimit(.seconds(3)))
    #expect(dialog.remaining == .seconds(3))
  }

  @Test func aDialogWithoutACountdownHasNoRemainingTime() {
    let dialog = AlertDialog(Self.plain)
    #expect(dialog.remaining == nil)
    #expect(dialog.currentMessage == "Check your network.")
  }

  @Test(arguments: Language.allCases)
  func theMessageFollowsTheRemainingTime(language: Language) {
    let dialog = AlertDialog(Self.rateLimit(.seconds(3)), language: language)
    #expect(
      dialog.currentMessage == AppError.rateLimitMessage(remaining: .seconds(3), in: language))
    #expect(dialog.currentMessage != "static message")
    #expect(dialog.currentMessage.contains("3"))
  }

  @Test func theQueueShowsCountdownDialogsInItsLanguage() {
    var queue = AlertQueue(language: .japanese)
    queue.enqueue(Self.rateLimit(.seconds(3)), from: Self.origin)
    #expect(
      queue.current?.currentMessage
        == AppError.rateLimitMessage(remaining: .seconds(3), in: .japanese))
  }

  @Test func theCountdownClosesTheAlertOnTheThirdSecondAndShowsTheNext() {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(.seconds(3)), from: Self.origin)
    queue.enqueue(Self.plain)

    let first = queue.count(down: .seconds(1))
    #expect(first == nil)
    #expect(queue.current?.alert == Self.rateLimit(.seconds(3)))
    #expect(queue.current?.remaining == .seconds(2))
    #expect(
      queue.current?.currentMessage
        == AppError.rateLimitMessage(remaining: .seconds(2), in: .english))

    let second = queue.count(down: .seconds(1))
    #expect(second == nil)
    #expect(queue.current?.remaining == .seconds(1))
    #expect(
      queue.current?.currentMessage
        == AppError.rateLimitMessage(remaining: .seconds(1), in: .english))
    #expect(queue.pending == [Self.plain])

    let third = queue.count(down: .seconds(1))
    #expect(third?.alert == Self.rateLimit(.seconds(3)))
    #expect(third?.origin == Self.origin)
    #expect(third?.remaining == .zero)
    #expect(queue.current?.alert == Self.plain)
    #expect(queue.waiting.isEmpty)
  }

  @Test func theMessageRoundsAPartialSecondUp() {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(.seconds(3)))
    let finished = queue.count(down: .milliseconds(1500))
    #expect(finished == nil)
    #expect(queue.current?.remaining == .milliseconds(1500))
    #expect(
      queue.current?.currentMessage
        == AppError.rateLimitMessage(remaining: .milliseconds(1500), in: .english))
    #expect(
      queue.current?.currentMessage
        == AppError.rateLimitMessage(remaining: .seconds(2), in: .english))
  }

  @Test func aTickPastTheEndFinishesAtZero() {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(.seconds(3)), from: Self.origin)
    let finished = queue.count(down: .seconds(10))
    #expect(finished?.remaining == .zero)
    #expect(
      finished?.currentMessage == AppError.rateLimitMessage(remaining: .zero, in: .english))
    #expect(queue.current == nil)
  }

  @Test func onlyTheAlertOnScreenCountsDown() {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(.seconds(2), title: "first"), from: Self.origin)
    queue.enqueue(Self.rateLimit(.seconds(5), title: "second"), from: Self.origin)
    let tick = queue.count(down: .seconds(1))
    #expect(tick == nil)
    #expect(queue.waiting.first?.remaining == .seconds(5))
    let finished = queue.count(down: .seconds(1))
    #expect(finished?.alert.title == "first")
    #expect(queue.current?.alert.title == "second")
    #expect(queue.current?.remaining == .seconds(5))
  }

  @Test func countingDownANonCountdownAlertChangesNothing() {
    var queue = AlertQueue()
    queue.enqueue(Self.plain, from: Self.origin)
    queue.enqueue(Self.rateLimit(.seconds(1)))
    _ = queue.handle(.tab)
    let before = queue
    for elapsed in [Duration.seconds(1), .seconds(100), .zero] {
      let finished = queue.count(down: elapsed)
      #expect(finished == nil)
      #expect(queue == before)
    }
    #expect(queue.current?.currentMessage == "Check your network.")
  }

  @Test func countingDownAnEmptyQueueDoesNothing() {
    var queue = AlertQueue()
    let finished = queue.count(down: .seconds(1))
    #expect(finished == nil)
    #expect(queue == AlertQueue())
  }

  @Test(arguments: [Duration.zero, .seconds(-5), .milliseconds(-1)])
  func aNegativeOrZeroCountdownIsClampedToZero(countdown: Duration) {
    let dialog = AlertDialog(Self.rateLimit(countdown))
    #expect(dialog.remaining == .zero)
    #expect(
      dialog.currentMessage == AppError.rateLimitMessage(remaining: .zero, in: .english))
    #expect(!dialog.currentMessage.contains("-"))
  }

  @Test(arguments: [Duration.zero, .seconds(-5)])
  func aClampedCountdownFinishesOnTheFirstTick(countdown: Duration) {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(countdown), from: Self.origin)
    queue.enqueue(Self.plain)
    let finished = queue.count(down: .seconds(1))
    #expect(finished?.alert == Self.rateLimit(countdown))
    #expect(finished?.remaining == .zero)
    #expect(queue.current?.alert == Self.plain)
  }

  @Test func removingTheOriginOfACountingDownAlertStopsItsCountdown() {
    var queue = AlertQueue()
    queue.enqueue(Self.rateLimit(.seconds(3), title: "popped"), from: Self.origin)
    queue.enqueue(Self.rateLimit(.seconds(3), title: "kept"), from: ScreenID(5))
    let first = queue.count(down: .seconds(2))
    #expect(first == nil)
    queue.removeAll(from: [Self.origin])
    #expect(queue.current?.alert.title == "kept")
    #expect(queue.current?.remaining == .seconds(3))
    let second = queue.count(down: .seconds(2))
    #expect(second == nil)
    let third = queue.count(down: .seconds(1))
    #expect(third?.alert.title == "kept")
    #expect(queue.current == nil)
  }

  @Test func aDialogCountsDownOnItsOwnWithoutAQueue() {
    var dialog = AlertDialog(Self.rateLimit(.seconds(2)))
    let isOverEarly = dialog.count(down: .seconds(1))
    #expect(!isOverEarly)
    #expect(dialog.remaining == .seconds(1))
    let isOver = dialog.count(down: .seconds(1))
    #expect(isOver)
    #expect(dialog.remaining == .zero)
    var plain = AlertDialog(Self.plain)
    let isOverWithoutCountdown = plain.count(down: .seconds(1))
    #expect(isOverWithoutCountdown)
    #expect(plain.remaining == nil)
  }
}

@Suite struct AlertCountdownElapsedTests {
  @Test func aNegativeElapsedTimeNeverAddsToTheWait() {
    var dialog = AlertDialog(
      Alert(title: "t", message: "m", buttons: [.dismiss()], countdown: .seconds(3)))
    #expect(dialog.count(down: .seconds(-1)) == false)
    #expect(dialog.remaining == .seconds(3))
  }
}
