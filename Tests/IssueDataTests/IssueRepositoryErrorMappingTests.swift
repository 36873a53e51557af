import GitHubAPI
import IssueData
import IssueDomain
import TestSupport
import Testing

@Suite struct IssueRepositoryErrorMappingTests {
  /// One or more values of every service case with the repository error it becomes.
  static let table: [(GitHubServiceError, IssueRepositoryError)] = [
    (.transport(.offline), .offline),
    (.transport(.timedOut), .timedOut),
    (.transport(.tls), .unreachable),
    (.transport(.connectionFailed), .unreachable),
    (.unauthorized, .unauthorized),
    (.forbidden(message: "Resource not accessible by integration"), .forbidden),
    (.forbidden(message: nil), .forbidden),
    (
      .rateLimited(RateLimit(kind: .primary, retryAfter: .seconds(20))),
      .rateLimited(retryAfter: .seconds(20))
    ),
    (
      .rateLimited(RateLimit(kind: .secondary, retryAfter: .seconds(60))),
      .rateLimited(retryAfter: .seconds(60))
    ),
    (.notFound, .notFound),
    (.conflict, .conflict),
    (.gone, .gone),
    (.unprocessable([]), .rejected([])),
    (.server(status: 500), .server(status: 500)),
    (.server(status: 502), .server(status: 502)),
    (.server(status: 503), .server(status: 503)),
    (.unexpectedStatus(418), .malformedResponse(.unexpected)),
    (.notAllowed(message: "no"), .malformedResponse(.unexpected)),
    (.decoding(description: "keyNotFound(title)"), .malformedResponse(.undecodable)),
    (.emptyBody, .malformedResponse(.empty)),
    (.bodyTooLarge(limit: 10_485_760), .malformedResponse(.tooLarge)),
    (.incompleteBody, .malformedResponse(.incomplete)),
    (.malformedHead, .malformedResponse(.unexpected)),
    (.tooManyRedirects(5), .malformedResponse(.tooManyRedirects)),
    (.crossOriginLink, .malformedResponse(.crossOriginLink)),
    (.unusableURL, .malformedResponse(.unexpected)),
    (.cancelled, .cancelled),
    (.unknown(ForeignError()), .unknown(GitHubServiceError.unknown(ForeignError()))),
  ]

  /// Fails to compile when a service case is added, pointing here.
  static func caseName(_ error: GitHubServiceError) -> String {
    switch error {
    case .transport: "transport"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .rateLimited: "rateLimited"
    case .notFound: "notFound"
    case .conflict: "conflict"
    case .notAllowed: "notAllowed"
    case .gone: "gone"
    case .unprocessable: "unprocessable"
    case .server: "server"
    case .unexpectedStatus: "unexpectedStatus"
    case .decoding: "decoding"
    case .emptyBody: "emptyBody"
    case .bodyTooLarge: "bodyTooLarge"
    case .incompleteBody: "incompleteBody"
    case .malformedHead: "malformedHead"
    case .tooManyRedirects: "tooManyRedirects"
    case .crossOriginLink: "crossOriginLink"
    case .unusableURL: "unusableURL"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }

  @Test func theTableCoversEveryServiceCase() {
    #expect(Set(Self.table.map { Self.caseName($0.0) }).count == 21)
    let transports = Self.table.compactMap { pair -> TransportFailure? in
      guard case .transport(let failure) = pair.0 else { return nil }
      return failure
    }
    #expect(Set(transports) == Set(TransportFailure.allCases))
  }

  @Test(arguments: table)
  func mapping(_ lower: GitHubServiceError, _ expected: IssueRepositoryError) {
    #expect(IssueRepositoryError(lower) == expected)
  }

  @Test(arguments: [
    ("missing", IssueDomain.FieldRejection.Reason.missing),
    ("missing_field", .missing),
    ("invalid", .invalid),
    ("already_exists", .alreadyExists),
    ("unprocessable", .other("unprocessable")),
    ("custom", .other("custom")),
    ("brand_new_code", .other("brand_new_code")),
  ])
  func fieldErrorCodes(_ code: String, _ reason: FieldRejection.Reason) {
    let mapped = IssueRepositoryError(
      .unprocessable([GitHubFieldError(resource: "Issue", field: "title", code: code)]))
    #expect(mapped == .rejected([FieldRejection(field: "title", reason: reason)]))
  }

  @Test func aFieldErrorsMessageWinsOverItsCode() {
    let mapped = IssueRepositoryError(
      .unprocessable([
        GitHubFieldError(resource: "Label", field: "name", code: "custom", message: "too long")
      ]))
    #expect(mapped == .rejected([FieldRejection(field: "name", reason: .other("too long"))]))
  }

  /// A 422's field, message and code are the server's words, made inert for every caller: a
  /// write's composer or picker draws them as it draws a title.
  @Test func a422sWordsAreSanitised() {
    let mapped = IssueRepositoryError(
      .unprocessable([
        GitHubFieldError(
          resource: "IssueComment", field: "bo\u{1B}[2Jdy", code: "custom",
          message: "bad \u{1B}]0;PWNED\u{7} \u{9B}31m \u{202E}gnp"),
        GitHubFieldError(field: "title", code: "x\u{85}y"),
      ]))
    #expect(
      mapped
        == .rejected([
          FieldRejection(
            field: "bo␛[2Jdy", reason: .other("bad ␛]0;PWNED␇ \u{FFFD}31m \u{FFFD}gnp")),
          FieldRejection(field: "title", reason: .other("x\u{FFFD}y")),
        ]))
  }

  @Test func aFieldlessErrorIsNamedAfterTheResourceThenTheRequest() {
    let mapped = IssueRepositoryError(
      .unprocessable([
        GitHubFieldError(resource: "Issue", code: "invalid"),
        GitHubFieldError(code: "missing"),
      ]))
    #expect(
      mapped
        == .rejected([
          FieldRejection(field: "Issue", reason: .invalid),
          FieldRejection(field: "request", reason: .missing),
        ]))
  }

  @Test func unknownKeepsTheWholeServiceError() {
    let mapped = IssueRepositoryError(.unknown(ForeignError(detail: "root")))
    guard case .unknown(let wrapped) = mapped,
      let serviceError = wrapped as? GitHubServiceError,
      case .unknown(let root) = serviceError
    else {
      Issue.record("expected unknown(GitHubServiceError.unknown), got \(mapped)")
      return
    }
    #expect((root as? ForeignError)?.detail == "root")
  }
}
