import ErrorHandling
import Localization
import TerminalUI

/// The bindings every screen shares (DESIGN §5); each screen composes its own table from
/// these and its own.
public enum Keymap {
  /// What decides which bindings a screen offers.
  public struct Context: Equatable, Sendable {
    public var canGoBack: Bool
    public var isDemo: Bool
    /// Whether the backend writes; the write keys appear only then.
    public var canWrite: Bool
    /// What the features share with their key tables (the writes in flight: an issue with one
    /// pending offers no write keys).
    public var values: ContextValues
    /// Whether the top was opened from the list under it, so `J` and `K` step through it.
    public var canStepInList: Bool
    /// The checkout Triage was started in, when `gh` is installed too: a pull request of one
    /// of its repositories can be checked out there.
    public var checkoutClone: LocalClone?
    /// Every clone Triage knows (the one it was started in and those `repo_paths:` maps): a
    /// pull request can be opened from the branch one is on.
    public var clones: [LocalClone] = []

    public init(
      canGoBack: Bool, isDemo: Bool, canWrite: Bool = false,
      values: ContextValues = ContextValues(),
      canStepInList: Bool = false, checkoutClone: LocalClone? = nil
    ) {
      self.canStepInList = canStepInList
      self.checkoutClone = checkoutClone
      self.canGoBack = canGoBack
      self.isDemo = isDemo
      self.canWrite = canWrite
      self.values = values
    }
  }

  /// Rows one wheel notch scrolls.
  public static let wheelStep = 3

  /// The binding `event` runs on a screen whose table is `bindings`, if any.
  public static func binding(for key: Key, in bindings: [KeyBinding]) -> KeyBinding? {
    bindings.first { $0.keys.contains(key) }
  }

  /// Go to, refresh (the screen's own, given by `refresh`), help, sign-out, quit and suspend:
  /// the tail of every signed-in list's table.
  public static func common(refresh: KeyBinding) -> [KeyBinding] {
    [goTo, refresh, help, signOut, quit, suspend]
  }

  /// In the help only: the footer's room goes to the screen's own keys.
  public static let goTo = KeyBinding([.character(":")], GlobalAction.goTo, ":", .goToAnything)

  public static let help = KeyBinding(
    [.character("?"), .function(1)], GlobalAction.help, "? F1", .thisHelp, footer: "?",
    short: .help)
  /// No key: `:signout` in the go-to prompt, listed in the help, so it can't be hit by accident.
  public static let signOut = KeyBinding([], GlobalAction.signOut, ":signout", .signOut)
  public static let quit = KeyBinding(
    [.character("q"), .ctrl("c")], GlobalAction.quit, "q Ctrl-C", .quit, footer: "q")
  public static let suspend = KeyBinding([.ctrl("z")], GlobalAction.suspend, "Ctrl-Z", .suspend)
  /// Forms and lines being edited: letters type, so only the control keys quit and suspend.
  public static let controlQuit = KeyBinding([.ctrl("c")], GlobalAction.quit, "Ctrl-C", .quit)

  public static func back(_ context: Context) -> [KeyBinding] {
    (context.canGoBack ? backBindings : []) + (context.canStepInList ? stepBindings : [])
  }

  /// `J` and `K`, as a pager steps to the next message: neither clashes with a diff's
  /// `n` `N` `]` `[` nor with the moves.
  public static let stepBindings = [
    KeyBinding([.character("J")], GlobalAction.nextInList, "J K", .stepInList),
    KeyBinding([.character("K")], GlobalAction.previousInList, "", .stepInList),
  ]

  public static let backBindings = [
    KeyBinding(
      [.escape, .left, .character("h"), .backspace], GlobalAction.back, "Esc ← h Bksp", .back,
      footer: "Esc")
  ]

  /// Expands a paired row (up/down, page up/down, top/bottom) into one binding per direction,
  /// keeping the pair's label on the first so the help shows one line for both. `pair`'s keys
  /// are backward, forward, backward, forward.
  public static func split<A: BindableAction>(
    _ keys: [Key], _ backward: A, _ forward: A, _ label: String, _ description: LocalizedText,
    footer: String? = nil
  ) -> [KeyBinding] {
    [
      KeyBinding([keys[0], keys[2]], backward, label, description, footer: footer),
      KeyBinding([keys[1], keys[3]], forward, "", description),
    ]
  }
}
