import FoundationEssentials
import Logging
import SystemSupport

/// Speaks GitHub's REST API over a transport: the headers GitHub asks for, redirects followed by
/// hand (at most 5, the token sent only to the base URL's own origin, a 301 remembered), conditional
/// requests from the cache, a short backoff for 502/503/504 (`AutomaticRetry.gatewayWait`), and
/// every failure as a `GitHubServiceError`.
public struct GitHubClient: Sendable {
  public struct Configuration: Sendable {
    /// `https://api.github.com`, `https://HOST/api/v3`, or `--api-url`.
    public var baseURL: URL
    public var userAgent: String
    public var maximumRedirects = 5

    public init(baseURL: URL, userAgent: String) {
      self.baseURL = baseURL
      self.userAgent = userAgent
    }
  }

  public let configuration: Configuration
  public let transport: any HTTPTransport
  public let cache: ResponseCache?
  public let clock: any Clock<Duration>
  public let now: @Sendable () -> Date
  public let logger: Logger
  /// URLs a 301 moved, old to new, so later requests go straight there.
  private let moved = PermanentRedirects()
  /// When the last write went: the next waits its turn (`send`).
  let writeSpacing = WriteSpacing()
  /// What this session sent, for the log at exit.
  public let requests = RequestCounter()

  public init(
    configuration: Configuration, transport: any HTTPTransport, cache: ResponseCache? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    logger: Logger = Logger(label: "triage.github")
  ) {
    self.configuration = configuration
    self.transport = transport
    self.cache = cache
    self.clock = clock
    self.now = now
    self.logger = logger
  }

  /// The API's own origin: the only one that ever receives the token.
  public var origin: Origin? { Origin(configuration.baseURL) }

