import Foundation
import GitHubAPI
import IssueDomain
import IssueStore

/// Search over GitHub's `/search/issues`, and the sorted repository listing.
extension GitHubIssueRepository: IssueSearching {
  /// The first page is asked for conditionally on the kept one's ETag: a 304 answers with the
  /// kept rows (only their age changes), a 200 replaces them.
  public func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> SearchResultPage
  {
    let token = currentSessionToken
    let sort = query.sort
    let store = cursor == nil ? await accountStore() : nil
    let key = Self.listKey(query)
    let kept = await store?.issues(forList: key)
    let page: GitHubSearchPage
    do throws(GitHubServiceError) {
      page = try await client.searchIssues(
        query: query.searchText, sort: sort?.field.rawValue, order: sort?.direction.rawValue,
        next: Self.url(cursor), token: token, ifNoneMatch: kept?.validators.etag)
    } catch {
      let mapped = IssueRepositoryError(searchFailure: error)
      logger.debug("github searchIssues failed: \(error) → \(mapped)")
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

  static func results(_ kept: StoredList<Issue>) -> SearchResultPage {
    SearchResultPage(
      page: Page(items: kept.rows, nextCursor: kept.nextCursor.map(PageCursor.init)),
      totalCount: kept.totalCount, isIncomplete: kept.isIncomplete)
  }

  /// A repository's own list, kept as searches are: the first page is asked for conditionally
  /// on the kept one's ETag; a 304 answers with the kept rows, a 200 replaces them.
  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
    after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    let token = currentSessionToken
    let store = cursor == nil ? await accountStore() : nil
    let key = Self.listKey(repository, state: state, sort: sort)
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

  /// The store's name for a repository's own list's first page.
  static func listKey(_ repository: RepositoryName, state: IssueStateFilter, sort: SearchSort)
    -> String
  {
    "repository \(repository.owner)/\(repository.name) \(state.rawValue) \(sort.field.rawValue)-\(sort.direction.rawValue)"
  }
}
