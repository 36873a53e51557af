import Logging

/// Records an error at the `catch` block that handles it (DESIGN §4: a catch block logs, then
/// maps and rethrows).
///
/// One requirement keeps conformers small; the extension adds the call-site defaults
/// (`#fileID`, `#line`, `#function`) and `logged`, which returns the error so the catch block can
/// throw it in one expression. Implementations must pass every message and metadata value through
/// `SecretRedactor`, so a token never reaches the log.
public protocol ErrorLogging: Sendable {
  /// Logs `error`. `underlying` is the error that was caught (if different from `error`); its
  /// chain of wrapped errors is what makes a development log useful.
  func log(
    _ error: AppError, underlying: (any Error)?, metadata: Logger.Metadata, site: ErrorSite)
}

extension ErrorLogging {
  /// Logs `error` with the caller's file, line and function as the handling site.
  public func log(
    _ error: AppError,
    underlying: (any Error)? = nil,
    metadata: Logger.Metadata = [:],
    file: String = #fileID,
    line: Int = #line,
    function: String = #function
  ) {
    log(
      error, underlying: underlying, metadata: metadata,
      site: ErrorSite(file: file, line: line, function: function))
  }

  /// Logs `error` and returns it, for `catch { throw logger.logged(map(error), underlying: error) }`.
  public func logged(
    _ error: AppError,
    underlying: (any Error)? = nil,
    metadata: Logger.Metadata = [:],
    file: String = #fileID,
    line: Int = #line,
    function: String = #function
  ) -> AppError {
    log(
      error, underlying: underlying, metadata: metadata, file: file, line: line,
      function: function)
    return error
  }
}