  /// GETs `url` with `token`, following redirects and using the cache. The token goes only to
  /// the base URL's origin (scheme, host and port); once a redirect leaves it, it stays dropped.
  /// With `ifModifiedSince`, the request is conditional on that date too, and a 304 without a
  /// cached body is an empty answer marked `isNotModified`.
  ///
  /// With `ifNoneMatch` (an ETag the caller kept), that is sent instead of the cache's, and a
  /// 304 is an empty answer marked `isNotModified`: the caller has the body.
  ///
  /// With `accept` (another media type than JSON, such as a diff), the cache is neither read
  /// nor written: its entries are keyed by URL, and the same URL answers JSON otherwise.
  public func get(
    _ url: URL, token: String?, ifModifiedSince: String? = nil, ifNoneMatch: String? = nil,
    accept: String? = nil
  ) async throws(GitHubServiceError) -> GitHubResponse {
    let original = moved.destination(of: url)
    var current = original
    let origin = self.origin
    var sendsToken = token != nil && Origin.of(current, isSameAs: origin)
    var redirects = 0
    var retries = 0
    let cacheKey = ResponseCache.key(url: original, token: token)
    // Read once: redirects and retries ask about the same original URL.
    let cache = accept == nil ? self.cache : nil
    let cached = ifNoneMatch == nil ? cache?.entry(for: cacheKey) : nil
    while true {
      if Task.isCancelled { throw .cancelled }
      // The first URL may be a remembered 301's destination or a next link, so it is checked
      // here with every redirect's, before anything is sent.
      guard RequestableURL.allows(current) else {
        logger.warning("refused to request an unusable URL (scheme, host or port)")
        throw .unusableURL
      }
      var headers = headers(
        token: sendsToken ? token : nil, etag: ifNoneMatch ?? cached?.etag, accept: accept)
      if let ifModifiedSince { headers.append(("If-Modified-Since", ifModifiedSince)) }
      let request = HTTPRequestSpec(url: current, headers: headers)
      let response: HTTPResponseData
      do {
        response = try await transport.send(request)
      } catch {
        requests.record(request, status: nil)
        throw GitHubServiceError(error)
      }
      requests.record(request, status: response.status)
      switch response.status {
      case 200...299:
        if let etag = response.header("etag"), !etag.isEmpty {
          cache?.store(ResponseCache.Entry(etag: etag, body: response.body), for: cacheKey)
        }
        return GitHubResponse(response, body: response.body)
      case 304 where cached != nil || ifModifiedSince != nil || ifNoneMatch != nil:
        return GitHubResponse(response, body: cached?.body ?? [], isNotModified: true)
      case 301, 302, 303, 307, 308:
        let next = try redirect(response, from: current, after: redirects)
        redirects += 1
        sendsToken = sendsToken && Origin.of(next, isSameAs: origin)
        if response.status == 301 || response.status == 308 { moved.record(original, to: next) }
        logger.debug(
          "redirect \(response.status) to \(sendsToken ? "the API's origin" : "another origin")")
        current = next
      case let status
      where [502, 503, 504].contains(status)
        && AutomaticRetry.gatewayWait(before: retries) != nil:
        let wait = AutomaticRetry.gatewayWait(before: retries) ?? AutomaticRetry.gatewayBackoff
        retries += 1
        logger.debug("HTTP \(response.status); retry \(retries) after \(wait)")
        do {
          try await clock.sleep(for: wait, tolerance: nil)
        } catch {
          throw .cancelled
        }
      default:
        throw GitHubServiceError(response: response, now: now())
      }
    }
  }

  /// Where a redirect leads, once it is checked: within the limit on redirects, to a URL that
  /// can be requested, and never from https down to plain http.
  func redirect(_ response: HTTPResponseData, from current: URL, after redirects: Int)
    throws(GitHubServiceError) -> URL
  {
    guard redirects < configuration.maximumRedirects else {
      logger.warning("gave up after \(redirects) redirects (a loop?)")
      throw .tooManyRedirects(redirects)
    }
    guard let location = response.header("location"),
      let next = URL(string: location, relativeTo: current)?.absoluteURL
    else { throw .unexpectedStatus(response.status) }
    guard RequestableURL.allows(next) else {
      logger.warning("refused a \(response.status) redirect to an unusable URL")
      throw .unusableURL
    }
    guard Self.isAllowed(next, from: current) else { throw .unexpectedStatus(response.status) }
    return next
  }

  /// Decodes a JSON body; an empty body where JSON was expected is `emptyBody`.
  public func decode<T: Decodable>(_ type: T.Type, from response: GitHubResponse)
    throws(GitHubServiceError) -> T
  {
    guard !response.body.isEmpty else { throw .emptyBody }
    do {
      return try Self.decoder.decode(T.self, from: Data(response.body))
    } catch {
      throw .decoding(description: Self.describe(error))
    }
  }

  /// The headers of DESIGN §7. The token goes only to the host it was meant for.
  func headers(
    token: String?, etag: String?, accept: String? = nil
  ) -> [(name: String, value: String)] {
    var headers: [(name: String, value: String)] = [
      ("User-Agent", configuration.userAgent),
      ("Accept", accept ?? "application/vnd.github+json"),
      ("X-GitHub-Api-Version", "2022-11-28"),
    ]
    if let token { headers.append(("Authorization", "Bearer \(token)")) }
    if let etag { headers.append(("If-None-Match", etag)) }
    return headers
  }

  /// A redirect may not downgrade to plain http, except between loopback addresses (tests).
  static func isAllowed(_ next: URL, from current: URL) -> Bool {
    switch next.scheme?.lowercased() {
    case "https": return true
    case "http": return LoopbackHost.contains(next.host) && current.scheme?.lowercased() == "http"
    default: return false
    }
  }

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  /// A decoding error in one line, naming the path to the field, never the payload.
  static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return String(describing: type(of: error)) }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
        separator: ".")
    }
    switch decoding {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(path(context))"
    case .keyNotFound(let key, let context):
      return "missing \(key.stringValue) at \(path(context))"
    case .dataCorrupted(let context):
      return "malformed JSON at \(path(context))"
    @unknown default:
      return "undecodable"
    }
  }
}

/// The 301s seen so far. A class behind a lock because the client is a value shared by
/// concurrent requests.
final class PermanentRedirects: Sendable {
  private let map = Locked<[URL: URL]>([:])

  func destination(of url: URL) -> URL { map.withLock { $0[url] ?? url } }

  func record(_ url: URL, to destination: URL) {
    map.withLock { $0[url] = destination }
  }
}
