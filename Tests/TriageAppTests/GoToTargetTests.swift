import ErrorHandling
import IssueDomain
import Localization
import Testing

@testable import AppCore
@testable import Destinations
@testable import TriageApp

/// What the `:` prompt accepts, and the clear error for what it doesn't.
struct GoToTargetTests {
  static let busy = RepositoryName(owner: "demo", name: "busy")

  static func parse(
    _ text: String, current: RepositoryName? = nil, host: String = "github.com"
  ) -> Result<GoToTarget, AppError> {
    GoToTarget.parse(text, current: current, webHost: host, language: .english)
  }

  @Test(arguments: [
    ("demo/busy", Destination.issues(busy)),
    ("  demo/busy/ ", .issues(busy)),
    ("demo/busy#42", .issue(busy, number: 42)),
    ("https://github.com/demo/busy", .issues(busy)),
    ("https://github.com/demo/busy/issues/42", .issue(busy, number: 42)),
    ("https://GitHub.com/demo/busy/issues/42#issuecomment-1", .issue(busy, number: 42)),
    ("https://github.com/demo/busy/pull/7/files", .pullRequest(busy, number: 7)),
    ("https://github.com/demo/busy/issues/42?q=1", .issue(busy, number: 42)),
  ])
  func goesWhereTheTextSays(text: String, expected: Destination) {
    #expect(Self.parse(text) == .success(.destination(expected)))
  }

  @Test func aNumberAloneOpensThatIssueOfTheRepositoryOnScreen() {
    #expect(
      Self.parse("#42", current: Self.busy) == .success(.destination(.issue(Self.busy, number: 42)))
    )
    guard case .failure(.validation(let problems)) = Self.parse("#42") else {
      Issue.record("#42 with no repository on screen was accepted")
      return
    }
    #expect(problems.first?.issue == .other(GoToTarget.needsRepository.text(in: .english)))
  }

  @Test func anEnterpriseHostsURLsAreFollowedAndOthersAreNot() {
    let host = "ghe.example.com"
    #expect(
      Self.parse("https://ghe.example.com/demo/busy/issues/3", host: host)
        == .success(.destination(.issue(Self.busy, number: 3))))
    #expect(Self.parse("https://evil.example/demo/busy/issues/3", host: host).isFailure)
    #expect(Self.parse("https://ghe.example.com.evil.example/demo/busy", host: host).isFailure)
  }

  @Test(arguments: [
    ("https://other.example.com/demo/busy/issues/3", "other.example.com"),
    ("http://ghe.example.com.evil.example/demo/busy", "ghe.example.com.evil.example"),
    ("HTTPS://gitlab.example/x/y", "gitlab.example"),
  ])
  func aLinkToAnotherHostSaysSoNotThatTheRepositoryIsInvalid(text: String, host: String) {
    guard case .failure(.validation(let problems)) = Self.parse(text, host: "ghe.example.com")
    else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(
      problems.first?.issue
        == .other(GoToTarget.otherHost(host, "ghe.example.com").text(in: .english)))
  }

  @Test func signOutIsACommandHere() {
    #expect(Self.parse("signout") == .success(.signOut))
    #expect(Self.parse(" SignOut ") == .success(.signOut))
  }

  @Test(arguments: [
    "", "   ", "demo", "demo/busy#", "demo/busy#0", "demo/busy#-1", "demo/busy#12a",
    "demo/busy#1234567890", "#", "#x", "https://github.com/demo/busy/issues/abc",
    "a/b/c", "javascript:alert(1)", "demo/busy#٣",
  ])
  func badInputIsAValidationErrorOnTheRepositoryField(text: String) {
    guard case .failure(.validation(let problems)) = Self.parse(text, current: Self.busy) else {
      Issue.record("“\(text)” was accepted: \(Self.parse(text, current: Self.busy))")
      return
    }
    #expect(problems.map(\.field) == ["repository"])
  }
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
