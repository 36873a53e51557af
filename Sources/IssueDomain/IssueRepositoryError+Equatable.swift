/// Case-by-case equality, so tests and callers can compare failures. `unknown` values compare by
/// the wrapped error's type and description (see `ErrorFingerprint`).
extension IssueRepositoryError: Equatable {
  public static func == (lhs: IssueRepositoryError, rhs: IssueRepositoryError) -> Bool {
    switch (lhs, rhs) {
    case (.rateLimited(let l), .rateLimited(let r)): l == r
    case (.rejected(let l), .rejected(let r)): l == r
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
    case .offline: "offline"
    case .timedOut: "timedOut"
    case .unreachable: "unreachable"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .rateLimited: "rateLimited"
    case .notFound: "notFound"
    case .gone: "gone"
    case .conflict: "conflict"
    case .rejected: "rejected"
    case .server: "server"
    case .malformedResponse: "malformedResponse"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }
}
