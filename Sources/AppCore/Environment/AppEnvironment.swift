import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import Logging
import TerminalUI

/// What the app needs from outside: the backend (each feature given its own slice of it), where
/// errors are logged, the language, the time, the browser, and (on the demo backend) the
/// switches that inject faults. The `triage` command composes it.
public struct AppEnvironment: Sendable {
  /// Each feature's slice of the backend, by the feature's environment type: a screen or a
  /// feature's writes ask for their feature's own (`features[Its.self]`), never the backend.
  public var features: FeatureEnvironments
  /// Whether the write keys are offered at all (`x`, `X`, `L`, `A`): false for a backend that
  /// only reads. A repository the account can only read still answers 403.
  public var canWrite = true
  public var logger: any ErrorLogging
  public var language: Language
  /// The current time, read only by effects (ages in the views are measured from it).
  public var now: @Sendable () -> Date
  /// Opens a URL in the user's browser without touching the terminal; false if it could not.
  public var openURL: @Sendable (String) async -> Bool
  /// `nil` on a real backend: the demo keys then do nothing, and the header says nothing.
  public var demoSwitches: DemoSwitches?
  /// The server signed in to, shown in the sign-in form (set with `--host` or `--api-url`).
  public var host: String
  /// Where the server's web pages are: `https://` and its web host, or a loopback stub's own
  /// scheme and port. Pages the app names (the token settings) are under it.
  public var webOrigin: String
  /// On the demo backend, why: shown in the footer at start until the first key.
  public var demoReason: DemoReason?
  /// A token variable that is set but was not used for `host`, for the sign-in screen to name.
  public var unusedToken: UnusedToken?
  /// The user's editor, for the composer's Ctrl-E (and `c` when `$VISUAL` or `$EDITOR` is set).
  public var editor = ExternalEditor(environment: [:])
  /// The user's pager, for a pull request's whole diff (`D`).
  public var pager = ExternalPager(environment: [:])
  /// Where unsent comments are kept (`DraftStore`); `nil` keeps none.
  public var drafts: (any DraftKeeping)?
  /// The git checkout Triage was started in, if any: `{{path}}` of a custom command, and where
  /// `gh pr checkout` can run.
  public var localClone: LocalClone?
  /// The clones `repo_paths:` maps repositories to, each checked to be one at start.
  public var mappedClones: [LocalClone] = []
  /// Reads the branch a clone is on, for a new pull request; nil offers none.
  public var checkoutReader: (any CheckoutReading)?
  /// The `gh` that would run, when it is installed: `gh pr checkout` is offered only then.
  public var ghExecutable: String?
  /// The environment commands run with (the process's own).
  public var commandEnvironment: [String: String] = [:]
  /// The lists' preview pane. Off unless the command sets it (from the config file, on by
  /// default there), so a program composed without one draws and asks what it always did.
  public var preview = PreviewSettings.off
  /// Where a new review comment goes by default; unset, it follows whether a review is
  /// pending.
  public var reviewComments: ReviewCommentMode?
  /// Whether `}` and `{` go to unresolved review threads before resolved ones.
  public var unresolvedThreadsFirst = false

  /// Every feature's environment over `repository`.
  public init(
    repository: any IssueBackend, logger: any ErrorLogging, domainLogger: Logger,
    language: Language = .english, now: @escaping @Sendable () -> Date = { Date() },
    openURL: @escaping @Sendable (String) async -> Bool = { _ in false },
    demoSwitches: DemoSwitches? = nil, host: String = "github.com",
    demoReason: DemoReason? = nil,
    unusedToken: UnusedToken? = nil
  ) {
    features = FeatureEnvironments(backend: repository, logger: domainLogger)
    self.logger = logger
    self.language = language
    self.now = now
    self.openURL = openURL
    self.demoSwitches = demoSwitches
    self.host = host
    webOrigin = "https://" + WebLinkPolicy(apiHost: host).webHost
    self.demoReason = demoReason
    self.unusedToken = unusedToken
  }

  public var isDemo: Bool { demoSwitches != nil }

  /// Which issue links `o` and `y` act on: those on this server's web host.
  public var linkPolicy: WebLinkPolicy { WebLinkPolicy(apiHost: host) }
}
