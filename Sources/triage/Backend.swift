import Foundation
import GitHubAPI
import IssueData
import IssueDomain
import Logging
import TriageApp

/// The repository the app runs on, chosen at start (DESIGN §7): GitHub whenever a token is found
/// (or `--host` / `--api-url` asks for a server, to sign in there), the demo otherwise or with
/// `--demo`.
struct Backend {
  let repository: any IssueRepository
  let demoSwitches: DemoSwitches?
  let startsSignedIn: Bool
  /// Where the token came from, for the log (never the token).
  let tokenSource: TokenSource?
  let transport: AsyncHTTPClientTransport?
  /// The server's host name, shown on the sign-in screen.
  var host = "github.com"
  /// A token variable set for the other kind of host, which sign-in names (never the token).
  var unusedToken: UnusedToken?

  static func demo(latency: Duration) -> Backend {
    let switches = DemoSwitches()
    let repository = DemoIssueRepository(
      clock: ContinuousClock(), now: Date(), latency: latency, switches: switches,
      logger: Logger(label: "triage.demo"))
    return Backend(
      repository: repository, demoSwitches: switches, startsSignedIn: true, tokenSource: nil,
      transport: nil)
  }

  static func choose(
    forceDemo: Bool, host: String?, apiURL: String?, latency: Duration, version: String,
    environment: [String: String], homeDirectory: String
  ) throws(APIEndpointError) -> Backend {
    if forceDemo { return demo(latency: latency) }
    let endpoint = try APIEndpoint.resolve(host: host, apiURL: apiURL)
    let discovery = TokenDiscovery(environment: environment, homeDirectory: homeDirectory)
    let found = discovery.token(for: endpoint.host)
    if found == nil, host == nil, apiURL == nil { return demo(latency: latency) }
    let transport = AsyncHTTPClientTransport()
    let client = GitHubClient(
      configuration: .init(baseURL: endpoint.baseURL, userAgent: "triage/\(version)"),
      transport: transport,
      cache: ResponseCache(directory: cacheDirectory(environment, homeDirectory)),
      logger: Logger(label: "triage.github"))
    let store = TokenStore.standard(environment: environment, homeDirectory: homeDirectory)
    let logger = Logger(label: "triage.session")
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
    let repository = GitHubIssueRepository(
      client: client, token: found?.token, keeper: keeper, logger: Logger(label: "triage.data"))
    let unused =
      found == nil
      ? discovery.unusedVariable(for: endpoint.host).map {
        UnusedToken(variable: $0.variable, expected: $0.expected)
      } : nil
    return Backend(
      repository: repository, demoSwitches: nil, startsSignedIn: found != nil,
      tokenSource: found?.source, transport: transport, host: endpoint.host, unusedToken: unused)
  }

  /// `$XDG_CACHE_HOME/triage/http`, else `~/.cache/triage/http`.
  static func cacheDirectory(_ environment: [String: String], _ home: String) -> URL {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
    return URL(fileURLWithPath: base).appendingPathComponent("triage/http")
  }
}
