import AppCore
import FoundationEssentials
import GitHubAPI
import IssueData
import IssueDomain
import IssueStore
import Logging
import SystemSupport
import TerminalUI
import TriageApp

/// The repository the app runs on, chosen at start (DESIGN §7): GitHub whenever a token is found
/// (or `--host` / `--api-url` / `GH_HOST` / a host in `GH_REPO` asks for a server, to sign in
/// there), the demo otherwise or with `--demo`; and the repository to open first.
struct Backend {
  let repository: any IssueBackend
  let demoSwitches: DemoSwitches?
  let startsSignedIn: Bool
  /// Where the token came from, for the log (never the token).
  let tokenSource: TokenSource?
  let transport: AsyncHTTPClientTransport?
  /// The requests the GitHub client sent; nil on the demo.
  var requests: RequestCounter?
  /// The account's store; nil on the demo or with no cache directory.
  var accounts: AccountStore?
  /// The server's host name, shown on the sign-in screen.
  var host = "github.com"
  /// On the demo, why (shown in the footer at start).
  var demoReason: DemoReason?
  /// The repository to open at start: the command line's, else (on GitHub) `GH_REPO`'s or the
  /// working directory's checkout's.
  var initialRepository: RepositoryName?
  /// The REST API root requests go to; nil on the demo.
  var apiBaseURL: URL?

