import ErrorHandling
import TerminalUI

/// What a key means on the screen it was pressed on. Each screen's bindings come from one
/// table, so the footer, the help overlay and the behaviour can never disagree.
public enum Command: Equatable, Sendable {
  case moveUp, moveDown, pageUp, pageDown, top, bottom
  case open, back, refresh, quit, suspend, help
  case scroll(Int)
  /// Repositories: type an owner/name to open.
  case goTo
  /// Issues: open → closed → all.
  case cycleStateFilter
  /// Issues: show or hide pull requests.
  case togglePullRequests
  /// Issue: open it in the browser.
  case openInBrowser
  /// Issue: copy its URL to the clipboard (OSC 52).
  case copyURL
  /// Ask to sign out.
  case signOut
  /// Sign-in: move to the other field.
  case nextField
  /// Demo: the network goes away or comes back.
  case toggleOffline
  /// Demo: arm the next fault, or make the next first page empty.
  case cycleFault, emptyNextLoad

  /// Rows one wheel notch scrolls.
  static let wheelStep = 3
}

/// One row of a screen's key table.
public struct KeyBinding: Equatable, Sendable {
  public let keys: [Key]
  public let command: Command
  /// How the help overlay names the keys, e.g. "↑ ↓ k j".
  public let label: String
  public let description: LocalizedText
  /// The short key name shown in the footer; `nil` for bindings listed only in the help.
  public let footer: String?
  /// The footer's word for it, shorter than the help's description.
  public let footerText: LocalizedText

  init(
    _ keys: [Key], _ command: Command, _ label: String, _ description: LocalizedText,
    footer: String? = nil, short: LocalizedText? = nil
  ) {
    self.keys = keys
    self.command = command
    self.label = label
    self.description = description
    self.footer = footer
    self.footerText = short ?? description
  }
}

/// The key tables of DESIGN §5, per screen.
public enum Keymap {
  /// What decides which bindings a screen offers.
  public struct Context: Equatable, Sendable {
    public var canGoBack: Bool
    public var isDemo: Bool

    public init(canGoBack: Bool, isDemo: Bool) {
      self.canGoBack = canGoBack
      self.isDemo = isDemo
    }
  }

  /// The bindings of `screen`, in the order the help lists them.
  public static func bindings(for screen: Screen, _ context: Context) -> [KeyBinding] {
    var table: [KeyBinding]
    switch screen {
    case .repositories:
      table = listMoves + [open, goTo] + back(context) + [refresh, help, signOut, quit, suspend]
    case .issues:
      table =
        listMoves + [open, stateFilter, pullRequests] + back(context)
        + [refresh, help, signOut, quit, suspend]
    case .issue:
      table = scrolls + back(context) + [openInBrowser, copyURL, refresh, help, quit, suspend]
    case .signIn:
      // Letters type into the fields here, so the demo's offline switch needs Ctrl: without it
      // a demo signed out while offline could never get back online.
      return [
        KeyBinding([.tab, .backTab], .nextField, "Tab", .nextField, footer: "Tab"),
        KeyBinding([.enter], .open, "Enter", .signInAction, footer: "Enter"),
        KeyBinding([.function(1)], .help, "F1", .help, footer: "F1"),
        KeyBinding([.ctrl("c")], .quit, "Ctrl-C", .quit, footer: "Ctrl-C"),
        KeyBinding([.ctrl("z")], .suspend, "Ctrl-Z", .suspend),
      ] + (context.isDemo ? [signInOffline] : [])
    }
    if context.isDemo { table += demo }
    return table
  }

  /// The command `event` means on `screen`, if any. The wheel scrolls wherever rows move.
  public static func command(
    for event: InputEvent, on screen: Screen, _ context: Context
  ) -> Command? {
    switch event {
    case .key(let key):
      return bindings(for: screen, context).first { $0.keys.contains(key) }?.command
    case .mouse(let mouse):
      if case .signIn = screen { return nil }
      return .scroll(mouse.kind == .wheelUp ? -Command.wheelStep : Command.wheelStep)
    case .resize, .paste:
      return nil
    }
  }

