import FoundationEssentials
import TerminalUI

/// What a screen works with beyond its own state: the environment, the size of its body, the
/// time and the animation frame, and the program's memo caches. Built by the app for each
/// call, so screens stay pure functions of their state and this.
public struct ScreenContext: Sendable {
  public var environment: AppEnvironment
  public var theme: Theme
  /// The body's rectangle: the screen's whole area between header and footer.
  public var body: Rect
  public var now: Date
  public var tick: Int
  public var keys: Keymap.Context
  /// Whether the screen is the one on view (the top of the stack, and its selected tab): work
  /// that only matters while it is seen, such as polling, waits until it is.
  public var isVisible = true
  /// Whether the last answer any screen got reached the server: a tab chosen now that shows
  /// what a network failure left asks again (`TriageProgram+NetworkReturn`).
  public var isNetworkKnownUp = true
  public let caches: ViewCaches
  /// What the screens on the stack hold that completion can offer: set only for the top screen
  /// while it takes text, and gathered only when the word before the cursor opens a list, not at
  /// every key typed.
  public var completions: @Sendable () -> CompletionSources = { CompletionSources() }

  public init(
    environment: AppEnvironment, theme: Theme, body: Rect, now: Date, tick: Int,
    keys: Keymap.Context, caches: ViewCaches
  ) {
    self.environment = environment
    self.theme = theme
    self.body = body
    self.now = now
    self.tick = tick
    self.keys = keys
    self.caches = caches
  }

  /// What the features share through the context (the writes in flight, say): the key table's.
  public var values: ContextValues { keys.values }

  /// Rows the body shows.
  public var height: Int { body.height }
}