  /// The web pages' origin when the API is a loopback stub (`--api-url http://127.0.0.1:9`):
  /// its own scheme, host and port. Nil for a real server, whose pages are `https://` on its
  /// web host.
  var loopbackWebOrigin: String? {
    guard let url = apiBaseURL, let host = url.host, LoopbackHost.contains(host),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return nil }
    let bracketed = host.contains(":") ? "[\(host)]" : host
    return "\(scheme)://\(bracketed)\(url.port.map { ":\($0)" } ?? "")"
  }
  /// A token variable set for the other kind of host, which sign-in names (never the token).
  var unusedToken: UnusedToken?

  static func demo(
    latency: Duration, reason: DemoReason, repository initial: RepositoryName? = nil,
    logs: JobLogFolder = JobLogFolder(directory: nil)
  ) -> Backend {
    let switches = DemoSwitches()
    let repository = DemoIssueRepository(
      clock: DispatchTimerClock(), now: Date(), latency: latency, switches: switches,
      logs: logs, logger: Logger(label: "triage.demo"))
    return Backend(
      repository: repository, demoSwitches: switches, startsSignedIn: true, tokenSource: nil,
      transport: nil, demoReason: reason, initialRepository: initial)
  }

  /// Chooses the server, the token and the first repository as gh would (see `DefaultHost`,
  /// `TokenDiscovery`, `RepositoryDiscovery`), and logs each choice and why it fell back.
  ///
  /// - Parameters:
  ///   - repository: the command line's repository, which wins over any discovered one.
  ///   - discoversRepository: whether to open `GH_REPO`'s or the checkout's repository when there
  ///     is no `repository`; false when `--section` asks for the home screen instead.
  ///   - workingDirectory: where to look for a git checkout; nil looks nowhere.
  ///   - ghTimeout: how long `gh auth token` may take.
  static func choose(
    forceDemo: Bool, host: String?, apiURL: String?, repository: RepositoryName? = nil,
    discoversRepository: Bool = true, latency: Duration, version: String,
    environment: [String: String], homeDirectory: String,
    workingDirectory: String? = nil, ghTimeout: Duration = .seconds(3),
    cacheMaximumBytes: Int = ConfigFile.defaultCacheMaximumBytes, user: String? = nil,
    logger: Logger = Logger(label: "triage.session")
  ) throws(APIEndpointError) -> Backend {
    // The demo's logs apart from an account's: the demo's job ids are its own.
    let demoLogs = JobLogFolder(
      directory: UserDirectories(environment: environment, home: homeDirectory).cache.map {
        join($0, "triage/demo-logs")
      })
    if forceDemo {
      return demo(latency: latency, reason: .requested, repository: repository, logs: demoLogs)
    }
    let fromGHRepo = try RepositoryDiscovery.ghRepo(environment)
    let hostsFile = GhHostsFile.path(environment: environment, homeDirectory: homeDirectory)
      .map(GhHostsFile.init)
    let fallback = try DefaultHost.resolve(
      environment: environment, hostsFile: hostsFile, repositoryHost: fromGHRepo?.host)
    let endpoint = try APIEndpoint.resolve(host: host, apiURL: apiURL, fallbackHost: fallback.name)
    if host == nil, apiURL == nil {
      logger.notice("host \(endpoint.host) from \(fallback.source)")
    }
    let discovery = TokenDiscovery(
      environment: environment, homeDirectory: homeDirectory,
      gh: GhCLI(environment: environment, timeout: ghTimeout), logger: logger)
    let found = discovery.token(for: endpoint.host, user: user)
    let asked = host != nil || apiURL != nil || fallback.isExplicit || user != nil
    if found == nil, !asked {
      let variable = HostKind(host: endpoint.host).tokenVariables[0]
      let tried = "environment, gh's hosts.yml, triage's saved token, gh auth token"
      logger.notice("no token found for \(endpoint.host) (\(tried)); running the demo")
      return demo(
        latency: latency, reason: .noToken(host: endpoint.host, variable: variable),
        repository: repository, logs: demoLogs)
    }
    let transport = AsyncHTTPClientTransport()
    let client = GitHubClient(
      configuration: .init(baseURL: endpoint.baseURL, userAgent: "triage/\(version)"),
      transport: transport,
      cache: ResponseCache(directory: cacheDirectory(environment, homeDirectory)),
      logger: Logger(label: "triage.github"))
    let store = TokenStore.standard(environment: environment, homeDirectory: homeDirectory)
    let keeper = GitHubIssueRepository.TokenKeeper(
      save: { token in
        do throws(TokenStoreError) {
          try store.save(token, for: endpoint.host)
        } catch {
          logger.error("could not save the token: \(error)")
        }
      },
      delete: {
        do throws(TokenStoreError) {
          try store.delete(for: endpoint.host)
        } catch {
          logger.error("could not delete the saved token: \(error)")
        }
      })
    // What was last seen, per account, opened on first use (off the loop that reads keys).
    let accounts = StoreLocation.directory(
      in: UserDirectories(environment: environment, home: homeDirectory)
    ).map {
      AccountStore(
        directory: $0, host: endpoint.host, maximumBytes: cacheMaximumBytes,
        login: user ?? Self.activeLogin(found, discovery: discovery, host: endpoint.host),
        logger: Logger(label: "triage.store"))
    }
    accounts?.prepare()
    let issues = GitHubIssueRepository(
      client: client, token: found?.token, keeper: keeper, accounts: accounts,
      logs: .standard(UserDirectories(environment: environment, home: homeDirectory)),
      logger: Logger(label: "triage.data"))
    let initial =
      discoversRepository || repository != nil
      ? startingRepository(
        argument: repository, ghRepo: fromGHRepo, endpoint: endpoint,
        workingDirectory: workingDirectory, logger: logger) : nil
    let unused =
      found == nil
      ? discovery.unusedVariable(for: endpoint.host).map {
        UnusedToken(variable: $0.variable, expected: $0.expected)
      } : nil
    return Backend(
      repository: issues, demoSwitches: nil, startsSignedIn: found != nil,
      tokenSource: found?.source, transport: transport, requests: client.requests,
      accounts: accounts,
      host: endpoint.host,
      initialRepository: initial, apiBaseURL: endpoint.baseURL, unusedToken: unused)
  }

  /// The account a token gh gave is for, before the server says: gh's active user on the host,
  /// when the token came from gh (its file, or `gh auth token`, which answers for that user).
  private static func activeLogin(
    _ found: DiscoveredToken?, discovery: TokenDiscovery, host: String
  ) -> String? {
    switch found?.source {
    case .ghHostsFile?, .ghCLI?: discovery.activeUser(for: host)
    default: nil
    }
  }

  /// The request budget of the session, at `info`: what a second run over the same screens
  /// should spend only on conditional requests.
  func logRequestBudget(_ logger: Logger) {
    guard let requests else { return }
    logger.info("request budget: \(requests.current)")
  }

  /// The command line's repository, else `GH_REPO`'s when it is on the endpoint's host, else the
  /// checkout's whose remote is.
  private static func startingRepository(
    argument: RepositoryName?, ghRepo: (host: String?, repository: RepositoryName)?,
    endpoint: APIEndpoint, workingDirectory: String?, logger: Logger
  ) -> RepositoryName? {
    if let argument { return argument }
    let host = HostKind.normalized(endpoint.host)
    if let ghRepo {
      if ghRepo.host == nil || ghRepo.host == host {
        logger.notice("opening \(ghRepo.repository) from GH_REPO")
        return ghRepo.repository
      }
      logger.notice("GH_REPO is on \(ghRepo.host ?? ""), not \(host); not opening it")
      return nil
    }
    guard let workingDirectory,
      let found = RepositoryDiscovery.checkout(in: workingDirectory, host: host)
    else { return nil }
    logger.notice("opening \(found.repository) from \(found.source)")
    return found.repository
  }

  /// `triage/http` in the XDG cache directory (`~/.cache/triage/http` by default); nil, so the
  /// cache stays in memory, when there is no cache directory.
  static func cacheDirectory(_ environment: [String: String], _ home: String) -> URL? {
    UserDirectories(environment: environment, home: home).cache.map {
      URL(fileURLWithPath: join($0, "triage/http"))
    }
  }
}