  private static let listMoves = [
    KeyBinding(
      [.up, .down, .character("k"), .character("j")], .moveDown, "↑ ↓ k j", .move, footer: "↑↓"),
    KeyBinding([.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], .pageDown, "PgUp PgDn ^u ^d", .page),
    KeyBinding(
      [.home, .end, .character("g"), .character("G")], .bottom, "Home End g G", .topBottom),
  ].flatMap(split)

  private static let scrolls = [
    KeyBinding(
      [.up, .down, .character("k"), .character("j")], .moveDown, "↑ ↓ k j", .scroll, footer: "↑↓"),
    KeyBinding([.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], .pageDown, "PgUp PgDn ^u ^d", .page),
    KeyBinding(
      [.home, .end, .character("g"), .character("G")], .bottom, "Home End g G", .topBottom),
  ].flatMap(split)

  /// Expands a paired row (up/down, page up/down, top/bottom) into one binding per direction,
  /// keeping the pair's label on the first so the help shows one line for both.
  private static func split(_ pair: KeyBinding) -> [KeyBinding] {
    let (backward, forward): (Command, Command) =
      switch pair.command {
      case .moveDown: (.moveUp, .moveDown)
      case .pageDown: (.pageUp, .pageDown)
      default: (.top, .bottom)
      }
    let keys = pair.keys
    let backwardKeys = [keys[0], keys[2]]
    let forwardKeys = [keys[1], keys[3]]
    return [
      KeyBinding(backwardKeys, backward, pair.label, pair.description, footer: pair.footer),
      KeyBinding(forwardKeys, forward, "", pair.description),
    ]
  }

  private static let open = KeyBinding(
    [.enter, .right, .character("l")], .open, "Enter → l", .open, footer: "Enter")
  private static let goTo = KeyBinding(
    [.character("/")], .goTo, "/", .goToOwnerName, footer: "/", short: .goTo)
  private static let stateFilter = KeyBinding(
    [.character("s")], .cycleStateFilter, "s", .cycleState, footer: "s", short: .state)
  private static let pullRequests = KeyBinding(
    [.character("p")], .togglePullRequests, "p", .togglePullRequests, footer: "p",
    short: .pullRequestsShort)
  private static let openInBrowser = KeyBinding(
    [.character("o")], .openInBrowser, "o", .openInBrowser, footer: "o", short: .browser)
  private static let copyURL = KeyBinding(
    [.character("y")], .copyURL, "y", .copyLink, footer: "y", short: .copyLinkShort)
  private static let refresh = KeyBinding([.character("r")], .refresh, "r", .refresh, footer: "r")
  private static let help = KeyBinding(
    [.character("?"), .function(1)], .help, "? F1", .thisHelp, footer: "?", short: .help)
  private static let signOut = KeyBinding([.character("X")], .signOut, "X", .signOut)
  private static let quit = KeyBinding(
    [.character("q"), .ctrl("c")], .quit, "q Ctrl-C", .quit, footer: "q")
  private static let suspend = KeyBinding([.ctrl("z")], .suspend, "Ctrl-Z", .suspend)

  private static func back(_ context: Context) -> [KeyBinding] {
    guard context.canGoBack else { return [] }
    return [
      KeyBinding(
        [.escape, .left, .character("h"), .backspace], .back, "Esc ← h Bksp", .back,
        footer: "Esc")
    ]
  }

  private static let signInOffline = KeyBinding(
    [.ctrl("o")], .toggleOffline, "Ctrl-O", .demoToggleOffline)

  private static let demo = [
    KeyBinding(
      [.character("O")], .toggleOffline, "O", .demoToggleOffline, footer: "O",
      short: .offlineShort),
    KeyBinding([.character("f")], .cycleFault, "f", .demoNextFails),
    KeyBinding([.character("e")], .emptyNextLoad, "e", .demoNextEmpty),
  ]
}
