/// Case-by-case equality, so tests, reducers and alert coalescing can compare errors.
///
/// `unknown` values are equal when the wrapped errors have the same dynamic type and the same
/// description. Comparing them as always unequal would break `==`'s reflexivity (an error not
/// equal to itself), which Equatable and Hashable require.
extension AppError: Hashable {
  public static func == (lhs: AppError, rhs: AppError) -> Bool {
    switch (lhs, rhs) {
    case (.network(let l), .network(let r)): l == r
    case (.server(let l), .server(let r)): l == r
    case (.rateLimited(let l), .rateLimited(let r)): l == r
    case (.validation(let l), .validation(let r)): l == r
    case (.unknown(let l), .unknown(let r)): Self.fingerprint(of: l) == Self.fingerprint(of: r)
    case (.serviceUnavailable, .serviceUnavailable), (.invalidResponse, .invalidResponse),
      (.noData, .noData), (.decoding, .decoding), (.forbidden, .forbidden),
      (.notFound, .notFound), (.gone, .gone), (.conflict, .conflict),
      (.invalidCredentials, .invalidCredentials), (.unauthorized, .unauthorized),
      (.cancelled, .cancelled), (.incompleteResponse, .incompleteResponse),
      (.responseTooLarge, .responseTooLarge), (.tooManyRedirects, .tooManyRedirects),
      (.crossOriginLink, .crossOriginLink), (.repeatedPage, .repeatedPage),
      (.issuesDisabled, .issuesDisabled):
      true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .network(let problem): hasher.combine(problem)
    case .server(let status): hasher.combine(status)
    case .rateLimited(let wait): hasher.combine(wait)
    case .validation(let problems): hasher.combine(problems)
    case .unknown(let error): hasher.combine(Self.fingerprint(of: error))
    default: break
    }
    hasher.combine(caseName)
  }

  /// The case's name alone, for hashing and for logs that must not print payloads.
  public var caseName: String {
    switch self {
    case .network: "network"
    case .server: "server"
    case .serviceUnavailable: "serviceUnavailable"
    case .rateLimited: "rateLimited"
    case .invalidResponse: "invalidResponse"
    case .incompleteResponse: "incompleteResponse"
    case .responseTooLarge: "responseTooLarge"
    case .tooManyRedirects: "tooManyRedirects"
    case .crossOriginLink: "crossOriginLink"
    case .repeatedPage: "repeatedPage"
    case .issuesDisabled: "issuesDisabled"
    case .noData: "noData"
    case .decoding: "decoding"
    case .validation: "validation"
    case .forbidden: "forbidden"
    case .notFound: "notFound"
    case .gone: "gone"
    case .conflict: "conflict"
    case .invalidCredentials: "invalidCredentials"
    case .unauthorized: "unauthorized"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }

  private static func fingerprint(of error: any Error) -> String {
    String(reflecting: type(of: error)) + ": " + String(describing: error)
  }
}
