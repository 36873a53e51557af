#if canImport(Glibc)
  import Glibc  // pow, for WCAG's luminance; libm only, no Foundation
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// GitHub's label colours on a 256-colour terminal: the nearest xterm colour, and a foreground
/// that stays readable on it.
///
/// Only the 6×6×6 cube (16…231) and the grey ramp (232…255) are candidates: their values are the
/// same in every xterm-compatible terminal, while 0…15 follow the user's theme and could turn a
/// red label blue. Distance is the "redmean" weighted RGB distance, a cheap approximation of
/// perceived difference that weights green most and red or blue by how red the pair is; it
/// picks the ramp for greys, which the cube's six levels would band. The foreground is cube
/// black (16) or cube white (231), whichever contrasts more with the colour actually shown:
/// one of the two always reaches WCAG's 4.5 (the worse case is √21 ≈ 4.58, at mid luminance).
/// Pure and allocation-free, so a row can call it while drawing.
public enum Xterm256 {
  /// An 8-bit sRGB colour.
  public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  /// A label's colour pair, as xterm colour numbers.
  public struct LabelColors: Hashable, Sendable {
    /// The nearest 256-colour to the label's own (16…255).
    public let background: UInt8
    /// Black (16) or white (231), whichever is more readable on `background`.
    public let foreground: UInt8
  }

  /// The cube's channel levels.
  private static let levels: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
    0, 95, 135, 175, 215, 255
  )
  /// Cube black and cube white, the same in every terminal (unlike 0 and 15).
  public static let black: UInt8 = 16
  public static let white: UInt8 = 231

  /// The colour in GitHub's form, six hex digits with an optional `#`; nil for anything else
  /// (it comes from the server, so a wrong length, a sign or a non-hex character is refused).
  public static func rgb(hex: String) -> RGB? {
    var digits = hex.utf8[...]
    if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
    guard digits.count == 6 else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      guard let nibble = hexValue(byte) else { return nil }
      value = value << 4 | UInt32(nibble)
    }
    return RGB(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// The colour xterm shows for `index`: the cube and ramp by formula, 0…15 xterm's defaults.
  public static func rgb(index: UInt8) -> RGB {
    switch index {
    case 16...231:
      let offset = Int(index) - 16
      return RGB(red: level(offset / 36), green: level(offset / 6 % 6), blue: level(offset % 6))
    case 232...255:
      let grey = UInt8(8 + (Int(index) - 232) * 10)
      return RGB(red: grey, green: grey, blue: grey)
    default:
      return systemColors[Int(index)]
    }
  }

  /// The nearest cube or ramp colour (16…255) to `color`; on a tie, the lower index.
  ///
  /// Only the cube levels either side of each channel can be nearest (moving a channel past them
  /// costs more than any change of weight saves), so 8 cube colours and the 24 greys are compared,
  /// not all 240; the tests check this against the exhaustive search.
  public static func nearest(_ color: RGB) -> UInt8 {
    var best: UInt8 = black
    var bestDistance = Int.max
    func consider(_ index: UInt8) {
      let distance = distanceSquared(color, rgb(index: index))
      if distance < bestDistance || (distance == bestDistance && index < best) {
        best = index
        bestDistance = distance
      }
    }
    for red in bracket(color.red) {
      for green in bracket(color.green) {
        for blue in bracket(color.blue) {
          consider(UInt8(16 + 36 * red + 6 * green + blue))
        }
      }
    }
    for index in UInt8(232)...UInt8(255) {
      consider(index)
    }
    return best
  }

  /// The cube levels around `channel`: the highest at or below it, and the next.
  private static func bracket(_ channel: UInt8) -> ClosedRange<Int> {
    let lower = channel < 95 ? 0 : min(5, (Int(channel) - 95) / 40 + 1)
    return lower...min(lower + 1, 5)
  }

  /// WCAG 2's contrast ratio between two colours, 1…21.
  public static func contrastRatio(_ first: RGB, _ second: RGB) -> Double {
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Black or white, whichever contrasts more with what `background` shows.
  public static func readableForeground(on background: UInt8) -> UInt8 {
    let shown = rgb(index: background)
    let onBlack = contrastRatio(shown, rgb(index: black))
    let onWhite = contrastRatio(shown, rgb(index: white))
    return onBlack >= onWhite ? black : white
  }

  /// The colours to draw a label in; nil when `hex` is not a valid colour, so the theme's own
  /// label style is used instead.
  public static func labelColors(hex: String) -> LabelColors? {
    guard let color = rgb(hex: hex) else { return nil }
    let background = nearest(color)
    return LabelColors(background: background, foreground: readableForeground(on: background))
  }

  /// The "redmean" distance, squared and scaled by 256 to stay in integers.
  private static func distanceSquared(_ a: RGB, _ b: RGB) -> Int {
    let meanRed = (Int(a.red) + Int(b.red)) / 2
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return (512 + meanRed) * red * red + 1024 * green * green + (767 - meanRed) * blue * blue
  }

  /// sRGB relative luminance, as WCAG 2 defines it.
  private static func luminance(_ color: RGB) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  private static func level(_ step: Int) -> UInt8 {
    switch step {
    case 0: levels.0
    case 1: levels.1
    case 2: levels.2
    case 3: levels.3
    case 4: levels.4
    default: levels.5
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// xterm's defaults for the 16 theme colours (terminals and themes differ; never chosen).
  private static let systemColors: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ].map { RGB(red: $0.0, green: $0.1, blue: $0.2) }
}
