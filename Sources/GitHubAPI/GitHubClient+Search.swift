import FoundationEssentials
import Logging
import SystemSupport

/// Search and the sorted repository issue list: the endpoints behind sections and the query line. Pages follow `Link`
/// as every other list does, through the same origin check.
extension GitHubClient {
  /// GitHub lists at most this many results of one search; asking for a page past it answers
  /// 422, so no such request is made.
  public static let searchResultCap = 1000

  /// `GET /search/issues?q=…&sort=…&order=…&per_page=30`, or the page at `next`. `sort` is
  /// `updated`, `created` or `comments`, `order` `asc` or `desc`; `nil` leaves GitHub's
  /// best-match order. The next link is dropped when its page would start at or past
  /// `searchResultCap`, or when its page can't be read from it (so no request can pass the cap).
  ///
  /// Any page is conditional on `ifNoneMatch` (the ETag kept for it) when given: a 304 is a page marked
  /// `isNotModified` with nothing else in it.
  public func searchIssues(
    query: String, sort: String?, order: String?, next: URL?, token: String?,
    ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubSearchPage {
    var parameters = [("q", query)]
    if let sort { parameters.append(("sort", sort)) }
    if let order { parameters.append(("order", order)) }
    parameters.append(("per_page", "\(Self.pageSize)"))
    let first = Self.encodingPlus(url("search", "issues", query: parameters))
    let conditional = ifNoneMatch.flatMap(Self.headerValue)
    let response = try await getPage(
      next: next, first: first, token: token, ifNoneMatch: conditional)
    if response.isNotModified, conditional != nil {
      var unchanged = GitHubSearchPage(items: [], totalCount: nil, isIncomplete: false, next: nil)
      unchanged.isNotModified = true
      unchanged.etag = response.etag.flatMap(Self.headerValue) ?? conditional
      return unchanged
    }
    let body = try decode(SearchIssuesDTO.self, from: response)
    logLeftOut(body.itemsDropped, body.firstProblem, of: "a page of search results")
    var following = response.link.next.flatMap { Self.isWithinSearchCap($0) ? $0 : nil }
    if body.itemsCut {
      // The rows past the limit are gone, so the next page would leave a gap: the list ends.
      logger.warning("a page of more than \(Self.pageItemLimit) results was cut; paging stops")
      following = nil
    }
    if response.link.next != nil && following == nil {
      logger.debug("search paging stops: the next page would start past the result cap")
    }
    var page = GitHubSearchPage(
      items: body.items, totalCount: body.totalCount.flatMap { $0 >= 0 ? $0 : nil },
      isIncomplete: (body.incompleteResults ?? false) || body.itemsCut, next: following)
    page.etag = response.etag.flatMap(Self.headerValue)
    return page
  }

  /// `GET /repos/{owner}/{repo}/issues?state=…&sort=…&direction=…`, or the page at `next`.
  /// Pull requests come too. The endpoint's default order (`created`, `desc`) is not spelt
  /// out, so the default list asks for what it always asked for.
  public func issues(
    owner: String, name: String, state: String, sort: String, direction: String, next: URL?,
    token: String?, ifNoneMatch: String? = nil
  ) async throws(GitHubServiceError) -> GitHubPage<IssueDTO> {
    let first = url(
      "repos", owner, name, "issues",
      query: [("state", state)]
        + (sort == "created" && direction == "desc"
          ? [] : [("sort", sort), ("direction", direction)])
        + [("per_page", "\(Self.pageSize)")])
    return try await page(next: next, first: first, token: token, ifNoneMatch: ifNoneMatch)
  }

  /// `url` with every `+` of its query escaped: servers read a bare `+` as a space, and
  /// `URLComponents` leaves it bare, so `label:c++` would arrive as `label:c  `.
  static func encodingPlus(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return url
    }
    components.percentEncodedQuery = components.percentEncodedQuery?
      .replacingEvery("+", with: "%2B")
    return components.url ?? url
  }

  /// Whether the page `url` asks for starts before result `searchResultCap`, from its `page`
  /// and its `per_page` (30 when absent). GitHub's next links always carry `page`; untrusted
  /// numbers: a missing `page`, or a value that isn't a small positive integer, means "not
  /// within".
  static func isWithinSearchCap(_ url: URL) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    func number(_ name: String, default value: Int?) -> Int? {
      guard let text = items.last(where: { $0.name == name })?.value else { return value }
      guard text.utf8.count <= 6, let number = Int(text), number >= 1 else { return nil }
      return number
    }
    guard let page = number("page", default: nil), let perPage = number("per_page", default: 30)
    else { return false }
    return (page - 1) * perPage < searchResultCap
  }
}
