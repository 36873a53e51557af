import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The whole app: the navigation stack of screens, the alert queue and overlays above them, and
/// what the chrome shows.
public struct AppState: Equatable, Sendable {
  public var size: Size = .zero
  public var navigation: NavigationStack<AnyScreen>
  public var alerts: AlertQueue
  /// The `?` overlay of the top screen's keys.
  public var isHelpShowing = false
  /// What the terminal said of its background colour (OSC 11), when `auto` asked; `nil` before
  /// an answer, and for good when none comes.
  public var terminalBackgroundIsLight: Bool?
  /// The first row the help overlay shows, when its rows don't fit.
  public var helpOffset = 0
  /// The `/` prompt on Repositories.
  public var goTo: GoToPrompt?
  /// A short message in the footer (e.g. "Opened in the browser"), until it expires.
  public var status: StatusMessage?
  /// Screen-reader mode's fixed status line: the latest status change, kept until the next.
  public var announcement: Announcement?
  /// The moment ages are measured from ("3d ago"); read from the environment's clock at start
  /// and on refresh, so views stay pure.
  public var now: Date
  /// The demo's switches, as last set from the keyboard.
  public var demo = DemoState()
  /// Rate-limit waits still running in a screen's pane after their alert was dismissed: the
  /// screen retries when its wait reaches zero. Leaving the screen drops its entry.
  public var retryCountdowns: [ScreenID: Duration] = [:]
  /// For each screen in a run of rate limits, the automatic retries made since its last answer
  /// that wasn't one: `AutomaticRetry` turns it into the next wait, or into no more.
  public var automaticRetries: [ScreenID: Int] = [:]
  /// Whether the network was last found down, for revalidating when it returns.
  public var network = NetworkReturn()
  /// How many rate limits have been raised so far: an answer that raised none ends its screen's
  /// run of automatic retries.
  public var rateLimitsRaised = 0
  /// Animation frames elapsed; spinners derive their frame from it.
  public var tick = 0
  /// The writes feature: the writes in flight and their answers (what screens draw issues
  /// through), the choice or picker a write key opened, and closed composers' texts.
  public var writes = WritesState()
  /// The state of each feature's own writes (`TriageProgram.featureWrites`), which every
  /// screen's context holds among its values.
  public var featureWrites = ContextValues()
  /// A write waiting for its alert's Confirm.
  public var confirmation: WriteConfirmation?
  /// Screens under the top at start (the home under a repository named on the command line):
  /// each loads when Back first shows it, so the first frame waits only for what it shows.
  public var awaitingFirstLoad: Set<ScreenID> = []
  /// The list each issue or pull request page was opened from, by the page's id: `J` and `K`
  /// step through that list without going back to it.
  public var listOrigins: [ScreenID: ScreenID] = [:]
  /// Pages that took the place of another (an issue number that is a pull request): such a
  /// page is not replaced again, so a server that answers one way, then the other, can't send
  /// the app from page to page.
  public var replacements: Set<ScreenID> = []

  public init(root: (ScreenID) -> AnyScreen, language: Language = .english, now: Date) {
    navigation = NavigationStack(root: root)
    alerts = AlertQueue(language: language)
    self.now = now
  }

  /// The breadcrumb of the visible screen, root first.
  public func breadcrumb(_ words: ChromeWords) -> [String] {
    var parent: RepositoryName?
    return navigation.entries.map { entry in
      defer { parent = entry.screen.currentRepository }
      return words(entry.screen.title(under: parent))
    }
  }

  /// The list directly under the top screen, when the top was opened from it.
  var originList: ScreenID? {
    guard navigation.count > 1, let origin = listOrigins[top.id],
      navigation.entries[navigation.count - 2].id == origin
    else { return nil }
    return origin
  }

  /// The screen on top, which receives keys when no alert or overlay is up.
  public var top: NavigationStack<AnyScreen>.Entry { navigation.top }
}
