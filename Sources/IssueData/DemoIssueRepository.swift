import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import ScreenState
import SystemSupport

/// The embedded demo backend (DESIGN §6): the account `octocat` with eight `demo/…`
/// repositories, each exercising one path of the app, and latency taken from the injected clock
/// so placeholders, spinners and footers are visible by hand and steppable in tests.
///
/// Deterministic: the data is generated from tables (no randomness), every date lies a fixed
/// time before `now`, and each scenario's behaviour depends only on the requests made.
///
/// It works at the service level, as the GitHub repository does: every failure starts as the
/// `GitHubServiceError` a real server would cause, and each public method logs and maps it, so
/// the demo exercises the same mapping. Every request counts itself, waits out its latency, then
/// fails if the app switched the network off (`DemoSwitches.isOffline`), then with a one-shot
/// fault if one is armed, then as its repository's scenario says:
///
/// - `busy`: 160 issues in pages of 30 (about two thirds open, every 7th a pull request),
///   filtered by state on the "server"; issue N has N % 9 comments, in pages of 5; issues whose
///   number is a multiple of 37 are listed but answer 404 when opened (deleted).
/// - `empty`: no issues. `missing`: listed, but every request about it is a 404.
/// - `disabled`: its issues, issue and comments requests answer 410.
/// - `flaky`: 40 issues; its 1st, 4th, 7th… answer is a 502, so Retry succeeds.
/// - `slow`: 20 issues behind `max(3 s, 5 × latency)`, so 3 s even when `latency` is zero.
/// - `limited`: 25 issues; the first request about it hits a 20 s primary rate limit, and
///   requests before the limit ends get the remaining wait.
/// - `garbled`: its issues, issue and comments requests answer a body that does not decode.
/// - `readonly`: not listed, opened by name; reads work and every write answers 403.
///
/// Writes (comments, changes) are kept in memory and shown by every later read; each scenario
/// fails them as described in `DemoIssueRepository+Writes.swift`.
///
/// Sign-in accepts `demo` (as `octocat`); `expire` signs in too and arms a 401 for the next
/// request; any other token is a 401. Unknown repositories are 404.
public struct DemoIssueRepository: IssueRepository {
  /// `demo/busy`: many issues, for paging, filters and comments.
  public static let busy = RepositoryName(owner: "demo", name: "busy")
  /// `demo/empty`: no issues.
  public static let empty = RepositoryName(owner: "demo", name: "empty")
  /// `demo/missing`: listed, but every request about it answers 404.
  public static let missing = RepositoryName(owner: "demo", name: "missing")
  /// `demo/disabled`: issues disabled, 410.
  public static let disabled = RepositoryName(owner: "demo", name: "disabled")
  /// `demo/flaky`: every third answer is a 502.
  public static let flaky = RepositoryName(owner: "demo", name: "flaky")
  /// `demo/slow`: seconds of latency.
  public static let slow = RepositoryName(owner: "demo", name: "slow")
  /// `demo/limited`: a 20 s rate limit on the first request.
  public static let limited = RepositoryName(owner: "demo", name: "limited")
  /// `demo/garbled`: malformed payloads.
  public static let garbled = RepositoryName(owner: "demo", name: "garbled")
  /// `demo/readonly`: readable, but every write answers 403. Not listed; open it by name.
  public static let readonly = RepositoryName(owner: "demo", name: "readonly")

  /// Repositories per page: fewer than the demo has, so the Repositories screen pages too.
  public static let repositoryPageSize = 5
  /// Issues per page, as the app would ask GitHub for.
  public static let issuePageSize = 30
  /// Comments per page: small, so the issues with 6 to 8 comments page theirs.
  public static let commentPageSize = 5
  /// How long `demo/limited` stays limited after its first request.
  public static let rateLimitWindow = Duration.seconds(20)
  /// The least latency of `demo/slow`, whatever `latency` is.
  public static let slowLatency = Duration.seconds(3)

  /// Drives the latency and the rate limit's deadline, so tests control time.
  public let clock: any Clock<Duration>
  /// The reference date: every issue, comment and repository dates from some time before it.
  public let now: Date
  /// How long each request takes (`demo/slow` excepted); zero answers without sleeping.
  public let latency: Duration
  /// The toggles and one-shot faults the app and tests flip, and the request counter.
  public let switches: DemoSwitches
  /// Receives one debug record per failure, naming the service error and what it became.
  public let logger: Logger

