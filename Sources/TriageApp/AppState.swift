import ErrorHandling
import Foundation
import IssueDomain
import Localization
import TerminalUI

/// The whole app: the navigation stack of screens, the alert queue and overlays above them, and
/// what the chrome shows.
public struct AppState: Equatable, Sendable {
  public var size: Size = .zero
  public var navigation: NavigationStack<AnyScreen>
  public var alerts: AlertQueue
  /// The `?` overlay of the top screen's keys.
  public var isHelpShowing = false
  /// The first row the help overlay shows, when its rows don't fit.
  public var helpOffset = 0
  /// The `/` prompt on Repositories.
  public var goTo: GoToPrompt?
  /// A short message in the footer (e.g. "Opened in the browser"), until it expires.
  public var status: StatusMessage?
  /// The moment ages are measured from ("3d ago"); read from the environment's clock at start
  /// and on refresh, so views stay pure.
  public var now: Date
  /// Demo: whether the network is switched off, as last set from the keyboard.
  public var isOffline = false
  /// The demo fault armed for the next answer, as last set from the keyboard. The backend
  /// clears its switch when the fault fires; this mirror clears on the next answer any screen
  /// gets, which is the same moment unless two requests race.
  public var armedFault: DemoFault?
  /// Rate-limit waits still running in a screen's pane after their alert was dismissed: the
  /// screen retries when its wait reaches zero. Leaving the screen drops its entry.
  public var retryCountdowns: [ScreenID: Duration] = [:]
  /// Animation frames elapsed; spinners derive their frame from it.
  public var tick = 0
  /// The writes in flight and the answers of those that succeeded: what screens draw issues
  /// through.
  public var writes = PendingWrites()
  /// The close-reason choice or a picker, over the top screen, while one is open.
  public var writeOverlay: WriteOverlay?
  /// Tags each picker opened, so a page for a closed one is dropped.
  public var overlaySerial = 0

  /// The texts the composer was closed on (Esc), per issue, until sent or emptied: saved again
  /// when the program ends, in case the effect saving them had not run yet.
  public var closedDrafts: [DraftKey: String] = [:]
  /// Screens under the top at start (the home under a repository named on the command line):
  /// each loads when Back first shows it, so the first frame waits only for what it shows.
  public var awaitingFirstLoad: Set<ScreenID> = []

  public init(root: (ScreenID) -> AnyScreen, language: Language = .english, now: Date) {
    navigation = NavigationStack(root: root)
    alerts = AlertQueue(language: language)
    self.now = now
  }

  /// The breadcrumb of the visible screen, root first.
  public func breadcrumb(_ words: ChromeWords) -> [String] {
    navigation.entries.map { words($0.screen.title) }
  }

  /// The screen on top, which receives keys when no alert or overlay is up.
  public var top: NavigationStack<AnyScreen>.Entry { navigation.top }
}
