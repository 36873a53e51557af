import FoundationEssentials
import Logging

/// Writes: one request, never retried by the client (a 502 after a POST may hide a comment
/// that was stored, so a retry could post it twice; the domain decides, see `AddComment`).
extension GitHubClient {
  /// Sends `method` (`POST`, `PATCH`) to `url` with a JSON `body` and returns the answer.
  ///
  /// The same headers, token rule and error table as `get`, plus `Content-Type`. A 307 or 308
  /// on the API's own origin is followed with the same method and body, within the redirect
  /// bound; any other redirect is `unexpectedStatus`, so a body never goes to another origin.
  /// After a success the cached answers that `invalidates` names are dropped, so the next read
  /// of them is a full `200`, never a `304` of what the write changed. Writes go at least a
  /// second apart, as GitHub asks (`WriteSpacing`); a read sent as a POST (a GraphQL query)
  /// is not `spaced`, since it changes nothing.
  public func send(
    _ method: String, _ url: URL, json body: [UInt8], token: String?, spaced: Bool = true,
    invalidating invalidates: @escaping @Sendable (URL) -> Bool
  ) async throws(GitHubServiceError) -> GitHubResponse {
    let origin = self.origin
    let sendsToken = token != nil && Origin.of(url, isSameAs: origin)
    var current = url
    var redirects = 0
    let wait = spaced ? writeSpacing.reserve(at: now()) : .zero
    if wait > .zero {
      do {
        try await clock.sleep(for: wait, tolerance: nil)
      } catch {
        throw .cancelled
      }
    }
    while true {
      if Task.isCancelled { throw .cancelled }
      guard RequestableURL.allows(current) else { throw .unusableURL }
      var headers = headers(token: sendsToken ? token : nil, etag: nil)
      headers.append(("Content-Type", "application/json; charset=utf-8"))
      let request = HTTPRequestSpec(method: method, url: current, headers: headers, body: body)
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
        cache?.invalidate(where: invalidates)
        return GitHubResponse(body: response.body, link: LinkHeader(response.header("link")))
      case 307, 308:
        guard redirects < configuration.maximumRedirects else {
          throw .tooManyRedirects(redirects)
        }
        guard let location = response.header("location"),
          let next = URL(string: location, relativeTo: current)?.absoluteURL,
          RequestableURL.allows(next), Origin.of(next, isSameAs: origin)
        else {
          logger.warning(
            "refused a \(response.status) redirect of a \(method) off the API's origin")
          throw .unexpectedStatus(response.status)
        }
        redirects += 1
        current = next
      default:
        throw GitHubServiceError(response: response, now: now())
      }
    }
  }

  /// Which cached answers a write to issue `number` of `owner/name` makes stale: the issue, its
  /// comments (any page), the repository's issue lists (any query), the pages GitHub links by
  /// repository id (`/repositories/ID/issues…`, whose id the client doesn't know, so any id),
  /// and search results, which may list the issue. Matching is on the API's origin and path,
  /// case-insensitively as GitHub treats names.
  public func affectedByWrite(toIssue number: Int, owner: String, name: String)
    -> @Sendable (URL) -> Bool
  {
    let origin = self.origin
    let base = Self.pathComponents(configuration.baseURL)
    let owner = owner.lowercased()
    let name = name.lowercased()
    let issue = String(number)
    return { url in
      guard let path = Self.apiPath(of: url, origin: origin, base: base) else { return false }
      switch path.first {
      case "repos":
        guard path.count >= 4, path[1] == owner, path[2] == name, path[3] == "issues" else {
          return false
        }
        return path.count == 4 || path[4] == issue
      case "repositories":
        guard path.count >= 3, path[2] == "issues" else { return false }
        return path.count == 3 || path[3] == issue
      case "search":
        return path.count == 2 && path[1] == "issues"
      default:
        return false
      }
    }
  }

  /// `url`'s path below the API's base path (split and lowercased), if it is on the API's
  /// origin and under that base; nil otherwise.
  static func apiPath(of url: URL, origin: Origin?, base: [String]) -> [String]? {
    guard Origin.of(url, isSameAs: origin) else { return nil }
    let all = pathComponents(url)
    guard all.count > base.count, Array(all.prefix(base.count)) == base else { return nil }
    return Array(all.dropFirst(base.count))
  }

  /// A URL's path, split and lowercased, without empty components.
  static func pathComponents(_ url: URL) -> [String] {
    url.path.split(separator: "/").map { $0.lowercased() }
  }

  /// JSON text of `value`, keys sorted so a request is reproducible byte for byte.
  static func json<T: Encodable>(_ value: T) throws(GitHubServiceError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(value))
    } catch {
      throw .unknown(error)
    }
  }
}
