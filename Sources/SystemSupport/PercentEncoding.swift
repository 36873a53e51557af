/// Percent-encoding as Foundation's `addingPercentEncoding(withAllowedCharacters:)` did it:
/// each UTF-8 byte outside the allowed ASCII set as `%XX`, upper-case.
public enum PercentEncoding {
  /// `text` with every byte `isAllowed` refuses encoded; bytes past ASCII are always encoded.
  public static func encoded(_ text: some StringProtocol, allowing isAllowed: (UInt8) -> Bool)
    -> String
  {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte < 0x80, isAllowed(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ASCII letters and digits: `.alphanumerics`, for a value in a query.
  public static func alphanumerics(_ byte: UInt8) -> Bool {
    ScalarClass.isASCIIAlphanumeric(Unicode.Scalar(byte))
  }

  /// `.urlPathAllowed` without `/`, for one segment of a path.
  public static func pathSegment(_ byte: UInt8) -> Bool {
    alphanumerics(byte) || "!$&'()*+,-.:=@_~".utf8.contains(byte)
  }
}
