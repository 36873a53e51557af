/// Case-by-case equality, so tests, reducers and alert coalescing can compare failures.
/// `unknown` values compare by the wrapped error's type and description (see `ErrorFingerprint`).
extension IssueUseCaseError: Equatable {
  public static func == (lhs: IssueUseCaseError, rhs: IssueUseCaseError) -> Bool {
    switch (lhs, rhs) {
    case (.connectivity(let l), .connectivity(let r)): l == r
    case (.rateLimited(let l), .rateLimited(let r)): l == r
    case (.invalidInput(let l), .invalidInput(let r)): l == r
    case (.server(let l), .server(let r)): l == r
    case (.malformedResponse(let l), .malformedResponse(let r)): l == r
    case (.unknown(let l), .unknown(let r)): ErrorFingerprint.of(l) == ErrorFingerprint.of(r)
    // Cases without a payload; a pair of different cases has different names.
    default: lhs.caseName == rhs.caseName
    }
  }

  /// The case's name alone, for equality and for logs that must not print payloads.
  public var caseName: String {
    switch self {
    case .connectivity: "connectivity"
    case .sessionExpired: "sessionExpired"
    case .invalidCredentials: "invalidCredentials"
    case .notPermitted: "notPermitted"
    case .rateLimited: "rateLimited"
    case .notFound: "notFound"
    case .gone: "gone"
    case .conflict: "conflict"
    case .invalidInput: "invalidInput"
    case .server: "server"
    case .malformedResponse: "malformedResponse"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }
}
