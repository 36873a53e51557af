/// A request target (path and query) reduced to what matching cares about: the decoded path and
/// the query parameters as a sorted list, so that `?a=1&b=2` matches `?b=2&a=1`.
struct RequestTarget: Equatable {
  let path: String
  let query: [QueryItem]

  /// One `name=value` pair; `+` and percent escapes are decoded before comparing.
  struct QueryItem: Equatable, Comparable {
    let name: String
    let value: String?

    static func < (lhs: QueryItem, rhs: QueryItem) -> Bool {
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      return (lhs.value ?? "") < (rhs.value ?? "")
    }
  }

  init(_ target: String) {
    let withoutFragment =
      target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? ""
    let parts = withoutFragment.split(
      separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    path = Self.decode(parts.first.map(String.init) ?? "", plusIsSpace: false)
    guard parts.count > 1 else {
      query = []
      return
    }
    query = parts[1].split(separator: "&").map { pair in
      let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = Self.decode(String(halves[0]), plusIsSpace: true)
      let value = halves.count > 1 ? Self.decode(String(halves[1]), plusIsSpace: true) : nil
      return QueryItem(name: name, value: value)
    }.sorted()
  }

  /// Percent-decodes `text`; a malformed escape is kept as written rather than rejected, since a
  /// stub should match what it is given, not validate it.
  private static func decode(_ text: String, plusIsSpace: Bool) -> String {
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "%"), index + 2 < source.count,
        let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
