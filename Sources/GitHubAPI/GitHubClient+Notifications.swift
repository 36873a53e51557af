import FoundationEssentials

/// The inbox: `GET /notifications`, polled the way GitHub asks, conditionally and no sooner
/// than its `X-Poll-Interval`.
extension GitHubClient {
  /// One poll's answer: a page (nil after a 304), the `Last-Modified` to send next time, and
  /// the server's poll interval in seconds as sent (unchecked: the caller bounds it).
  public struct NotificationsAnswer: Sendable {
    public var page: GitHubPage<NotificationDTO>?
    public var lastModified: String?
    public var pollInterval: String?
  }

  /// `GET /notifications?all=true&participating=…`, or the page at `next`. The first page is asked for
  /// with `If-Modified-Since: since` when given; a 304 is an answer with no page.
  public func notifications(
    participating: Bool, next: URL?, since: String?, token: String?
  ) async throws(GitHubServiceError) -> NotificationsAnswer {
    // `all=true`: read threads stay in the inbox, as on GitHub's web inbox, until marked done;
    // without it GitHub lists only the unread ones, and a thread marked read would vanish.
    let first = url(
      "notifications",
      query: [
        ("all", "true"), ("participating", participating ? "true" : "false"), ("per_page", "50"),
      ])
    let conditional = next == nil ? since.flatMap(Self.headerValue) : nil
    let response = try await getPage(
      next: next, first: first, token: token, ifModifiedSince: conditional)
    var page: GitHubPage<NotificationDTO>?
    if !response.isNotModified {
      let items = try decode(PageItems<NotificationDTO>.self, from: response)
      logLeftOut(items.droppedCount, items.firstProblem, of: "the notifications")
      // The threads past the limit are gone, so the next page would leave a gap.
      page = GitHubPage(
        items: items.items, next: items.isCut ? nil : response.link.next, isCut: items.isCut)
    }
    return NotificationsAnswer(
      page: page, lastModified: response.lastModified.flatMap(Self.headerValue),
      pollInterval: response.pollInterval)
  }

  /// `value` if it can be sent back as a header: printable ASCII, no longer than an HTTP date
  /// needs to be, so a hostile `Last-Modified` can't inject a header or grow without bound.
  static func headerValue(_ value: String) -> String? {
    guard !value.isEmpty, value.utf8.count <= 64,
      value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
    else { return nil }
    return value
  }
}
