import IssueDomain
import TestSupport
import Testing

@Suite struct ErrorEquatableTests {
  @Test func payloadsTakePart() {
    #expect(IssueRepositoryError.server(status: 502) != .server(status: 503))
    #expect(
      IssueRepositoryError.rateLimited(retryAfter: .seconds(1))
        != .rateLimited(retryAfter: .seconds(2)))
    #expect(IssueUseCaseError.connectivity(.offline) != .connectivity(.timedOut))
    #expect(IssueUseCaseError.malformedResponse(.empty) == .malformedResponse(.empty))
  }

  @Test func differentCasesDiffer() {
    #expect(IssueRepositoryError.notFound != .gone)
    #expect(IssueRepositoryError.cancelled != .unknown(ForeignError()))
    #expect(IssueUseCaseError.sessionExpired != .invalidCredentials)
  }

  @Test func unknownComparesTheWrappedErrorsTypeAndDescription() {
    #expect(IssueRepositoryError.unknown(ForeignError()) == .unknown(ForeignError()))
    #expect(IssueRepositoryError.unknown(ForeignError(detail: "a")) != .unknown(ForeignError()))
    #expect(IssueUseCaseError.unknown(ForeignError()) == .unknown(ForeignError()))
  }
}