  /// The data.
  let catalog: DemoCatalog
  /// What the server remembers between requests; shared by copies of this value.
  let traffic = DemoTraffic()
  /// When searches were answered, for the search rate limit; shared by copies of this value.
  let searchTraffic = DemoSearchTraffic()
  /// The comments and changes written so far; shared by copies of this value.
  let writes = DemoWriteLedger()
  /// The comments edited and deleted, and the account's reactions to comments, in this run.
  let commentWrites = DemoCommentLedger()
  /// The inbox's threads read, done and unsubscribed from; shared by copies of this value.
  let inbox = DemoInboxLedger()
  /// Reviews, asked reviewers and moved heads; shared by copies of this value.
  let pullRequests = DemoPullRequestLedger()
  /// Review threads, replies, resolutions, pending reviews and viewed files; shared by copies.
  let reviews = DemoReviewLedger()
  /// Re-runs, cancels and approvals of workflow runs; shared by copies of this value.
  let runs = DemoRunLedger()
  /// Where jobs' logs are written, as GitHub's are kept.
  let logFolder: JobLogFolder
  /// Time on `clock` since this value was created.
  ///
  /// `any Clock<Duration>` hides its `Instant` type, so no instant can be stored beside it. The
  /// initialiser opens the clock once and captures its starting instant in this closure, which
  /// answers durations only: the rate limit's deadline is kept as "so long after creation". It
  /// reads `clock.now`, so it follows `TestClock.advance` and `ImmediateClock` sleeps exactly,
  /// and never reads the wall clock.
  let elapsed: @Sendable () -> Duration

  /// The demo server's time now: the reference date plus the time elapsed on its clock. What
  /// it stamps on what it stores (a comment, an edit, an inbox change).
  var serverTime: Date { now.addingTimeInterval(elapsed().timeInterval) }

  /// Creates the demo backend. `now` should be the app's start time (tests pass a fixed date);
  /// a negative `latency` counts as zero.
  public init(
    clock: any Clock<Duration>, now: Date, latency: Duration = .milliseconds(400),
    switches: DemoSwitches = DemoSwitches(), logs: JobLogFolder = JobLogFolder(directory: nil),
    logger: Logger = Logger(label: "triage.data.demo")
  ) {
    self.logFolder = logs
    self.clock = clock
    self.now = now
    self.latency = max(.zero, latency)
    self.switches = switches
    self.logger = logger
    self.catalog = DemoCatalog(now: now)
    self.elapsed = Self.stopwatch(on: clock)
  }

  public func signIn(token: String) async throws(IssueRepositoryError) -> User {
    do throws(GitHubServiceError) {
      return try await serveSignIn(token: token)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("demo signIn(token:) failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  /// The demo has no session to forget.
  public func signOut(_ end: SessionEnd) async {}

  public func repositories(after cursor: PageCursor?) async throws(IssueRepositoryError)
    -> RepositoryPage
  {
    do throws(GitHubServiceError) {
      return try await serveRepositories(after: cursor)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo repositories(after:) failed: \(error) → \(mapped)",
        metadata: ["cursor": "\(cursor?.rawValue ?? "first")"])
      throw mapped
    }
  }

  public func repository(named name: RepositoryName) async throws(IssueRepositoryError)
    -> Repository
  {
    do throws(GitHubServiceError) {
      return try await serveRepository(named: name)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo repository(named:) failed: \(error) → \(mapped)",
        metadata: ["repository": "\(name)"])
      throw mapped
    }
  }

  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    do throws(GitHubServiceError) {
      return try await serveIssues(in: repository, state: state, after: cursor)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo issues(in:state:after:) failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "state": "\(state.rawValue)",
          "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }

  public func issue(in repository: RepositoryName, number: Int)
    async throws(IssueRepositoryError) -> Issue
  {
    do throws(GitHubServiceError) {
      return try await serveIssue(in: repository, number: number)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo issue(in:number:) failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      throw mapped
    }
  }

  public func comments(
    in repository: RepositoryName, issue number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> CommentPage {
    do throws(GitHubServiceError) {
      return try await serveComments(in: repository, issue: number, after: cursor)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo comments(in:issue:after:) failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "number": "\(number)",
          "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }

  public func timeline(
    in repository: RepositoryName, issue number: Int, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> TimelinePage {
    do throws(GitHubServiceError) {
      return try await serveTimeline(in: repository, issue: number, after: cursor)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo timeline(in:issue:after:) failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "number": "\(number)",
          "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }

  /// Opens the existential clock so its starting instant can be captured with its real type.
  private static func stopwatch<C: Clock>(on clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
