import FoundationEssentials
import SystemSupport

/// Points absolute URLs of a recorded origin at the stub server instead, so that a client
/// following a `Link` or `Location` header comes back to the stub rather than to GitHub.
///
/// Only whole origins are replaced: `https://api.github.com.example` and
/// `https://api.github.com:8443` are other origins and stay as they are.
struct OriginRewriter {
  /// Every spelling of the recorded origin, longest first (with and without the default port).
  private let spellings: [[UInt8]]
  private let replacement: [UInt8]

  /// `nil` when `scope` is not of the form `scheme://host[:port]`.
  init?(scope: String, replacement: String) {
    var origin = scope.lowercased()
    while origin.hasSuffix("/") { origin.removeLast() }
    guard let separator = origin.scalarRange(of: "://") else { return nil }
    let scheme = String(origin[..<separator.lowerBound])
    let authority = String(origin[separator.upperBound...])
    guard !scheme.isEmpty, !authority.isEmpty, !authority.contains("/") else { return nil }
    let defaultPort: String? =
      switch scheme {
      case "https": "443"
      case "http": "80"
      default: nil
      }
    var host = authority
    var port: String?
    if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
      host = String(authority[..<colon])
      port = String(authority[authority.index(after: colon)...])
    }
    var spellings: [String] = []
    switch (port, defaultPort) {
    case (let port?, let defaultPort?) where port == defaultPort:
      spellings = ["\(scheme)://\(host):\(port)", "\(scheme)://\(host)"]
    case (let port?, _):
      spellings = ["\(scheme)://\(host):\(port)"]
    case (nil, let defaultPort?):
      spellings = ["\(scheme)://\(host):\(defaultPort)", "\(scheme)://\(host)"]
    case (nil, nil):
      spellings = ["\(scheme)://\(host)"]
    }
    self.spellings = spellings.map { Array($0.utf8) }
    self.replacement = Array(replacement.utf8)
  }

  /// `value` with every absolute URL of the recorded origin moved to the replacement origin.
  func rewrite(_ value: String) -> String {
    let source = Array(value.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(source.count)
    var index = 0
    scanning: while index < source.count {
      for spelling in spellings where matches(spelling, in: source, at: index) {
        let end = index + spelling.count
        if end == source.count || !Self.continuesAuthority(source[end]) {
          output += replacement
          index = end
          continue scanning
        }
      }
      output.append(source[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private func matches(_ spelling: [UInt8], in source: [UInt8], at index: Int) -> Bool {
    guard index + spelling.count <= source.count else { return false }
    for offset in 0..<spelling.count
    where Self.lowercased(source[index + offset]) != spelling[offset] {
      return false
    }
    return true
  }

  /// Whether `byte` could still belong to a host or port, so that the origin did not end there.
  private static func continuesAuthority(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "@"):
      true
    default:
      false
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
