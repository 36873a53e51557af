import ErrorHandling
import Localization
import Testing

struct SignInResponderTests {
  let chain = ResponderChain(screen: SignInResponder())

  @Test(
    "a refused token shows inline under the field, never signs out",
    arguments: [AppError.invalidCredentials, .unauthorized], Language.allCases)
  func inline(error: AppError, language: Language) throws {
    let context = ErrorContext(canGoBack: false, language: language)
    let expected = try #require(AppError.invalidCredentials.message(in: language))
    #expect(chain.display(for: error, context: context) == .inline(expected))
  }

  @Test("elsewhere, unauthorized still signs out")
  func defaultStillSignsOut() {
    let context = ErrorContext(canGoBack: true, language: .english)
    guard case .signOut = ResponderChain().display(for: .unauthorized, context: context) else {
      Issue.record("expected signOut")
      return
    }
  }

  @Test("an empty field gives a validation alert with a single OK", arguments: Language.allCases)
  func emptyField(language: Language) throws {
    let error = AppError.validation([FieldProblem(field: "Token", issue: .missing)])
    let context = ErrorContext(canGoBack: false, language: language)
    let expected = Alert(
      title: try #require(error.title(in: language)),
      message: try #require(error.message(in: language)),
      buttons: [.dismiss(title: "OK")])
    #expect(chain.display(for: error, context: context) == .alert(expected))
  }

  @Test("other errors pass up to the default policy", arguments: Samples.all)
  func passesTheRest(error: AppError) {
    let context = ErrorContext(canGoBack: false, language: .english)
    switch error {
    case .invalidCredentials, .unauthorized, .validation:
      #expect(SignInResponder().handle(error, context: context) != .passed)
    default:
      #expect(SignInResponder().handle(error, context: context) == .passed)
      #expect(
        chain.display(for: error, context: context)
          == DefaultErrorPolicy.display(for: error, canGoBack: false, language: .english))
    }
  }
}
