import ErrorHandling
import GitHubAPI
import IssueData
import IssueDomain
import TestSupport
import Testing

/// Service → repository → use case in one go, as a failure travels up the data path.
@Suite struct LayeredErrorMappingTests {
  static let table: [(GitHubServiceError, IssueUseCaseError)] = [
    (.transport(.offline), .connectivity(.offline)),
    (.transport(.timedOut), .connectivity(.timedOut)),
    (.transport(.tls), .connectivity(.unreachable)),
    (.transport(.connectionFailed), .connectivity(.unreachable)),
    (.unauthorized, .sessionExpired),
    (.forbidden(message: nil), .notPermitted),
    (
      .rateLimited(RateLimit(kind: .secondary, retryAfter: .seconds(60))),
      .rateLimited(retryAfter: .seconds(60))
    ),
    (.notFound, .notFound),
    (.conflict, .conflict),
    (.gone, .gone),
    (
      .unprocessable([GitHubFieldError(resource: "Issue", field: "title", code: "missing_field")]),
      .invalidInput([FieldRejection(field: "title", reason: .missing)])
    ),
    (.server(status: 502), .server(status: 502)),
    (.server(status: 503), .server(status: 503)),
    (.unexpectedStatus(302), .malformedResponse(.unexpected)),
    (.decoding(description: "x"), .malformedResponse(.undecodable)),
    (.emptyBody, .malformedResponse(.empty)),
    (.bodyTooLarge(limit: 1), .malformedResponse(.tooLarge)),
    (.incompleteBody, .malformedResponse(.incomplete)),
    (.malformedHead, .malformedResponse(.unexpected)),
    (.tooManyRedirects(6), .malformedResponse(.tooManyRedirects)),
    (.crossOriginLink, .malformedResponse(.crossOriginLink)),
    (.unusableURL, .malformedResponse(.unexpected)),
    (.cancelled, .cancelled),
  ]

  @Test func theTableCoversEveryServiceCaseButUnknown() {
    let names = Set(Self.table.map { IssueRepositoryErrorMappingTests.caseName($0.0) })
    #expect(names.count == 19)
    #expect(!names.contains("unknown"), "unknown is checked by its chain below")
  }

  @Test(arguments: table)
  func browsing(_ lower: GitHubServiceError, _ expected: IssueUseCaseError) {
    #expect(IssueUseCaseError(IssueRepositoryError(lower)) == expected)
  }

  @Test(arguments: table)
  func signingIn(_ lower: GitHubServiceError, _ browsingResult: IssueUseCaseError) {
    let mapped = IssueUseCaseError(signInFailure: IssueRepositoryError(lower))
    if case .unauthorized = lower {
      #expect(mapped == .invalidCredentials)
    } else {
      #expect(mapped == browsingResult)
    }
  }

  @Test func unknownKeepsEveryLayerInTheChain() {
    let root = ForeignError(detail: "root")
    let top = IssueUseCaseError(IssueRepositoryError(.unknown(root)))
    let links = ErrorChain.links(from: top)
    #expect(links.count == 4)
    #expect(links.first is IssueUseCaseError)
    #expect(links.dropFirst().first is IssueRepositoryError)
    #expect(links.dropFirst(2).first is GitHubServiceError)
    #expect((links.last as? ForeignError)?.detail == "root")
  }
}
