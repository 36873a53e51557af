import FoundationEssentials

/// The chain of errors wrapped inside an error, outermost first.
///
/// Layers wrap errors in `unknown(any Error)` cases or `underlying` fields rather than through a
/// shared protocol, so the chain is found by reflection: the first `Error` among an enum payload
/// or a struct's stored properties (looking one level into tuples and optionals), then an
/// `NSError`'s `NSUnderlyingErrorKey`. The walk stops after `limit` links, so a cycle can't hang it.
public enum ErrorChain {
  /// `error` followed by every error it wraps, outermost first, at most `limit` entries.
  public static func links(from error: any Error, limit: Int = 8) -> [any Error] {
    var links: [any Error] = [error]
    var current = error
    while links.count < limit, let next = wrapped(in: current) {
      links.append(next)
      current = next
    }
    return links
  }

  /// One link as `TypeName: description`, for the development log.
  public static func describe(_ error: any Error) -> String {
    "\(type(of: error)): \(String(describing: error))"
  }

  /// The error directly wrapped by `error`, if any.
  static func wrapped(in error: any Error) -> (any Error)? {
    if let found = firstError(in: Mirror(reflecting: error), depth: 0) {
      return found
    }
    // Foundation's own errors carry what they wrap in their user info, as NSError did.
    return (error as? CocoaError)?.underlying
  }

  private static func firstError(in mirror: Mirror, depth: Int) -> (any Error)? {
    for child in mirror.children {
      if let error = child.value as? any Error {
        return error
      }
      let inner = Mirror(reflecting: child.value)
      if depth < 1, inner.displayStyle == .tuple || inner.displayStyle == .optional,
        let error = firstError(in: inner, depth: depth + 1)
      {
        return error
      }
    }
    return nil
  }
}
