import Logging
import SecretRedaction

/// The error logger for development (seed 000): the handling site (file:line and function) and
/// every error in the underlying chain, so a log line explains itself without a debugger.
///
/// Output is one log record per error; message and metadata go through `SecretRedactor`.
public struct DevelopmentErrorLogger: ErrorLogging {
  public let logger: Logger

  public init(logger: Logger) {
    self.logger = logger
  }

  public func log(
    _ error: AppError, underlying: (any Error)?, metadata: Logger.Metadata, site: ErrorSite
  ) {
    let chain = ErrorLogRecord.chain(for: error, underlying: underlying)
    var message = "AppError.\(error.caseName) (\(error.category)) at \(site.file):\(site.line)"
    message += " in \(site.function)"
    if !chain.isEmpty {
      message += "; underlying: " + chain.map(ErrorChain.describe).joined(separator: " <- ")
    }
    logger.log(
      level: ErrorLogRecord.level(for: error),
      "\(SecretRedactor.redact(message))",
      metadata: SecretRedactor.redact(metadata),
      file: site.file, function: site.function, line: UInt(max(site.line, 0)))
  }
}
