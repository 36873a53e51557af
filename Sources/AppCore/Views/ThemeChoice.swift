/// Which theme runs: `TRIAGE_THEME` first (tmux and SSH often report the background wrongly,
/// so the person's word wins), then the config file's `theme:`, then `auto`. `auto` starts from
/// `COLORFGBG` (`15;0`: light text on black), which rxvt, Konsole and others set, and is `dark`
/// when nothing says; it then asks the terminal itself (OSC 11, `followsBackground`), whose
/// answer, if it comes soon after the first frame, decides.
public struct ThemeChoice: Equatable, Sendable {
  public var name: ThemeName
  /// Why a value was not used: an unknown `TRIAGE_THEME`, said like a config problem.
  public var problem: String?
  /// Whether the theme is `auto`: the terminal's own answer may change it.
  public var followsBackground: Bool

  public init(environment: [String: String], configured: ThemeName?) {
    problem = nil
    var asked = configured ?? .auto
    if let value = environment["TRIAGE_THEME"], !value.isEmpty {
      if let named = ThemeName(rawValue: value.lowercased()) {
        asked = named
      } else {
        problem =
          "TRIAGE_THEME: “\(value.prefix(40))” is not a theme (\(ThemeName.accepted)); using \(asked.rawValue)"
      }
    }
    followsBackground = asked == .auto
    name = asked == .auto ? Self.background(environment["COLORFGBG"]) : asked
  }

  /// `COLORFGBG`'s last field is the background's colour number: 7 (white) and 15 (bright
  /// white) are light, 0–6 and 8 dark; anything else says nothing.
  public static func background(_ value: String?) -> ThemeName {
    guard let last = value?.split(separator: ";").last, let colour = Int(last) else {
      return .dark
    }
    return colour == 7 || colour == 15 ? .light : .dark
  }
}
