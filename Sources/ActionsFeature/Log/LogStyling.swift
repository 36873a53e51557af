import IssueDomain
import TerminalUI

/// How a log line's text is drawn: its SGR colours as styles, everything else a terminal would
/// obey removed or made inert.
public enum LogStyling {
  /// `text` as styled spans: SGR sequences (ESC [ … m) become styles laid over `base`
  /// (0 resets to base; 1 bold, 2 dim, 3 italic, 4 underline, 7 reverse, 22 23 24 27 undo them;
  /// 30–37 / 90–97 foreground and 40–47 / 100–107 background through `palette`, 16 entries,
  /// index 0–15; 39 / 49 back to base's colour; 38;5;n and 48;5;n as `Color(index: n)`;
  /// 38;2;r;g;b and 48;2;… as the nearest xterm-256 colour; unknown params ignored).
  ///
  /// Every other escape sequence — CSI with another final byte, OSC (ESC ] … BEL or ESC \),
  /// DCS / SOS / PM / APC (ESC P, X, ^, _ … ESC \), lone ESC + one char, and the 8-bit C1 forms
  /// (U+009B CSI, U+009D OSC, U+0090 DCS …) — is removed whole (bounded: an unterminated string
  /// sequence ends at the end of the text); what remains is passed through
  /// `UntrustedText.sanitized(_:multiline: false)` so any other control, C1 or bidi scalar is
  /// visible and inert. Adjacent spans of one style are merged; no span is empty. At most 32
  /// params are read per sequence, each clamped.
  public static func spans(_ text: String, base: Style, palette: [Color]) -> [LogSpan] {
    guard LogEscapeScanner.hasSequence(text) else {
      let clean = UntrustedText.sanitized(text, multiline: false)
      return clean.isEmpty ? [] : [LogSpan(text: clean, style: base)]
    }
    var raw: [LogSpan] = []
    var style = base
    LogEscapeScanner(text).scan(
      text: { run in
        if let last = raw.indices.last, raw[last].style == style {
          raw[last].text.unicodeScalars.append(contentsOf: run)
        } else {
          raw.append(LogSpan(text: String(String.UnicodeScalarView(run)), style: style))
        }
      },
      sgr: { style = applying($0, to: style, base: base, palette: palette) })
    // Sanitising may empty a span (it drops bidi marks), so merging is done again after it.
    var spans: [LogSpan] = []
    for span in raw {
      let clean = UntrustedText.sanitized(span.text, multiline: false)
      guard !clean.isEmpty else { continue }
      if let last = spans.indices.last, spans[last].style == span.style {
        spans[last].text += clean
      } else {
        spans.append(LogSpan(text: clean, style: span.style))
      }
    }
    return spans
  }

  /// The text with every sequence removed and made inert, as `spans` would draw it, unstyled
  /// (for search and the pager).
  public static func plainText(_ text: String) -> String {
    guard LogEscapeScanner.hasSequence(text) else {
      return UntrustedText.sanitized(text, multiline: false)
    }
    var kept = String.UnicodeScalarView()
    LogEscapeScanner(text).scan(text: { kept.append(contentsOf: $0) }, sgr: { _ in })
    return UntrustedText.sanitized(String(kept), multiline: false)
  }

  /// The 16 ANSI colours as themselves (`Color(index: 0…15)`).
  public static let standardPalette: [Color] = (0..<16).map { Color(index: Int16($0)) }

  /// `style` with one SGR sequence's parameters applied, over `base`.
  static func applying(
    _ parameters: LogEscapeScanner.Parameters, to style: Style, base: Style, palette: [Color]
  ) -> Style {
    var style = style
    var field = 0
    while field < parameters.count {
      let values = parameters[field]
      field += 1
      let code = values.first ?? 0
      switch code {
      case 0:
        style = base
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes = restoring([.bold, .dim], in: style.attributes, from: base)
      case 23: style.attributes = restoring(.italic, in: style.attributes, from: base)
      case 24: style.attributes = restoring(.underline, in: style.attributes, from: base)
      case 27: style.attributes = restoring(.reverse, in: style.attributes, from: base)
      case 30...37: style.foreground = paletteColor(code - 30, palette)
      case 90...97: style.foreground = paletteColor(code - 90 + 8, palette)
      case 40...47: style.background = paletteColor(code - 40, palette)
      case 100...107: style.background = paletteColor(code - 100 + 8, palette)
      case 39: style.foreground = base.foreground
      case 49: style.background = base.background
      case 38, 48:
        let color: Color?
        if values.count > 1 {
          // The colon form keeps the colour in the field: 38:5:n, 38:2:r:g:b or 38:2:id:r:g:b.
          color = extendedColor(Array(values.dropFirst()), colonForm: true)
        } else {
          // The semicolon form spends the following fields: 38;5;n or 38;2;r;g;b.
          let following = parameters[field...].map { $0.first ?? 0 }
          let mode = following.first
          let used = mode == 5 ? 2 : mode == 2 ? 4 : 1
          color = extendedColor(Array(following.prefix(used)), colonForm: false)
          field += min(used, following.count)
        }
        if let color {
          if code == 38 { style.foreground = color } else { style.background = color }
        }
      default:
        break
      }
    }
    return style
  }

  /// `attributes` with `removed` set back to what `base` has of them.
  private static func restoring(
    _ removed: Style.Attributes, in attributes: Style.Attributes, from base: Style
  ) -> Style.Attributes {
    attributes.subtracting(removed).union(base.attributes.intersection(removed))
  }

  /// Entry `index` of the palette, or the ANSI colour itself when the palette is short.
  private static func paletteColor(_ index: Int, _ palette: [Color]) -> Color {
    palette.indices.contains(index) ? palette[index] : Color(index: Int16(index))
  }

  /// The colour of an extended colour's values after 38 or 48: `[5, n]` or `[2, r, g, b]`
  /// (with a colour space id before r in the colon form when it has one); `nil` when malformed.
  private static func extendedColor(_ values: [Int], colonForm: Bool) -> Color? {
    switch values.first {
    case 5:
      guard values.count >= 2, (0...255).contains(values[1]) else { return nil }
      return Color(index: Int16(values[1]))
    case 2:
      let channels = colonForm && values.count >= 5 ? values[2...4] : values.dropFirst().prefix(3)
      guard channels.count == 3 else { return nil }
      let rgb = channels.map { min(255, $0) }
      return Color(index: nearestXterm256(red: rgb[0], green: rgb[1], blue: rgb[2]))
    default:
      return nil
    }
  }

  /// The xterm-256 colour nearest to an RGB one: the closer of the nearest in the 6×6×6 cube
  /// (16–231) and the nearest grey (232–255), by squared distance.
  static func nearestXterm256(red: Int, green: Int, blue: Int) -> Int16 {
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ channel: Int) -> Int {
      channel < 48 ? 0 : channel < 115 ? 1 : min(5, (channel - 35) / 40)
    }
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = distance(levels[r], levels[g], levels[b])
    let average = (red + green + blue) / 3
    let grey = max(0, min(23, (average - 3) / 10))
    let greyLevel = 8 + 10 * grey
    let greyDistance = distance(greyLevel, greyLevel, greyLevel)
    return Int16(greyDistance < cubeDistance ? 232 + grey : cube)
  }
}
