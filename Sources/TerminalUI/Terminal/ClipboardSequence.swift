/// The OSC 52 "set clipboard" control sequence: `ESC ] 52 ; c ; BASE64 BEL`. Base64 makes any
/// text inert on the wire (no byte of it can end the sequence or start another), and the cap
/// keeps one copy well under what terminals accept (xterm's default is about 74 KB).
public enum ClipboardSequence {
  /// The longest text copied, in UTF-8 bytes; longer text is refused rather than cut.
  public static let maximumBytes = 8192

  /// The bytes to write, or nil when `text` is too long to copy.
  public static func bytes(for text: String) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    guard utf8.count <= maximumBytes else { return nil }
    return Array("\u{1B}]52;c;".utf8) + base64(utf8) + [0x07]
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Standard base64 with padding (RFC 4648 §4), as OSC 52 expects.
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let b0 = Int(chunk[chunk.startIndex])
      let b1 = chunk.count > 1 ? Int(chunk[chunk.startIndex + 1]) : 0
      let b2 = chunk.count > 2 ? Int(chunk[chunk.startIndex + 2]) : 0
      output.append(alphabet[b0 >> 2])
      output.append(alphabet[((b0 & 0x03) << 4) | (b1 >> 4)])
      output.append(chunk.count > 1 ? alphabet[((b1 & 0x0F) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
      output.append(chunk.count > 2 ? alphabet[b2 & 0x3F] : UInt8(ascii: "="))
      index += 3
    }
    return output
  }
}
