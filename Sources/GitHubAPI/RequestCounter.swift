import SystemSupport

/// The requests one session sent, for the request budget the log reports at exit: every one
/// that reached the transport (redirects and retries each count), those that were conditional
/// (`If-None-Match` or `If-Modified-Since`), and those answered 304. Shared by every copy of
/// the client that made it.
public final class RequestCounter: Sendable {
  /// The three counts at one moment.
  public struct Counts: Sendable, Equatable, CustomStringConvertible {
    public var total = 0
    public var conditional = 0
    public var notModified = 0

    public init(total: Int = 0, conditional: Int = 0, notModified: Int = 0) {
      self.total = total
      self.conditional = conditional
      self.notModified = notModified
    }

    public var description: String {
      "\(total) requests, \(conditional) conditional, \(notModified) not modified (304)"
    }
  }

  private let counts = Locked(Counts())

  public init() {}

  public var current: Counts { counts.withLock { $0 } }

  func record(_ request: HTTPRequestSpec, status: Int?) {
    let conditional = request.headers.contains { header in
      let name = header.name.lowercased()
      return name == "if-none-match" || name == "if-modified-since"
    }
    counts.withLock { counts in
      counts.total += 1
      if conditional { counts.conditional += 1 }
      if status == 304 { counts.notModified += 1 }
    }
  }
}
