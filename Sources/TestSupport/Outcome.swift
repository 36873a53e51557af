/// What a typed-throwing call produced, so tests can compare a failure without `as?`.
public func outcome<T, Failure: Error>(
  _ body: () async throws(Failure) -> T
) async -> Result<T, Failure> {
  do throws(Failure) {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

extension Result {
  /// The failure, or nil on success.
  public var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
