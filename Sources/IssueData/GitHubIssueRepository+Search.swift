import Foundation
import GitHubAPI
import IssueDomain

/// Search over GitHub's `/search/issues`, and the sorted repository listing.
extension GitHubIssueRepository: IssueSearching {
  public func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> SearchResultPage
  {
    let token = currentSessionToken
    let sort = query.sort
    let page: GitHubSearchPage
    do throws(GitHubServiceError) {
      page = try await client.searchIssues(
        query: query.searchText, sort: sort?.field.rawValue, order: sort?.direction.rawValue,
        next: Self.url(cursor), token: token)
    } catch {
      let mapped = IssueRepositoryError(searchFailure: error)
      logger.debug("github searchIssues failed: \(error) → \(mapped)")
      throw mapped
    }
    return SearchResultPage(
      page: Page(items: page.items.map(Self.issue), nextCursor: Self.cursor(page.next)),
      totalCount: page.totalCount, isIncomplete: page.isIncomplete)
  }

  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
    after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    let token = currentSessionToken
    let page: GitHubPage<IssueDTO>
    do throws(GitHubServiceError) {
      page = try await client.issues(
        owner: repository.owner, name: repository.name, state: state.rawValue,
        sort: sort.field.rawValue, direction: sort.direction.rawValue, next: Self.url(cursor),
        token: token)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("github sorted issues failed: \(error) → \(mapped)")
      throw mapped
    }
    return Page(
      items: page.items.map(Self.issue), nextCursor: Self.cursor(page.next),
      isIncomplete: page.isCut)
  }
}
