import CNcurses
import TerminalUI

/// Maps styles to curses attributes and colour pairs, allocating pairs on first use. Colours
/// are off when `NO_COLOR` is set or the terminal has none; attributes always apply, so
/// selection stays visible in monochrome. Italics fall back to underline on terminals without
/// them, so emphasis still shows.
///
/// Styles carry xterm-256 colours (label colours). A terminal with fewer colours gets the
/// nearest of its own (`Color.fallback`). Pairs are bounded by `COLOR_PAIRS`: once all are
/// taken, a new combination is drawn with the pair of its nearest basic colours if that one
/// exists, else in the default colours; nothing fails and nothing is evicted, so a pair's
/// meaning never changes under cells already on screen.
struct CursesPalette {
  private let colorsEnabled: Bool
  private var pairs: [PairKey: Int16] = [:]
  private var nextPair: Int32 = 1
  private let pairLimit: Int32
  private let colorLimit: Int16
  /// The attribute `.italic` maps to: italics where terminfo has them, else underline.
  private let italic: attr_t

  private struct PairKey: Hashable {
    let foreground: Int16
    let background: Int16
  }

  /// Starts colour on the current screen when wanted and available. `pairLimit` lowers the
  /// number of pairs used, for tests of running out.
  init(wantsColor: Bool, pairLimit limit: Int32? = nil) {
    italic = triage_has_italic() != 0 ? triage_a_italic() : triage_a_underline()
    if wantsColor, has_colors() {
      start_color()
      use_default_colors()
      colorsEnabled = true
      pairLimit = min(triage_color_pairs(), 32767, limit ?? .max)
      colorLimit = Int16(clamping: triage_colors())
    } else {
      colorsEnabled = false
      pairLimit = 0
      colorLimit = 0
    }
  }

  mutating func apply(_ style: Style) {
    var attributes = triage_a_normal()
    if style.attributes.contains(.bold) { attributes |= triage_a_bold() }
    if style.attributes.contains(.dim) { attributes |= triage_a_dim() }
    if style.attributes.contains(.reverse) { attributes |= triage_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= triage_a_underline() }
    if style.attributes.contains(.italic) { attributes |= italic }
    wattr_set(triage_stdscr(), attributes, pair(for: style), nil)
  }

  /// Pairs allocated so far, for tests.
  var allocatedPairCount: Int { pairs.count }

  mutating func pair(for style: Style) -> Int16 {
    guard colorsEnabled else { return 0 }
    let key = PairKey(
      foreground: usable(style.foreground), background: usable(style.background))
    if key.foreground < 0, key.background < 0 { return 0 }
    if let pair = pairs[key] { return pair }
    guard nextPair < pairLimit else {
      // Out of pairs: the nearest basic colours' pair, if one was made.
      let basic = PairKey(
        foreground: basicIndex(key.foreground), background: basicIndex(key.background))
      return pairs[basic] ?? 0
    }
    let pair = Int16(nextPair)
    nextPair += 1
    init_pair(pair, key.foreground, key.background)
    pairs[key] = pair
    return pair
  }

  /// Colours the terminal lacks become the nearest it has.
  private func usable(_ color: Color) -> Int16 {
    color.index < colorLimit ? color.index : color.fallback(toColorCount: Int(colorLimit)).index
  }

  private func basicIndex(_ index: Int16) -> Int16 {
    Color(index: index).fallback(toColorCount: min(8, Int(colorLimit))).index
  }
}
