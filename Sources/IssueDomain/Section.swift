/// One tab of the home screen: a named GitHub search, or the signed-in account's repositories.
///
/// A value so the app draws and runs sections without knowing where they came from (the defaults
/// or the user's config file); `SectionsConfiguration` holds the rules a list of them obeys.
public struct Section: Hashable, Sendable {
  /// What a section lists.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The results of `query` through `GET /search/issues`.
    case search
    /// The signed-in account's repository list (no query).
    case repositories
    /// The account's notifications, the inbox (no query).
    case notifications
  }

  /// The tab's name, already sanitised for the terminal and at most
  /// `SectionsConfiguration.maximumTitleLength` characters.
  public var title: String
  /// What the section lists.
  public var kind: Kind
  /// GitHub search syntax (e.g. `is:open assignee:@me sort:updated-desc`) for `.search`; nil for
  /// `.repositories`. Sent as written: the search layer adds what the endpoint requires.
  public var query: String?
  /// The most results to list, 1…1000 (GitHub's search stops at 1,000); nil lists as many as
  /// the server gives.
  public var limit: Int?
  /// `.notifications`: only threads the account takes part in.
  public var participating = false
  /// `.notifications`: only threads there for these reasons; empty lists every reason.
  public var reasons: [InboxReason] = []
  /// `.search`: how often the list is refreshed by itself while it is on screen, at least
  /// `minimumRefresh`; nil refreshes only on `r`.
  public var refresh: Duration?

  /// The shortest `refresh`: a search costs a request of GitHub's 30 a minute each time.
  public static let minimumRefresh = Duration.seconds(60)
  /// The longest `refresh`: past a day it is a typo, not a plan.
  public static let maximumRefresh = Duration.seconds(24 * 60 * 60)

  /// Creates a section. The config loader validates what it passes; the defaults are known good.
  public init(title: String, kind: Kind, query: String?, limit: Int? = nil) {
    self.title = title
    self.kind = kind
    self.query = query
    self.limit = limit
  }

  /// A search section.
  public static func search(_ title: String, query: String, limit: Int? = nil) -> Section {
    Section(title: title, kind: .search, query: query, limit: limit)
  }

  /// The repositories section.
  public static func repositories(_ title: String) -> Section {
    Section(title: title, kind: .repositories, query: nil)
  }

  /// An inbox section.
  public static func notifications(
    _ title: String, participating: Bool = false, reasons: [InboxReason] = []
  ) -> Section {
    var section = Section(title: title, kind: .notifications, query: nil)
    section.participating = participating
    section.reasons = reasons
    return section
  }
}
