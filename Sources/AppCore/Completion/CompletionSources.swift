import FoundationEssentials
import IssueDomain
import SystemSupport

/// What completion can offer: the logins, issues, labels and repositories the screens on the
/// stack already hold (the issue being answered, the list it was opened from, the sections, the
/// repositories). Gathered from what is loaded, so completing costs no request.
///
/// Every value comes from the server, so each is checked once here, where it enters: a login
/// must be one GitHub could have issued, a label or a title is made inert and one line, and
/// each list is bounded, whatever a hostile answer holds.
public struct CompletionSources: Equatable, Sendable {
  /// An issue `#` can complete to.
  public struct IssueCandidate: Equatable, Sendable {
    public var repository: RepositoryName?
    public var number: Int
    /// Sanitised, one line, bounded.
    public var title: String
  }

  public private(set) var logins: [String] = []
  public private(set) var issues: [IssueCandidate] = []
  public private(set) var labels: [String] = []
  public private(set) var repositories: [String] = []
  private var seenLogins: Set<String> = []
  private var seenIssues: Set<IssueReference> = []
  private var seenLabels: Set<String> = []
  private var seenRepositories: Set<String> = []

  /// At most this many of each kind: the list narrows as one types, so more would only cost.
  public static let limit = 300
  /// A list contributes at most this many of its rows.
  public static let rowLimit = 500
  /// GitHub's limit on a login's length.
  public static let loginLength = 39
  /// A label or a title longer than this is cut: GitHub's labels are at most 50 characters.
  public static let textLength = 200

  public init() {}

  /// A login GitHub could have issued: letters, digits, hyphens (and an Enterprise's
  /// underscores), at most 39. Anything else (a bot's `[bot]`, a control character) can't be
  /// mentioned as written, so it isn't offered.
  public static func isLogin(_ login: String) -> Bool {
    !login.isEmpty && login.count <= loginLength
      && login.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  /// Server text made safe to draw and to insert: inert controls, one line, bounded.
  public static func oneLine(_ text: String) -> String {
    String(UntrustedText.sanitized(text, multiline: false).prefix(textLength))
  }

  /// A login, once whatever its case: GitHub's logins are case-insensitive, so `Octocat` from
  /// one answer and `octocat` from another are one person.
  public mutating func add(login: String) {
    guard logins.count < Self.limit, Self.isLogin(login),
      seenLogins.insert(login.lowercased()).inserted
    else { return }
    logins.append(login)
  }

  /// A label, unless it holds a `"`, which no query can quote.
  public mutating func add(label: String) {
    guard labels.count < Self.limit else { return }
    let name = Self.oneLine(label)
    guard !name.trimmingWhitespace().isEmpty,
      !name.contains("\""), seenLabels.insert(name).inserted
    else { return }
    labels.append(name)
  }

  public mutating func add(repository: RepositoryName) {
    let name = repository.description
    guard repositories.count < Self.limit, !name.contains(where: \.isWhitespace),
      seenRepositories.insert(name).inserted
    else { return }
    repositories.append(name)
  }

  /// An issue's people, labels, number and repository; `repository` stands for the issue's own
  /// when a repository's list sent it without one.
  public mutating func add(_ issue: Issue, in repository: RepositoryName?) {
    let owner = issue.repository ?? repository
    add(login: issue.author.login)
    for assignee in issue.assignees { add(login: assignee.login) }
    for label in issue.labels { add(label: label.name) }
    if let owner { add(repository: owner) }
    let reference = IssueReference(repository: owner, number: issue.number)
    guard issues.count < Self.limit, issue.number > 0, seenIssues.insert(reference).inserted
    else { return }
    issues.append(
      IssueCandidate(repository: owner, number: issue.number, title: Self.oneLine(issue.title)))
  }

  /// The first `rowLimit` of a list's rows, until every kind is full: gathering runs on each
  /// key typed, so a full set reads no more rows.
  public mutating func add(_ rows: [Issue], in repository: RepositoryName?) {
    for issue in rows.prefix(Self.rowLimit) {
      if isFull { return }
      add(issue, in: repository)
    }
  }

  /// Whether every kind has its `limit`.
  public var isFull: Bool {
    logins.count >= Self.limit && issues.count >= Self.limit && labels.count >= Self.limit
      && repositories.count >= Self.limit
  }
}
