import ErrorHandling
import Localization
import Testing

@testable import TerminalUI

@Suite struct AlertDialogTests {
  static let retryable = Alert(
    title: "You're offline", message: "Check your network connection, then try again.",
    buttons: [.retry(), .navigateBack(), .dismiss()])

  @Test func focusStartsOnTheFirstDefaultRoleButton() {
    let alert = Alert(title: "t", message: "m", buttons: [.dismiss(), .retry(), .navigateBack()])
    #expect(AlertDialog(alert).focusedIndex == 1)
    #expect(AlertDialog(alert).focusedButton == .retry())
  }

  @Test func focusStartsOnTheFirstButtonWhenNoneHasTheDefaultRole() {
    let alert = Alert(title: "t", message: "m", buttons: [.dismiss(), .dismiss(title: "Close")])
    #expect(AlertDialog(alert).focusedIndex == 0)
  }

  @Test(arguments: [Key.right, .tab])
  func rightAndTabMoveTheFocusForwardAndWrapAround(key: Key) {
    var dialog = AlertDialog(Self.retryable)
    let first = dialog.handle(key)
    #expect(first == .none)
    #expect(dialog.focusedIndex == 1)
    let second = dialog.handle(key)
    #expect(second == .none)
    #expect(dialog.focusedIndex == 2)
    let third = dialog.handle(key)
    #expect(third == .none)
    #expect(dialog.focusedIndex == 0)
  }

  @Test(arguments: [Key.left, .backTab])
  func leftAndShiftTabMoveTheFocusBackAndWrapAround(key: Key) {
    var dialog = AlertDialog(Self.retryable)
    let first = dialog.handle(key)
    #expect(first == .none)
    #expect(dialog.focusedIndex == 2)
    let second = dialog.handle(key)
    #expect(second == .none)
    #expect(dialog.focusedIndex == 1)
  }

  @Test func enterActivatesTheFocusedButton() {
    var dialog = AlertDialog(Self.retryable)
    let first = dialog.handle(.enter)
    #expect(first == .activated(.retry()))
    _ = dialog.handle(.tab)
    let second = dialog.handle(.enter)
    #expect(second == .activated(.navigateBack()))
  }

  @Test func escapeActivatesTheCancelRoleButtonWhereverTheFocusIs() {
    var dialog = AlertDialog(Self.retryable)
    let outcome = dialog.handle(.escape)
    #expect(outcome == .activated(.dismiss()))
    #expect(dialog.focusedIndex == 2)
  }

  @Test func escapeDoesNothingWithoutACancelRoleButton() {
    var dialog = AlertDialog(Alert(title: "t", message: "m", buttons: [.retry(), .navigateBack()]))
    let outcome = dialog.handle(.escape)
    #expect(outcome == .none)
    #expect(dialog.focusedIndex == 0)
  }

  @Test(arguments: [
    (Character("r"), ErrorAction.retry()), ("b", .navigateBack()), ("d", .dismiss()),
    ("R", .retry()), ("D", .dismiss()),
  ])
  func mnemonicsActivateTheirButton(letter: Character, action: ErrorAction) {
    var dialog = AlertDialog(Self.retryable)
    let outcome = dialog.handle(.character(letter))
    #expect(outcome == .activated(action))
  }

  @Test func mnemonicsWorkForJapaneseTitles() {
    var dialog = AlertDialog(Self.retryable, language: .japanese)
    let outcome = dialog.handle(.character("b"))
    #expect(outcome == .activated(.navigateBack()))
  }

  @Test func aUniqueFirstTitleLetterActivatesItsButton() {
    let alert = Alert(
      title: "t", message: "m", buttons: [.retry(title: "Again"), .dismiss(title: "Close")])
    var dialog = AlertDialog(alert)
    let first = dialog.handle(.character("c"))
    #expect(first == .activated(.dismiss(title: "Close")))
    let second = dialog.handle(.character("A"))
    #expect(second == .activated(.retry(title: "Again")))
  }

  @Test func aSharedFirstTitleLetterActivatesNothing() {
    let alert = Alert(
      title: "t", message: "m", buttons: [.retry(title: "Go on"), .dismiss(title: "Go away")])
    var dialog = AlertDialog(alert)
    let outcome = dialog.handle(.character("g"))
    #expect(outcome == .none)
  }

  @Test func theMnemonicWinsOverAnotherButtonsFirstLetter() {
    let alert = Alert(
      title: "t", message: "m", buttons: [.retry(title: "Again"), .dismiss(title: "Retire")])
    var dialog = AlertDialog(alert)
    let outcome = dialog.handle(.character("r"))
    #expect(outcome == .activated(.retry(title: "Again")))
  }

  @Test(arguments: [
    Key.character("x"), .character(" "), .character("1"), .character("あ"), .ctrl("c"), .up,
    .down, .pageUp, .home, .backspace, .function(1),
  ])
  func unknownKeysAreConsumedAndChangeNothing(key: Key) {
    var dialog = AlertDialog(Self.retryable)
    let before = dialog
    let outcome = dialog.handle(key)
    #expect(outcome == .none)
    #expect(dialog == before)
  }

  @Test func anAlertWithoutButtonsConsumesEveryKey() {
    var dialog = AlertDialog(Alert(title: "t", message: "m", buttons: []))
    for key in [Key.enter, .escape, .tab, .left, .character("r")] {
      let outcome = dialog.handle(key)
      #expect(outcome == .none)
    }
    #expect(dialog.focusedButton == nil)
  }
}
