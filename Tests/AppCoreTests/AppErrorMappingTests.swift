import ErrorHandling
import IssueDomain
import TestSupport
import Testing

@testable import AppCore

/// Use case → AppError, the presentation boundary of the error path.
@Suite struct AppErrorMappingTests {
  static let table: [(IssueUseCaseError, AppError)] = [
    (.connectivity(.offline), .network(.offline)),
    (.connectivity(.timedOut), .network(.timedOut)),
    (.connectivity(.unreachable), .network(.connectionFailed)),
    (.sessionExpired, .unauthorized),
    (.invalidCredentials, .invalidCredentials),
    (.notPermitted, .forbidden),
    (.rateLimited(retryAfter: .seconds(20)), .rateLimited(retryAfter: .seconds(20))),
    (.notFound, .notFound),
    (.gone, .gone),
    (.conflict, .conflict),
    (
      .invalidInput([
        FieldRejection(field: "token", reason: .missing),
        FieldRejection(field: "title", reason: .invalid),
        FieldRejection(field: "name", reason: .alreadyExists),
        FieldRejection(field: "body", reason: .other("too long")),
      ]),
      .validation([
        FieldProblem(field: "token", issue: .missing),
        FieldProblem(field: "title", issue: .invalid),
        FieldProblem(field: "name", issue: .alreadyExists),
        FieldProblem(field: "body", issue: .other("too long")),
      ])
    ),
    (.server(status: 503), .serviceUnavailable),
    (.server(status: 502), .server(status: 502)),
    (.server(status: 500), .server(status: 500)),
    (.malformedResponse(.undecodable), .decoding),
    (.malformedResponse(.empty), .noData),
    (.malformedResponse(.unexpected), .invalidResponse),
    (.malformedResponse(.incomplete), .incompleteResponse),
    (.malformedResponse(.tooLarge), .responseTooLarge),
    (.malformedResponse(.tooManyRedirects), .tooManyRedirects),
    (.malformedResponse(.crossOriginLink), .crossOriginLink),
    (.cancelled, .cancelled),
  ]

  @Test func theTableCoversEveryUseCaseCaseButUnknown() {
    let names = Set(Self.table.map(\.0.caseName))
    #expect(names.count == 12)
    #expect(!names.contains("unknown"), "unknown is checked by its chain below")
    let connectivity = Self.table.compactMap { pair -> Connectivity? in
      guard case .connectivity(let value) = pair.0 else { return nil }
      return value
    }
    #expect(Set(connectivity) == Set(Connectivity.allCases))
    let malformed = Self.table.compactMap { pair -> MalformedResponse? in
      guard case .malformedResponse(let value) = pair.0 else { return nil }
      return value
    }
    #expect(Set(malformed) == Set(MalformedResponse.allCases))
  }

  @Test(arguments: table)
  func mapping(_ lower: IssueUseCaseError, _ expected: AppError) {
    #expect(AppError(lower) == expected)
  }

  @Test func unknownKeepsEveryLayerInTheChain() {
    let top = AppError(IssueUseCaseError.unknown(IssueRepositoryError.unknown(ForeignError())))
    let links = ErrorChain.links(from: top)
    #expect(links.count == 4)
    #expect(links.first is AppError)
    #expect(links.dropFirst().first is IssueUseCaseError)
    #expect(links.dropFirst(2).first is IssueRepositoryError)
    #expect(links.last is ForeignError)
  }
}
