import ErrorHandling
import IssueDomain
import TerminalUI

/// The whole app: the navigation stack of screens, the alert queue above them, and what the
/// chrome shows.
public struct AppState: Equatable, Sendable {
  public var size: Size = .zero
  public var navigation: NavigationStack<Screen>
  public var alerts: AlertQueue
  /// The demo fault armed for the next answer, as last set from the keyboard. The backend
  /// clears its switch when the fault fires; this mirror clears on the next answer any screen
  /// gets, which is the same moment unless two requests race.
  public var armedFault: DemoFault?
  /// Animation frames elapsed; spinners derive their frame from it.
  public var tick = 0

  public init(root: (ScreenID) -> Screen, language: Language = .english) {
    navigation = NavigationStack(root: root)
    alerts = AlertQueue(language: language)
  }

  /// The breadcrumb of the visible screen, root first.
  public var breadcrumb: [String] { navigation.entries.map(\.screen.title) }

  /// The screen on top, which receives keys when no alert is up.
  public var top: NavigationStack<Screen>.Entry { navigation.top }
}
