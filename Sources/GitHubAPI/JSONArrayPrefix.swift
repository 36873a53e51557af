/// The first elements of a JSON array, found by one pass over its bytes without parsing them:
/// the decoder parses a whole document into a map before it decodes a value, so a 10 MB page
/// of 350,000 tiny rows would be mapped whole even though only `GitHubClient.pageItemLimit` of
/// its rows are kept.
enum JSONArrayPrefix {
  /// `bytes` cut after the first `limit` elements of the array they hold, and closed; `nil`
  /// when they don't hold an array, or one of at most `limit` elements (it is then decoded as
  /// it is, and whatever is wrong with it is the decoder's to say).
  static func cut(_ bytes: [UInt8], after limit: Int) -> [UInt8]? {
    guard limit > 0,
      let open = bytes.firstIndex(where: { !isWhitespace($0) }), bytes[open] == UInt8(ascii: "[")
    else { return nil }
    var depth = 0
    var inString = false
    var escaped = false
    var elements = 0
    for index in open..<bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth <= 0 { return nil }
      case UInt8(ascii: ",") where depth == 1:
        // Each comma at the array's own level ends one element.
        elements += 1
        if elements == limit { return Array(bytes[..<index]) + [UInt8(ascii: "]")] }
      default:
        continue
      }
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }
}
