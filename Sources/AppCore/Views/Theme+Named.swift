import TerminalUI

/// The built-in themes. `dark` is the standard one, made for the light-on-dark terminals most
/// people run; `light` trades the pale colours (yellow, cyan, bright black) that vanish on a
/// white background for darker ones of the 256-colour cube; `high-contrast` drops dim text and
/// draws every coloured role bold, in the eight base colours every terminal has.
public enum ThemeName: String, CaseIterable, Sendable {
  case auto
  case dark
  case light
  case highContrast = "high-contrast"

  /// The names the config file and `TRIAGE_THEME` take, for messages.
  public static var accepted: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension Theme {
  /// The theme `name` names; `auto` is resolved first (`ThemeChoice`), and here means `dark`.
  public static func named(_ name: ThemeName) -> Theme {
    switch name {
    case .auto, .dark: .standard
    case .light: .light
    case .highContrast: .highContrast
    }
  }

  /// For a light background: dark blue, green, magenta and brown where the dark theme has
  /// cyan, yellow and bright black.
  public static let light: Theme = {
    let blue = Color(index: 25)
    let green = Color(index: 28)
    let brown = Color(index: 130)
    let red = Color(index: 160)
    let magenta = Color(index: 90)
    let grey = Color(index: 242)
    var theme = Theme()
    theme.breadcrumb = Style(foreground: blue)
    theme.spinner = Style(foreground: blue)
    theme.number = Style(foreground: brown)
    theme.label = Style(foreground: magenta)
    theme.assignee = Style(foreground: blue)
    theme.meta = Style(foreground: grey)
    theme.footerText = Style(foreground: grey)
    theme.code = Style(foreground: green)
    theme.commentAuthor = Style(foreground: blue, attributes: .bold)
    theme.badge = Style(foreground: brown, attributes: .bold)
    theme.status = Style(foreground: red, attributes: .bold)
    theme.pullRequestOpen = Style(foreground: green)
    theme.merged = Style(foreground: magenta)
    theme.pullRequestClosed = Style(foreground: red)
    theme.diffAdded = Style(foreground: green)
    theme.diffRemoved = Style(foreground: red)
    theme.diffHunk = Style(foreground: blue)
    theme.panes.placeholder = Style(foreground: Color(index: 250))
    theme.panes.message = Style(foreground: grey)
    theme.panes.hint = Style(foreground: grey)
    theme.panes.spinner = Style(foreground: blue)
    theme.panes.error = Style(foreground: red, attributes: .bold)
    theme.panes.banner = Style(foreground: red, attributes: [.bold, .reverse])
    theme.alert.border = Style(foreground: grey)
    return theme
  }()

  /// Nothing dim, every coloured role bold, the selection bold as well as reversed.
  public static let highContrast: Theme = {
    var theme = Theme()
    theme.breadcrumb = Style(foreground: .cyan, attributes: .bold)
    theme.spinner = Style(foreground: .cyan, attributes: .bold)
    theme.number = Style(foreground: .yellow, attributes: .bold)
    theme.label = Style(foreground: .magenta, attributes: .bold)
    theme.assignee = Style(foreground: .cyan, attributes: .bold)
    theme.meta = Style.plain
    theme.footerText = Style.plain
    theme.code = Style(foreground: .green, attributes: .bold)
    theme.pullRequestOpen = Style(foreground: .green, attributes: .bold)
    theme.merged = Style(foreground: .magenta, attributes: .bold)
    theme.pullRequestClosed = Style(foreground: .red, attributes: .bold)
    theme.diffAdded = Style(foreground: .green, attributes: .bold)
    theme.diffRemoved = Style(foreground: .red, attributes: .bold)
    theme.diffHunk = Style(foreground: .cyan, attributes: .bold)
    theme.panes.placeholder = Style(foreground: .white)
    theme.panes.selection = [.reverse, .bold]
    theme.panes.message = Style.plain
    theme.panes.hint = Style.plain
    theme.panes.spinner = Style(foreground: .cyan, attributes: .bold)
    theme.alert.border = Style(foreground: .white, attributes: .bold)
    return theme
  }()
}
