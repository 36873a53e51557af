import Logging
import SecretRedaction

/// The error logger for release builds (seed 000): one concise line per error — the case, its
/// category and the type of the root cause — with no source paths and no error descriptions,
/// which are where personal data and secrets tend to hide.
///
/// Message and metadata still go through `SecretRedactor`.
public struct ProductionErrorLogger: ErrorLogging {
  public let logger: Logger

  public init(logger: Logger) {
    self.logger = logger
  }

  public func log(
    _ error: AppError, underlying: (any Error)?, metadata: Logger.Metadata, site: ErrorSite
  ) {
    var message = "AppError.\(error.caseName) (\(error.category))"
    if let root = ErrorLogRecord.chain(for: error, underlying: underlying).last {
      message += " cause=\(type(of: root))"
    }
    logger.log(
      level: ErrorLogRecord.level(for: error),
      "\(SecretRedactor.redact(message))",
      metadata: SecretRedactor.redact(metadata),
      file: site.file, function: site.function, line: UInt(max(site.line, 0)))
  }
}
