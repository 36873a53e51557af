import ErrorHandling
import Localization
import TestSupport
import Testing

struct DefaultErrorPolicyTests {
  enum Expected: Sendable, CustomTestStringConvertible {
    case alert([ErrorAction.Kind], countdown: Duration?)
    case inline
    case signOut
    case none

    var testDescription: String {
      switch self {
      case .alert(let kinds, let countdown):
        "alert \(kinds) countdown \(countdown.map { "\($0)" } ?? "none")"
      case .inline: "inline"
      case .signOut: "signOut"
      case .none: "none"
      }
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var error: AppError
    var canGoBack: Bool
    var expected: Expected
    var testDescription: String {
      "\(error.caseName), canGoBack \(canGoBack) → \(expected.testDescription)"
    }
  }

  static let retry: [ErrorAction.Kind] = [.retry, .navigateBack, .dismiss]
  static let retryRoot: [ErrorAction.Kind] = [.retry, .dismiss]
  static let back: [ErrorAction.Kind] = [.navigateBack, .dismiss]
  static let root: [ErrorAction.Kind] = [.dismiss]

  static let rows: [Row] = {
    var rows: [Row] = []
    func add(_ error: AppError, _ whenBack: Expected, _ atRoot: Expected) {
      rows.append(Row(error: error, canGoBack: true, expected: whenBack))
      rows.append(Row(error: error, canGoBack: false, expected: atRoot))
    }
    for error in [
      AppError.network(.offline), .network(.timedOut), .network(.connectionFailed),
      .server(status: 502), .serviceUnavailable, .incompleteResponse,
    ] {
      add(error, .alert(retry, countdown: nil), .alert(retryRoot, countdown: nil))
    }
    add(
      .rateLimited(retryAfter: .seconds(20)), .alert(back, countdown: .seconds(20)),
      .alert(root, countdown: .seconds(20)))
    for error in [
      AppError.invalidResponse, .noData, .decoding, .forbidden, .notFound,
      .gone, .conflict, .unknown(ForeignError()), .responseTooLarge, .tooManyRedirects,
      .crossOriginLink, .repeatedPage, .issuesDisabled,
    ] {
      add(error, .alert(back, countdown: nil), .alert(root, countdown: nil))
    }
    // What was typed is wrong: Back would leave the screen and the text with it (decision 177).
    add(.validation([]), .alert(root, countdown: nil), .alert(root, countdown: nil))
    add(.invalidCredentials, .inline, .inline)
    add(.unauthorized, .signOut, .signOut)
    add(.cancelled, .none, .none)
    return rows
  }()

  @Test("the table covers every case")
  func tableIsComplete() {
    #expect(Set(Self.rows.map(\.error.caseName)) == Set(Samples.all.map(\.caseName)))
  }

  @Test("DESIGN §4 display table", arguments: rows, Language.allCases)
  func display(row: Row, language: Language) throws {
    let display = DefaultErrorPolicy.display(
      for: row.error, canGoBack: row.canGoBack, language: language)
    switch row.expected {
    case .alert(let kinds, let countdown):
      guard case .alert(let alert) = display else {
        Issue.record("expected an alert, got \(display)")
        return
      }
      #expect(alert.buttons.map(\.kind) == kinds)
      #expect(alert.countdown == countdown)
      #expect(alert.title == row.error.title(in: language))
      #expect(alert.message == row.error.message(in: language))
      #expect(alert.cancelButton?.kind == .dismiss)
    case .inline:
      #expect(display == .inline(try #require(row.error.message(in: language))))
    case .signOut:
      #expect(display == .signOut(message: try #require(row.error.message(in: language))))
    case .none:
      #expect(display == .none)
    }
  }

  @Test("sign-out says the session expired", arguments: Language.allCases)
  func signOutMessage(language: Language) {
    let display = DefaultErrorPolicy.display(
      for: .unauthorized, canGoBack: true, language: language)
    let expected = language == .english ? "session has expired" : "有効期限が切れました"
    guard case .signOut(let message) = display else {
      Issue.record("expected signOut, got \(display)")
      return
    }
    #expect(message.contains(expected))
  }

  @Test("the same error twice gives equal alerts, so they coalesce")
  func coalescing() {
    let first = DefaultErrorPolicy.display(for: .notFound, canGoBack: true, language: .english)
    let second = DefaultErrorPolicy.display(for: .notFound, canGoBack: true, language: .english)
    let other = DefaultErrorPolicy.display(for: .gone, canGoBack: true, language: .english)
    #expect(Set([first, second, other]).count == 2)
  }

  @Test("unknown errors are shown like any nonRetryable error")
  func unknownIsNonRetryable() {
    let display = DefaultErrorPolicy.display(
      for: AppError(wrapping: ForeignError()), canGoBack: true, language: .english)
    guard case .alert(let alert) = display else {
      Issue.record("expected an alert, got \(display)")
      return
    }
    #expect(!alert.buttons.contains { $0.kind == .retry })
  }
}
