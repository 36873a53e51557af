import FoundationEssentials
import SystemSupport

/// Whether a URL may be handed to the transport at all.
///
/// Most URLs the client requests come from the server: a redirect's `Location`, a `Link` next, a
/// remembered 301. The HTTP stack beneath trusts them further than it should: NIO builds a
/// socket address with a 16-bit port conversion that traps on 65536, and resolves a host name
/// with the port truncated to 16 bits, so `localhost:73616` quietly reaches port 8080. So a URL
/// is requested only if its scheme is http or https, its host is not empty, and the port it
/// names, if any, is a plain decimal number in 1…65535 that `URL` reads the same way.
public enum RequestableURL {
  /// The highest TCP port.
  static let highestPort = 65535

  /// Whether `url` may be requested.
  public static func allows(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = url.host, !host.isEmpty
    else { return false }
    guard let portText = portText(of: url.absoluteString) else { return false }
    guard let portText else { return url.port == nil }
    // Leading zeros or more than five digits aren't what any server sends; refusing them keeps
    // the text and `url.port` from ever disagreeing about which port is meant.
    guard (1...5).contains(portText.utf8.count), portText.first != "0",
      portText.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let port = Int(portText), (1...highestPort).contains(port)
    else { return false }
    return url.port == port
  }

  /// The text after the authority's port colon: `.some(nil)` when the authority names no port,
  /// `nil` when there is no authority to read.
  private static func portText(of text: String) -> Substring?? {
    guard let start = text.scalarRange(of: "://") else { return nil }
    let rest = text[start.upperBound...]
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = rest[..<end]
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      authority = authority[authority.index(after: close)...]
      guard !authority.isEmpty else { return .some(nil) }
      guard authority.first == ":" else { return nil }
      return .some(authority.dropFirst())
    }
    guard let colon = authority.lastIndex(of: ":") else { return .some(nil) }
    return .some(authority[authority.index(after: colon)...])
  }
}
