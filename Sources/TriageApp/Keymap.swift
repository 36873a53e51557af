import ErrorHandling
import Localization
import TerminalUI

/// What a key means on the screen it was pressed on. Each screen's bindings come from one
/// table, so the footer, the help overlay and the behaviour can never disagree.
public enum Command: Equatable, Sendable {
  case moveUp, moveDown, pageUp, pageDown, top, bottom
  case open, back, refresh, quit, suspend, help
  case scroll(Int)
  /// `:` go to a repository, an issue or a URL.
  case goTo
  /// Issues: open → closed → all.
  case cycleStateFilter
  /// Issues: the next sort (updated, created, comments; descending, then ascending).
  case cycleSort
  /// Issues: open the query line.
  case search
  /// A line being edited: run it, give it up, or fill in the current query.
  case submit, cancel, recall
  /// Issues: issues or pull requests.
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

  /// Issue or a list's selected issue: open the comment composer.
  case comment
  /// Composer: hand the text to `$VISUAL` / `$EDITOR`.
  case openEditor

  /// Issue or a list's selected issue: close (asking why), reopen, edit labels or assignees.
  case closeIssue, reopenIssue, editLabels, editAssignees
  /// A write key pressed while that issue's last write is still pending: refused, said why.
  case writePending
  /// The write banner: re-send the failed change, or let it go.
  case retryWrite, dismissWrite

  /// Sections: the next or previous tab, or tab N (0-based).
  case nextSection, previousSection
  case section(Int)

  /// Rows one wheel notch scrolls.
  static let wheelStep = 3
}

/// One row of a screen's key table. Immutable, so it behaves as a value; a class so that copying
/// it retains one reference: screens rebuild their tables for every key and every frame, and as
/// a struct each copy retained all five of its references.
public final class KeyBinding: Hashable, Sendable {
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

  public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
    lhs === rhs
      || (lhs.keys == rhs.keys && lhs.command == rhs.command && lhs.label == rhs.label
        && lhs.description == rhs.description && lhs.footer == rhs.footer
        && lhs.footerText == rhs.footerText)
  }

  /// The label and the footer's name tell bindings apart well enough; equality checks the rest.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(footer)
  }
}

/// The bindings every screen shares (DESIGN §5); each screen composes its own table from
/// these and its own.
public enum Keymap {
  /// What decides which bindings a screen offers.
  public struct Context: Equatable, Sendable {
    public var canGoBack: Bool
    public var isDemo: Bool
    /// Whether the backend writes; the write keys appear only then.
    public var canWrite: Bool
    /// The writes in flight: an issue with one pending offers no write keys.
    public var writes: PendingWrites

    public init(
      canGoBack: Bool, isDemo: Bool, canWrite: Bool = false, writes: PendingWrites = PendingWrites()
    ) {
      self.canGoBack = canGoBack
      self.isDemo = isDemo
      self.canWrite = canWrite
      self.writes = writes
    }
  }

  /// The command `event` means on `screen`, if any. The wheel scrolls wherever rows move
  /// (everywhere but forms).
  public static func command(
    for event: InputEvent, on screen: AnyScreen, _ context: Context
  ) -> Command? {
    switch event {
    case .key(let key):
      return screen.bindings(context).first { $0.keys.contains(key) }?.command
    case .mouse(let mouse):
      if screen.takesText { return nil }
      return .scroll(mouse.kind == .wheelUp ? -Command.wheelStep : Command.wheelStep)
    case .resize, .paste:
      return nil
    }
  }

  /// The end of every screen's table: the demo's switches, when on the demo.
  static func demo(_ context: Context) -> [KeyBinding] { context.isDemo ? demoBindings : [] }

  /// Go to, refresh, help, sign-out, quit and suspend: the tail of every signed-in screen's
  /// table.
  static let common = [goTo, refresh, help, signOut, quit, suspend]

  /// In the help only: the footer's room goes to the screen's own keys.
  static let goTo = KeyBinding([.character(":")], .goTo, ":", .goToAnything)
  /// The same, named in the footer, where there is room for it.
  static let goToInFooter = KeyBinding(
    [.character(":")], .goTo, ":", .goToAnything, footer: ":", short: .goTo)

  static let listMoves = [
    KeyBinding(
      [.up, .down, .character("k"), .character("j")], .moveDown, "↑ ↓ k j", .move, footer: "↑↓"),
    KeyBinding([.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], .pageDown, "PgUp PgDn ^u ^d", .page),
    KeyBinding(
      [.home, .end, .character("g"), .character("G")], .bottom, "Home End g G", .topBottom),
  ].flatMap(split)

  static let scrolls = [
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

  static let open = KeyBinding(
    [.enter, .right, .character("l")], .open, "Enter → l", .open, footer: "Enter")
  static let refresh = KeyBinding([.character("r")], .refresh, "r", .refresh, footer: "r")
  static let help = KeyBinding(
    [.character("?"), .function(1)], .help, "? F1", .thisHelp, footer: "?", short: .help)
  /// No key: `:signout` in the go-to prompt, listed in the help, so it can't be hit by accident.
  static let signOut = KeyBinding([], .signOut, ":signout", .signOut)
  static let quit = KeyBinding(
    [.character("q"), .ctrl("c")], .quit, "q Ctrl-C", .quit, footer: "q")
  static let suspend = KeyBinding([.ctrl("z")], .suspend, "Ctrl-Z", .suspend)

  static func back(_ context: Context) -> [KeyBinding] { context.canGoBack ? backBindings : [] }

  static let backBindings = [
    KeyBinding(
      [.escape, .left, .character("h"), .backspace], .back, "Esc ← h Bksp", .back,
      footer: "Esc")
  ]

  private static let demoBindings = [
    KeyBinding(
      [.character("O")], .toggleOffline, "O", .demoToggleOffline, footer: "O",
      short: .offlineShort),
    KeyBinding([.character("f")], .cycleFault, "f", .demoNextFails),
    KeyBinding([.character("e")], .emptyNextLoad, "e", .demoNextEmpty),
  ]
}
