import ErrorHandling
import TestSupport
import Testing

struct AppErrorEquatableTests {
  @Test("every sample equals itself and no other sample")
  func distinct() {
    for (i, lhs) in Samples.all.enumerated() {
      for (j, rhs) in Samples.all.enumerated() {
        #expect((lhs == rhs) == (i == j), "\(lhs.caseName) vs \(rhs.caseName)")
      }
    }
  }

  @Test("payloads take part in equality")
  func payloads() {
    #expect(AppError.server(status: 500) != .server(status: 502))
    #expect(AppError.network(.offline) != .network(.timedOut))
    #expect(AppError.rateLimited(retryAfter: .seconds(1)) != .rateLimited(retryAfter: .seconds(2)))
    #expect(
      AppError.validation([FieldProblem(field: "a", issue: .missing)])
        != .validation([FieldProblem(field: "a", issue: .invalid)]))
  }

  @Test("unknown compares by the wrapped error's type and description")
  func unknownEquality() {
    let a = AppError.unknown(ForeignError(detail: "x"))
    #expect(a == .unknown(ForeignError(detail: "x")))
    #expect(a.hashValue == AppError.unknown(ForeignError(detail: "x")).hashValue)
    #expect(a != .unknown(ForeignError(detail: "y")))
    #expect(a != .unknown(CancellationError()))
  }

  @Test("wrapping keeps AppErrors, maps CancellationError to cancelled, wraps the rest")
  func wrapping() {
    #expect(AppError(wrapping: AppError.gone) == .gone)
    #expect(AppError(wrapping: CancellationError()) == .cancelled)
    #expect(AppError(wrapping: ForeignError()) == .unknown(ForeignError()))
  }
}
