import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import ScreenState
import SystemSupport

/// The inbox from `GET /notifications`: every field from the server is untrusted, so titles are
/// sanitised, numbers are read only from a subject URL of the expected shape on the API's own
/// origin naming the thread's own repository, and the poll interval is bounded whatever the
/// server says.
extension GitHubIssueRepository: InboxReading {
  public func inbox(participating: Bool, after cursor: PageCursor?, since: String?)
    async throws(IssueRepositoryError) -> InboxPoll
  {
    let token = currentToken
    let answer = try await request("notifications") { () async throws(GitHubServiceError) in
      try await client.notifications(
        participating: participating, next: Self.url(cursor), since: since, token: token)
    }
    let page = answer.page.map { page in
      Page(
        items: page.items.compactMap { Self.thread($0, apiBase: client.configuration.baseURL) },
        nextCursor: Self.cursor(page.next))
    }
    if cursor == nil, let store = await accountStore() {
      // The first page is kept with its `Last-Modified`, so a later run opens on it and polls
      // conditionally; a 304 moves only its age.
      let key = Self.inboxKey(participating: participating)
      let validators = Validators(lastModified: answer.lastModified)
      if let page {
        await store.saveThreads(
          StoredList(
            rows: page.items, nextCursor: page.nextCursor?.rawValue, validators: validators,
            storedAt: client.now()),
          forList: key)
      } else {
        await store.markUnchanged(list: key, at: client.now(), validators: validators)
      }
    }
    return InboxPoll(
      page: page, lastModified: answer.lastModified,
      interval: Self.pollInterval(answer.pollInterval))
  }

  public func keptInbox(participating: Bool) async -> KeptInbox? {
    guard
      let kept = await accounts?.store()?.threads(
        forList: Self.inboxKey(participating: participating))
    else { return nil }
    return KeptInbox(
      page: Page(items: kept.rows, nextCursor: kept.nextCursor.map(PageCursor.init)),
      lastModified: kept.validators.lastModified, asOf: kept.storedAt)
  }

  /// The store's name for the inbox's first page.
  static func inboxKey(participating: Bool) -> String {
    participating ? "inbox participating" : "inbox all"
  }

  /// GitHub's `X-Poll-Interval` in seconds, kept within a minute and an hour: never sooner than
  /// GitHub's usual minute (a hostile `0` must not make a storm), and never so long that the
  /// inbox stops for good (`r` polls at once anyway).
  static func pollInterval(_ header: String?) -> Duration {
    guard let header, let seconds = Int(header.trimmingWhitespace()) else {
      return InboxPoll.defaultInterval
    }
    return .seconds(min(max(seconds, 60), 3600))
  }

  /// A thread, or `nil` when the server sent one without a usable repository. Its number is
  /// read from its subject URL only when that is an API URL under `apiBase` for the thread's
  /// own repository: a thread whose subject points elsewhere opens nothing in the app.
  static func thread(_ dto: NotificationDTO, apiBase: URL) -> InboxThread? {
    guard let repositoryDTO = dto.repository else { return nil }
    let repository = Self.repository(repositoryDTO).name
    guard !repository.owner.isEmpty, !repository.name.isEmpty else { return nil }
    let kind = InboxSubject.Kind(type: dto.subject?.type ?? "")
    let number = dto.subject?.url.flatMap {
      subjectNumber(apiURL: $0, kind: kind, repository: repository, apiBase: apiBase)
    }
    return InboxThread(
      id: clean(dto.id), repository: repository,
      subject: InboxSubject(title: clean(dto.subject?.title ?? ""), kind: kind, number: number),
      reason: InboxReason(rawValue: clean(dto.reason ?? "")), isUnread: dto.unread ?? false,
      updatedAt: dto.updatedAt ?? .distantPast)
  }

  /// The number in a subject URL that is exactly `{apiBase}/repos/{owner}/{name}/issues/N` for
  /// an issue or `…/pulls/N` for a pull request: on the API's origin (scheme, host and port),
  /// under its path, naming `repository` (GitHub's names ignore case), with no credentials,
  /// query or fragment. Anything else, however close, gives no number.
  static func subjectNumber(
    apiURL: String, kind: InboxSubject.Kind, repository: RepositoryName, apiBase: URL
  ) -> Int? {
    let collection: String
    switch kind {
    case .issue: collection = "issues"
    case .pullRequest: collection = "pulls"
    default: return nil
    }
    guard apiURL.utf8.count <= 2048, let url = URL(string: apiURL),
      let origin = Origin(apiBase), Origin.of(url, isSameAs: origin),
      url.user == nil, url.password == nil, url.query == nil, url.fragment == nil,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    let base = apiBase.path.split(separator: "/", omittingEmptySubsequences: true)
    let path = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
    // A leading "" for the path's first `/`; no empty segment anywhere else.
    guard path.first == "", !path.dropFirst().contains(""), path.count == base.count + 6,
      Array(path.dropFirst().prefix(base.count)) == base
    else { return nil }
    let rest = path.suffix(5).map(String.init)
    guard rest[0] == "repos", rest[1].lowercased() == repository.owner.lowercased(),
      rest[2].lowercased() == repository.name.lowercased(), rest[3] == collection,
      rest[4].allSatisfy(\.isASCII), rest[4].allSatisfy(\.isNumber), rest[4].count <= 18,
      let number = Int(rest[4]), number > 0
    else { return nil }
    return number
  }
}
