import Logging

/// What both error loggers agree on: the level an error is logged at and which errors make up
/// its underlying chain.
enum ErrorLogRecord {
  /// `cancelled` is not a failure (it is never shown), so it is only debug noise.
  static func level(for error: AppError) -> Logger.Level {
    if case .cancelled = error { .debug } else { .error }
  }

  /// The errors beneath `error`: the caught `underlying` error and everything it wraps, or what
  /// `unknown` wraps when nothing else was given. An `underlying` that is `error` itself is
  /// skipped, so `catch let e as AppError { log(e, underlying: e) }` does not repeat it.
  static func chain(for error: AppError, underlying: (any Error)?) -> [any Error] {
    if let underlying {
      let links = ErrorChain.links(from: underlying)
      if let first = links.first as? AppError, first == error {
        return Array(links.dropFirst())
      }
      return links
    }
    if case .unknown(let wrapped) = error {
      return ErrorChain.links(from: wrapped)
    }
    return []
  }
}
