import CNcurses
import TerminalUI

/// Maps styles to curses attributes and colour pairs, allocating pairs on first use. Colours
/// are off when `NO_COLOR` is set or the terminal has none; attributes always apply, so
/// selection stays visible in monochrome. Italics fall back to underline on terminals without
/// them, so emphasis still shows.
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

  /// Starts colour on the current screen when wanted and available.
  init(wantsColor: Bool) {
    italic = triage_has_italic() != 0 ? triage_a_italic() : triage_a_underline()
    if wantsColor, has_colors() {
      start_color()
      use_default_colors()
      colorsEnabled = true
      pairLimit = min(triage_color_pairs(), 32767)
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

  private mutating func pair(for style: Style) -> Int16 {
    guard colorsEnabled else { return 0 }
    let key = PairKey(
      foreground: usable(style.foreground.index), background: usable(style.background.index))
    if key.foreground < 0, key.background < 0 { return 0 }
    if let pair = pairs[key] { return pair }
    guard nextPair < pairLimit else { return 0 }
    let pair = Int16(nextPair)
    nextPair += 1
    init_pair(pair, key.foreground, key.background)
    pairs[key] = pair
    return pair
  }

  /// Colours the terminal lacks fall back to its default rather than failing.
  private func usable(_ index: Int16) -> Int16 {
    index < colorLimit ? index : -1
  }
}
