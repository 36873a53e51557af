import FoundationEssentials
import Logging
import SystemSupport

/// The six endpoints Triage reads (DESIGN §7). A page is fetched from the `next` URL exactly as
/// the previous answer linked it; only the first page's URL is built here.
extension GitHubClient {
  public static let pageSize = 30
  /// The most items kept of one page: GitHub's own largest page (`per_page=100`).
  public static let pageItemLimit = 100
  /// The timeline's page: GitHub's largest, as its entries are mostly one-line events.
  public static let timelinePageSize = 100

  /// `GET /user`: whose token this is. Signing in calls it with the token being checked.
  public func user(token: String?) async throws(GitHubServiceError) -> UserDTO {
    try decode(UserDTO.self, from: try await get(url("user"), token: token))
  }

  /// `GET /user`, conditional on `ifNoneMatch` when given (the `ETag` of the account's last
  /// answer): a 304 is an answer with no value, the same account as then.
  public func user(token: String?, ifNoneMatch: String?)
    async throws(GitHubServiceError) -> GitHubConditional<UserDTO>
  {
    let conditional = ifNoneMatch.flatMap(Self.headerValue)
    let response = try await get(url("user"), token: token, ifNoneMatch: conditional)
    let etag = response.etag.flatMap(Self.headerValue)
    if response.isNotModified, conditional != nil {
      return GitHubConditional(value: nil, etag: etag ?? conditional)
    }
    return GitHubConditional(value: try decode(UserDTO.self, from: response), etag: etag)
  }

