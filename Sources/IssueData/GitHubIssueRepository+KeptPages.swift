import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import ScreenState

extension GitHubIssueRepository {
  /// A paged answer whose first page is kept under `key` and asked for again on its kept
  /// `ETag`: a 304 returns the kept page (only its age moves), a 200 replaces it. Later pages
  /// are neither kept nor conditional. `read` and `save` are the store's calls for the rows'
  /// kind; `map` turns the answer's items into rows.
  func keptFirstPage<Row: Sendable, Item: Sendable>(
    _ name: String, key: String, after cursor: PageCursor?,
    read: (IssueStore, String) async -> StoredList<Row>?,
    save: (IssueStore, StoredList<Row>, String) async -> Void,
    fetch: (_ next: URL?, _ etag: String?) async throws(GitHubServiceError) -> GitHubPage<Item>,
    map: ([Item]) -> [Row]
  ) async throws(IssueRepositoryError) -> Page<Row> {
    let store = cursor == nil ? await accountStore() : nil
    let kept: StoredList<Row>? = if let store { await read(store, key) } else { nil }
    let page = try await request(name) { () async throws(GitHubServiceError) in
      try await fetch(Self.url(cursor), kept?.validators.etag)
    }
    if page.isNotModified, let store, let kept {
      await store.markUnchanged(
        list: key, at: client.now(), validators: Validators(etag: page.etag))
      return Self.keptPage(kept)
    }
    let fresh = Page(
      items: map(page.items), nextCursor: Self.cursor(page.next), isIncomplete: page.isCut)
    if let store {
      await save(
        store,
        StoredList(
          rows: fresh.items, nextCursor: fresh.nextCursor?.rawValue,
          isIncomplete: fresh.isIncomplete, validators: Validators(etag: page.etag),
          storedAt: client.now()),
        key)
    }
    return fresh
  }

  /// A kept list as the page it was.
  static func keptPage<Row>(_ kept: StoredList<Row>) -> Page<Row> {
    Page(
      items: kept.rows, nextCursor: kept.nextCursor.map(PageCursor.init),
      isIncomplete: kept.isIncomplete)
  }
}
