import IssueDomain
import TestSupport
import Testing

@Suite struct IssueUseCaseErrorMappingTests {
  /// Every repository case with what a browsing use case makes of it.
  static let browsing: [(IssueRepositoryError, IssueUseCaseError)] = [
    (.offline, .connectivity(.offline)),
    (.timedOut, .connectivity(.timedOut)),
    (.unreachable, .connectivity(.unreachable)),
    (.unauthorized, .sessionExpired),
    (.forbidden, .notPermitted),
    (.rateLimited(retryAfter: .seconds(42)), .rateLimited(retryAfter: .seconds(42))),
    (.notFound, .notFound),
    (.gone, .gone),
    (.conflict, .conflict),
    (
      .rejected([FieldRejection(field: "title", reason: .other("too long"))]),
      .invalidInput([FieldRejection(field: "title", reason: .other("too long"))])
    ),
    (.server(status: 502), .server(status: 502)),
    (.server(status: 503), .server(status: 503)),
    (.malformedResponse(.undecodable), .malformedResponse(.undecodable)),
    (.malformedResponse(.empty), .malformedResponse(.empty)),
    (.malformedResponse(.unexpected), .malformedResponse(.unexpected)),
    (.cancelled, .cancelled),
    (
      .unknown(ForeignError()),
      .unknown(IssueRepositoryError.unknown(ForeignError()))
    ),
  ]

  @Test func theTableCoversEveryRepositoryCase() {
    let covered = Set(Self.browsing.map(\.0.caseName))
    #expect(covered.count == 14)
    let produced = Set(Self.browsing.map(\.1.caseName))
    #expect(produced.count == 12, "every use-case case but invalidCredentials")
    #expect(!produced.contains("invalidCredentials"), "only sign-in produces it")
  }

  @Test(arguments: browsing)
  func browsingMapping(_ lower: IssueRepositoryError, _ expected: IssueUseCaseError) {
    #expect(IssueUseCaseError(lower) == expected)
  }

  @Test(arguments: browsing)
  func signInMappingDiffersOnlyIn401(
    _ lower: IssueRepositoryError, _ browsingResult: IssueUseCaseError
  ) {
    let expected: IssueUseCaseError =
      lower == .unauthorized ? .invalidCredentials : browsingResult
    #expect(IssueUseCaseError(signInFailure: lower) == expected)
  }

  @Test func unknownKeepsTheWholeRepositoryError() {
    let mapped = IssueUseCaseError(IssueRepositoryError.unknown(ForeignError(detail: "x")))
    guard case .unknown(let wrapped) = mapped,
      let repositoryError = wrapped as? IssueRepositoryError,
      case .unknown(let root) = repositoryError
    else {
      Issue.record("expected unknown(IssueRepositoryError.unknown), got \(mapped)")
      return
    }
    #expect((root as? ForeignError)?.detail == "x")
  }
}
