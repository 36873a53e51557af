/// Where the next page of a list starts, opaque to everyone but the repository that made it.
///
/// A string rather than an offset because repositories page differently: the demo data counts
/// offsets, GitHub hands out `Link` URLs that must be followed exactly as given (DESIGN §7).
/// Callers only store a cursor and pass it back.
public struct PageCursor: Hashable, Sendable {
  /// The repository's own encoding: an offset, a URL, whatever it needs.
  public let rawValue: String

  /// Wraps a repository's encoding of a position.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
