import ErrorHandling
import Localization
import Testing

struct ErrorActionTests {
  @Test(
    "default titles",
    arguments: [
      (ErrorAction.retry(), Language.english, "Retry"), (.retry(), .japanese, "再試行"),
      (.navigateBack(), .english, "Back"), (.navigateBack(), .japanese, "戻る"),
      (.dismiss(), .english, "Dismiss"), (.dismiss(), .japanese, "閉じる"),
    ])
  func defaultTitle(action: ErrorAction, language: Language, expected: String) {
    #expect(action.title(in: language) == expected)
  }

  @Test("a custom title wins in every language", arguments: Language.allCases)
  func customTitle(language: Language) {
    #expect(ErrorAction.retry(title: "Try again").title(in: language) == "Try again")
    #expect(ErrorAction.navigateBack(title: "Up").title(in: language) == "Up")
    #expect(ErrorAction.dismiss(title: "OK").title(in: language) == "OK")
  }

  @Test("an empty custom title falls back to the default")
  func emptyCustomTitle() {
    #expect(ErrorAction.retry(title: "").title(in: .english) == "Retry")
  }

  @Test("roles: only Dismiss answers Esc by default; roles can be overridden")
  func roles() {
    #expect(ErrorAction.retry().role == .default)
    #expect(ErrorAction.navigateBack().role == .default)
    #expect(ErrorAction.dismiss().role == .cancel)
    #expect(ErrorAction.navigateBack(role: .cancel).role == .cancel)
  }

  @Test("custom titles take part in equality, so different alerts don't coalesce")
  func equality() {
    #expect(ErrorAction.retry() == .retry())
    #expect(ErrorAction.retry() != .retry(title: "Try again"))
    #expect(ErrorAction.retry() != .dismiss())
  }

  @Test("mnemonics are distinct")
  func mnemonics() {
    let keys = ErrorAction.Kind.allCases.map(\.mnemonic)
    #expect(Set(keys).count == ErrorAction.Kind.allCases.count)
    #expect(keys == ["r", "b", "d", "y"])
  }

  @Test("an alert's cancel button is the first with the cancel role, if any")
  func cancelButton() {
    let alert = Alert(title: "t", message: "m", buttons: [.retry(), .dismiss(title: "Close")])
    #expect(alert.cancelButton == .dismiss(title: "Close"))
    #expect(Alert(title: "t", message: "m", buttons: [.retry()]).cancelButton == nil)
  }
}
