import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import Logging
import ScreenState

/// Search over GitHub's `/search/issues`, and the sorted repository listing.
extension GitHubIssueRepository: IssueSearching {
  /// Every page is kept as it is seen, and asked for conditionally on the kept one's ETag: a
  /// 304 answers with the kept rows (only their age changes), a 200 replaces them. A later page
  /// the network can't reach is answered from the store, so what was seen can be paged offline.
  public func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> SearchResultPage
  {
    let token = currentSessionToken
    let sort = query.sort
    let store = await accountStore()
    let key = Self.pageKey(Self.listKey(query), after: cursor)
    let kept = await store?.issues(forList: key)
    let page: GitHubSearchPage
    do throws(GitHubServiceError) {
      page = try await client.searchIssues(
        query: query.searchText, sort: sort?.field.rawValue, order: sort?.direction.rawValue,
        next: Self.url(cursor), token: token, ifNoneMatch: kept?.validators.etag)
    } catch {
      let mapped = IssueRepositoryError(searchFailure: error)
      logger.debug("github searchIssues failed: \(error) → \(mapped)")
      if let kept = Self.keptInstead(of: mapped, after: cursor, kept) { return Self.results(kept) }
      throw mapped
    }
    if page.isNotModified, let store, var kept {
      kept.storedAt = client.now()
      await store.markUnchanged(
        list: key, at: kept.storedAt, validators: Validators(etag: page.etag))
      return Self.results(kept)
    }
    let results = SearchResultPage(
      page: Page(items: page.items.map(Self.issue), nextCursor: Self.cursor(page.next)),
      totalCount: page.totalCount, isIncomplete: page.isIncomplete)
    if let store {
      await store.saveIssues(
        StoredList(
          rows: results.page.items, nextCursor: results.page.nextCursor?.rawValue,
          totalCount: results.totalCount, isIncomplete: results.isIncomplete,
          validators: Validators(etag: page.etag), storedAt: client.now()),
        forList: key)
    }
    return results
  }

  public func keptSearch(_ query: SearchQuery) async -> KeptResults? {
    guard let kept = await accounts?.store()?.issues(forList: Self.listKey(query)) else {
      return nil
    }
    return KeptResults(page: Self.results(kept), asOf: kept.storedAt)
  }

  /// The store's name for a search's first page: what is asked of the server.
  static func listKey(_ query: SearchQuery) -> String {
    let sort = query.sort.map { " sort:\($0.field.rawValue)-\($0.direction.rawValue)" } ?? ""
    return "search \(query.searchText)\(sort)"
  }

  /// The store's name for one page of the list `key` names: the list's own name for the first
  /// page (what the screen opens on), and the page's cursor after it for the rest.
  static func pageKey(_ key: String, after cursor: PageCursor?) -> String {
    cursor.map { "\(key) after \($0.rawValue)" } ?? key
  }

  /// The kept page to answer with when `error` kept the network from answering for a later
  /// page: only for no answer at all (never for a refusal, which the user must see), and never
  /// for the first page, whose screen already shows the kept rows under the offline banner.
  static func keptInstead(
    of error: IssueRepositoryError, after cursor: PageCursor?, _ kept: StoredList<Issue>?
  ) -> StoredList<Issue>? {
    guard cursor != nil, let kept else { return nil }
    switch error {
    case .offline, .timedOut, .unreachable: return kept
    default: return nil
    }
  }

  static func results(_ kept: StoredList<Issue>) -> SearchResultPage {
    SearchResultPage(
      page: Page(items: kept.rows, nextCursor: kept.nextCursor.map(PageCursor.init)),
      totalCount: kept.totalCount, isIncomplete: kept.isIncomplete)
  }

  /// A repository's own list, kept page by page as searches are.
  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
    after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    let token = currentSessionToken
    let store = await accountStore()
    let key = Self.pageKey(Self.listKey(repository, state: state, sort: sort), after: cursor)
    let kept = await store?.issues(forList: key)
    let page: GitHubPage<IssueDTO>
    do throws(GitHubServiceError) {
      page = try await client.issues(
        owner: repository.owner, name: repository.name, state: state.rawValue,
        sort: sort.field.rawValue, direction: sort.direction.rawValue, next: Self.url(cursor),
        token: token, ifNoneMatch: kept?.validators.etag)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("github sorted issues failed: \(error) → \(mapped)")
      if let kept = Self.keptInstead(of: mapped, after: cursor, kept) {
        return Self.results(kept).page
      }
      throw mapped
    }
    if page.isNotModified, let store, var kept {
      kept.storedAt = client.now()
      await store.markUnchanged(
        list: key, at: kept.storedAt, validators: Validators(etag: page.etag))
      return Page(
        items: kept.rows, nextCursor: kept.nextCursor.map(PageCursor.init),
        isIncomplete: kept.isIncomplete)
    }
    let issues = Page(
      items: page.items.map(Self.issue), nextCursor: Self.cursor(page.next),
      isIncomplete: page.isCut)
    if let store {
      await store.saveIssues(
        StoredList(
          rows: issues.items, nextCursor: issues.nextCursor?.rawValue,
          isIncomplete: issues.isIncomplete, validators: Validators(etag: page.etag),
          storedAt: client.now()),
        forList: key)
    }
    return issues
  }

  public func keptIssues(in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort)
    async -> KeptResults?
  {
    let key = Self.listKey(repository, state: state, sort: sort)
    guard let kept = await accounts?.store()?.issues(forList: key) else { return nil }
    return KeptResults(page: Self.results(kept), asOf: kept.storedAt)
  }

  /// The store's name for a repository's own list's first page (public for the benchmarks,
  /// which write a kept list before the app starts).
  public static func listKey(
    _ repository: RepositoryName, state: IssueStateFilter, sort: SearchSort
  ) -> String {
    "repository \(repository.owner)/\(repository.name) \(state.rawValue) \(sort.field.rawValue)-\(sort.direction.rawValue)"
  }
}
