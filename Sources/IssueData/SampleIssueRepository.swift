import GitHubAPI
import IssueDomain
import Logging
import ScreenState

/// The embedded demo backend: deterministic issues, paged, with latency taken from the injected
/// clock so placeholders, spinners and the paging footer are visible by hand and steppable in
/// tests.
///
/// It works at the service level, as the GitHub repository does: every failure starts as a
/// `GitHubServiceError` (armed through `DemoSwitches`), and the public methods log it and map
/// it, so the demo exercises the same mapping as a real server.
///
/// - Issues whose number is a multiple of 37 are listed but "deleted": loading one is a 404.
/// - Sign-in accepts `demo` (as `octocat`); `expire` signs in and arms a 401 for the next
///   request; any other token is a 401.
public struct SampleIssueRepository: IssueRepository {
  /// Drives the latency, so tests control time.
  public let clock: any Clock<Duration>
  /// How long each request takes; zero answers without sleeping.
  public var latency: Duration
  /// How many issues exist.
  public var count: Int
  /// Issues per page.
  public var pageSize: Int
  /// The one-shot faults and the request counter the app and tests flip and read.
  public let switches: DemoSwitches
  /// Receives one debug record per failure, naming the service error and what it became.
  public var logger: Logger

  /// Creates the demo repository. `count` and `pageSize` are clamped to at least 0 and 1.
  public init(
    clock: any Clock<Duration>, latency: Duration = .milliseconds(600), count: Int = 150,
    pageSize: Int = 30, switches: DemoSwitches = DemoSwitches(),
    logger: Logger = Logger(label: "triage.data.demo")
  ) {
    self.clock = clock
    self.latency = latency
    self.count = max(0, count)
    self.pageSize = max(1, pageSize)
    self.switches = switches
    self.logger = logger
  }

  /// The repository with `count` issues, for paging; the one `triage` opens by default.
  public static let busyRepository = "octo/busy"

  /// The demo account's repositories: a busy one, a small one and an empty one.
  public var repositories: [RepositorySummary] {
    [
      RepositorySummary(
        fullName: Self.busyRepository, summary: "Many issues, for paging", openIssueCount: count),
      RepositorySummary(
        fullName: "octo/small", summary: "A handful of issues", openIssueCount: min(5, count)),
      RepositorySummary(fullName: "octo/quiet", summary: "No issues at all", openIssueCount: 0),
    ]
  }

  /// Every issue of the busy repository, newest first; the same every time. Issue numbers run
  /// from `count` down to 1.
  public var issues: [Issue] { issues(total: count) }

  public func repositories(after cursor: Int?) async throws(IssueRepositoryError)
    -> RepositoryPage
  {
    do throws(GitHubServiceError) {
      _ = try await answer(isFirstPage: cursor == nil)
      return RepositoryPage(items: repositories, nextCursor: nil)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("demo repositories(after:) failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  public func issues(in repository: String, after cursor: Int?) async throws(IssueRepositoryError)
    -> IssuePage
  {
    do throws(GitHubServiceError) {
      return try await page(of: repository, at: cursor ?? 0)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo issues(in:after:) failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "cursor": "\(cursor.map(String.init) ?? "first")",
        ])
      throw mapped
    }
  }

  public func issue(in repository: String, number: Int) async throws(IssueRepositoryError)
    -> Issue
  {
    do throws(GitHubServiceError) {
      return try await fetchIssue(in: repository, number: number)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo issue(in:number:) failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      throw mapped
    }
  }

  public func signIn(token: String) async throws(IssueRepositoryError) -> String {
    do throws(GitHubServiceError) {
      return try await checkToken(token)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("demo signIn(token:) failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  // MARK: - The service level

  /// How many issues `repository` has, or `nil` if there is no such repository.
  private func issueCount(of repository: String) -> Int? {
    repositories.first { $0.fullName == repository }?.openIssueCount
  }

  /// The page that starts at `offset`. The cursor of the last page is nil.
  private func page(of repository: String, at offset: Int) async throws(GitHubServiceError)
    -> IssuePage
  {
    let outcome = try await answer(isFirstPage: offset <= 0)
    guard let total = issueCount(of: repository) else { throw .notFound }
    if outcome.isEmpty { return IssuePage() }
    let start = min(max(0, offset), total)
    let end = min(start + pageSize, total)
    return IssuePage(
      items: (start..<end).map { issue(at: $0, total: total) },
      nextCursor: end < total ? end : nil)
  }

  private func fetchIssue(in repository: String, number: Int) async throws(GitHubServiceError)
    -> Issue
  {
    _ = try await answer(isFirstPage: false)
    guard let total = issueCount(of: repository), number >= 1, number <= total,
      !number.isMultiple(of: 37)
    else { throw .notFound }
    return issue(at: total - number, total: total)
  }

  private func checkToken(_ token: String) async throws(GitHubServiceError) -> String {
    _ = try await answer(isFirstPage: false)
    switch token {
    case "demo":
      return "octocat"
    case "expire":
      switches.armedFault = .sessionExpired
      return "octocat"
    default:
      throw .unauthorized
    }
  }

  /// What every request does before it answers: counts itself, waits out the latency, then
  /// takes the one-shot switches, throwing an armed fault. A cancelled request consumes nothing.
  private func answer(isFirstPage: Bool) async throws(GitHubServiceError) -> DemoSwitches.Outcome {
    switches.recordRequest()
    if latency > .zero {
      do {
        try await clock.sleep(for: latency, tolerance: nil)
      } catch is CancellationError {
        throw .cancelled
      } catch {
        throw .unknown(error)
      }
    }
    if Task.isCancelled { throw .cancelled }
    let outcome = switches.takeOutcome(isFirstPage: isFirstPage)
    if let fault = outcome.fault { throw fault.serviceError }
    return outcome
  }
}