  /// `GET /user/repos?sort=updated`, or the page at `next`.
  public func repositories(next: URL?, token: String?) async throws(GitHubServiceError)
    -> GitHubPage<RepositoryDTO>
  {
    let first = url(
      "user", "repos", query: [("sort", "updated"), ("per_page", "\(Self.pageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}`.
  public func repository(owner: String, name: String, token: String?)
    async throws(GitHubServiceError) -> RepositoryDTO
  {
    try decode(RepositoryDTO.self, from: try await get(url("repos", owner, name), token: token))
  }

  /// `GET /repos/{owner}/{repo}/issues?state=…`, or the page at `next`. Pull requests come too.
  public func issues(
    owner: String, name: String, state: String, next: URL?, token: String?
  ) async throws(GitHubServiceError) -> GitHubPage<IssueDTO> {
    let first = url(
      "repos", owner, name, "issues", query: [("state", state), ("per_page", "\(Self.pageSize)")])
    return try await page(next: next, first: first, token: token)
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}`.
  public func issue(owner: String, name: String, number: Int, token: String?)
    async throws(GitHubServiceError) -> IssueDTO
  {
    try decode(
      IssueDTO.self,
      from: try await get(url("repos", owner, name, "issues", "\(number)"), token: token))
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}`, conditional on `ifNoneMatch` when given (an
  /// `ETag` kept from an earlier answer): a 304 is an answer with no value.
  public func issue(
    owner: String, name: String, number: Int, token: String?, ifNoneMatch: String?
  ) async throws(GitHubServiceError) -> GitHubConditional<IssueDTO> {
    let conditional = ifNoneMatch.flatMap(Self.headerValue)
    let response = try await get(
      url("repos", owner, name, "issues", "\(number)"), token: token, ifNoneMatch: conditional)
    let etag = response.etag.flatMap(Self.headerValue)
    if response.isNotModified, conditional != nil {
      return GitHubConditional(value: nil, etag: etag ?? conditional)
    }
    return GitHubConditional(value: try decode(IssueDTO.self, from: response), etag: etag)
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}/comments`, or the page at `next`; the first
  /// page conditional on `ifNoneMatch` when given.
  public func comments(
    owner: String, name: String, number: Int, next: URL?, token: String?,
    ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubPage<CommentDTO> {
    let first = url(
      "repos", owner, name, "issues", "\(number)", "comments",
      query: [("per_page", "\(Self.pageSize)")])
    return try await page(next: next, first: first, token: token, ifNoneMatch: ifNoneMatch)
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}/timeline`, or the page at `next`: comments and
  /// events, oldest first, at GitHub's largest page, since most entries are one short event;
  /// the first page conditional on `ifNoneMatch` when given.
  public func timeline(
    owner: String, name: String, number: Int, next: URL?, token: String?,
    ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubPage<TimelineEventDTO> {
    let first = url(
      "repos", owner, name, "issues", "\(number)", "timeline",
      query: [("per_page", "\(Self.timelinePageSize)")])
    return try await page(next: next, first: first, token: token, ifNoneMatch: ifNoneMatch)
  }

  /// The page at `next` as the server linked it, or the `first` page. A next link is followed
  /// only on the API's own origin: one elsewhere (another host, port or scheme, an https to
  /// http downgrade included) is not fetched at all, so no request, with or without the token,
  /// goes where a hostile answer points.
  ///
  /// Any page is conditional on `ifNoneMatch` when given (the ETag the caller kept for that
  /// page): a 304 is a page marked `isNotModified` with no items, since the caller holds them.
  func page<Item: Decodable & Sendable>(
    next: URL?, first: URL, token: String?, ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubPage<Item> {
    let conditional = ifNoneMatch.flatMap(Self.headerValue)
    var response = try await getPage(
      next: next, first: first, token: token, ifNoneMatch: conditional)
    let etag = response.etag.flatMap(Self.headerValue)
    if response.isNotModified, conditional != nil {
      var unchanged = GitHubPage<Item>(items: [], next: nil, isNotModified: true)
      unchanged.etag = etag ?? conditional
      return unchanged
    }
    // Only the rows kept are parsed at all.
    let prefix = JSONArrayPrefix.cut(response.body, after: Self.pageItemLimit)
    if let prefix { response.body = prefix }
    let page = try decode(PageItems<Item>.self, from: response)
    logLeftOut(page.droppedCount, page.firstProblem, of: "a page")
    guard !page.isCut, prefix == nil else {
      // The rows past the limit are gone, so the next page would leave a gap: the list ends.
      logger.warning("a page of more than \(Self.pageItemLimit) items was cut; paging stops")
      return GitHubPage(items: page.items, next: nil, isCut: true)
    }
    var result = GitHubPage(
      items: page.items, next: response.link.next, isNotModified: response.isNotModified)
    result.etag = etag
    return result
  }

  /// Logs, once for the answer, that `count` of its items couldn't be read and were left out.
  func logLeftOut(_ count: Int, _ problem: String?, of what: String) {
    guard count > 0 else { return }
    logger.warning(
      "\(count) item(s) of \(what) couldn't be read and were left out: \(problem ?? "undecodable")")
  }

  /// The answer at `next`, refused unless it can be requested at all and is on the API's
  /// origin, or at `first`.
  func getPage(
    next: URL?, first: URL, token: String?, ifModifiedSince: String? = nil,
    ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubResponse {
    if let next, !RequestableURL.allows(next) {
      logger.warning("refused a next link to an unusable URL (scheme, host or port)")
      throw .unusableURL
    }
    if let next, !Origin.of(next, isSameAs: origin) {
      logger.warning(
        "refused a next link to \(Origin(next)?.description ?? "an unusable URL"): not the API's origin \(origin?.description ?? "?")"
      )
      throw .crossOriginLink
    }
    return try await get(
      next ?? first, token: token, ifModifiedSince: ifModifiedSince, ifNoneMatch: ifNoneMatch)
  }

  /// The base URL plus path segments (each percent-encoded) and a query.
  func url(_ segments: String..., query: [(String, String)] = []) -> URL {
    url(segments: segments, query: query)
  }

  /// `url` over segments held in an array.
  func url(segments: [String], query: [(String, String)] = []) -> URL {
    var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)
    var path = components?.percentEncodedPath ?? ""
    if path.hasSuffix("/") { path.removeLast() }
    for segment in segments {
      path +=
        "/"
        + PercentEncoding.encoded(segment, allowing: PercentEncoding.pathSegment)
    }
    components?.percentEncodedPath = path
    components?.queryItems =
      query.isEmpty ? nil : query.map { URLQueryItem(name: $0.0, value: $0.1) }
    return components?.url ?? configuration.baseURL
  }
}
