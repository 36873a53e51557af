/// One poll of the inbox: a page of threads, or word that nothing changed since the last poll.
/// Either way, how long GitHub asks to wait before the next one.
public struct InboxPoll: Sendable, Equatable {
  /// `nil`: unchanged since `since` (a 304); the rows on screen stay as they are.
  public var page: Page<InboxThread>?
  /// What to send as `since` next time: the answer's `Last-Modified`.
  public var lastModified: String?
  /// GitHub's `X-Poll-Interval`: no poll goes out sooner. It may rise under load.
  public var interval: Duration

  /// The wait when the server names none, or an unusable one: GitHub's usual minute.
  public static let defaultInterval = Duration.seconds(60)

  public init(page: Page<InboxThread>?, lastModified: String?, interval: Duration) {
    self.page = page
    self.lastModified = lastModified
    self.interval = interval
  }
}
