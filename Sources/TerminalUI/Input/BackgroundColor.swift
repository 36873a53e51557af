/// The terminal's background colour, as it answers xterm's OSC 11 question (`ESC ] 11 ; ?`): the
/// `auto` theme picks light or dark by it. The answer is untrusted input like any other, read
/// from the same bytes as keys: it is parsed strictly and within a bound, and anything else is
/// not a colour.
public enum BackgroundColor {
  /// The question, ended by ST (`ESC \`), which every terminal that knows OSC 11 accepts.
  public static let query: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)

  /// The longest answer body read; xterm's is 25 bytes (`11;rgb:ffff/ffff/ffff`).
  public static let maximumLength = 64

  /// The colour in the body of an OSC answer (what comes between `ESC ]` and its terminator):
  /// `11;rgb:R/G/B`, each component 1 to 4 hex digits as X11 writes colours (`rgba:` with a
  /// fourth, ignored, as some terminals send); `nil` for anything else.
  public static func parse(_ body: [UInt8]) -> Xterm256.RGB? {
    guard body.count <= maximumLength else { return nil }
    let text = String(decoding: body, as: UTF8.self)
    let parts = text.split(separator: ";", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "11" else { return nil }
    let value = parts[1]
    let components: [Substring]
    if value.hasPrefix("rgb:") {
      components = value.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
      guard components.count == 3 else { return nil }
    } else if value.hasPrefix("rgba:") {
      components = value.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
      guard components.count == 4 else { return nil }
    } else {
      return nil
    }
    guard let red = channel(components[0]), let green = channel(components[1]),
      let blue = channel(components[2])
    else { return nil }
    return Xterm256.RGB(red: red, green: green, blue: blue)
  }

  /// Whether text meant for a light background reads better on `color`: its luminance is above
  /// the point where black text contrasts more with it than white text does.
  public static func isLight(_ color: Xterm256.RGB) -> Bool {
    let black = Xterm256.RGB(red: 0, green: 0, blue: 0)
    let white = Xterm256.RGB(red: 255, green: 255, blue: 255)
    return Xterm256.contrastRatio(color, black) > Xterm256.contrastRatio(color, white)
  }

  /// One component scaled to 8 bits: `f` is 15/15, `ff` 255/255, `ffff` 65535/65535.
  private static func channel(_ digits: Substring) -> UInt8? {
    guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let maximum = (UInt32(1) << (4 * UInt32(digits.count))) - 1
    return UInt8((value * 255 + maximum / 2) / maximum)
  }
}
