import ErrorHandling
import IssueDomain
import Logging

/// What the app needs from outside: the use cases, where errors are logged, the language, and
/// (on the demo backend) the switches that inject faults. The `triage` command composes it.
public struct AppEnvironment: Sendable {
  public var listRepositories: ListRepositories
  public var listIssues: ListIssues
  public var loadIssue: LoadIssue
  public var signIn: SignIn
  public var logger: any ErrorLogging
  public var language: Language
  /// `nil` on a real backend: the fault keys then do nothing.
  public var demoSwitches: DemoSwitches?

  public init(
    listRepositories: ListRepositories, listIssues: ListIssues, loadIssue: LoadIssue,
    signIn: SignIn, logger: any ErrorLogging, language: Language = .english,
    demoSwitches: DemoSwitches? = nil
  ) {
    self.listRepositories = listRepositories
    self.listIssues = listIssues
    self.loadIssue = loadIssue
    self.signIn = signIn
    self.logger = logger
    self.language = language
    self.demoSwitches = demoSwitches
  }

  /// One environment for a repository: every use case over it.
  public init(
    repository: any IssueRepository, logger: any ErrorLogging, domainLogger: Logger,
    language: Language = .english, demoSwitches: DemoSwitches? = nil
  ) {
    self.init(
      listRepositories: ListRepositories(repository: repository, logger: domainLogger),
      listIssues: ListIssues(repository: repository, logger: domainLogger),
      loadIssue: LoadIssue(repository: repository, logger: domainLogger),
      signIn: SignIn(repository: repository, logger: domainLogger),
      logger: logger, language: language, demoSwitches: demoSwitches)
  }
}
