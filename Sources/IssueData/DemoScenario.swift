import IssueDomain

/// The demo account's repositories, each exercising one path of the app (DESIGN §6). The case
/// order is the listing order, most recently updated first.
enum DemoScenario: CaseIterable, Sendable {
  /// 160 issues and pull requests: paging, the state filter, comment pages, deleted issues.
  case busy
  /// 40 issues; the 1st, 4th, 7th… answer is a 502, so Retry succeeds.
  case flaky
  /// 20 issues behind seconds of latency, so placeholders and spinners stay on screen.
  case slow
  /// 25 issues behind a 20 s primary rate limit that the first request runs into.
  case limited
  /// No issues: the empty pane.
  case empty
  /// Issues are disabled: 410.
  case disabled
  /// Every issue request answers a body that does not decode.
  case garbled
  /// Listed, but every request about it answers 404, like a repository deleted or made
  /// invisible since the list was loaded.
  case missing
  /// Someone else's repository the account can read but not change: every write answers 403.
  /// Not in the account's own list (a real `/user/repos` wouldn't have it); reached by name.
  case readonly

  /// The scenario of `name`, or `nil` for a repository the demo account does not have.
  init?(_ name: RepositoryName) {
    guard let scenario = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = scenario
  }

  /// Its `demo/…` name.
  var name: RepositoryName {
    switch self {
    case .busy: DemoIssueRepository.busy
    case .flaky: DemoIssueRepository.flaky
    case .slow: DemoIssueRepository.slow
    case .limited: DemoIssueRepository.limited
    case .empty: DemoIssueRepository.empty
    case .disabled: DemoIssueRepository.disabled
    case .garbled: DemoIssueRepository.garbled
    case .missing: DemoIssueRepository.missing
    case .readonly: DemoIssueRepository.readonly
    }
  }

  /// How many issues and pull requests it has, numbered from 1.
  var issueCount: Int {
    switch self {
    case .busy: 160
    case .flaky: 40
    case .slow: 20
    case .limited: 25
    case .empty, .disabled: 0
    case .garbled: 12
    case .missing: 3
    case .readonly: 12
    }
  }

  /// Whether the rows' review, checks and size answer for its pull requests: not where its
  /// issues don't (missing, disabled), nor where every answer is garbled.
  var servesSummaries: Bool {
    switch self {
    case .missing, .disabled, .garbled: false
    default: true
    }
  }

  /// Whether opening an issue whose number is a multiple of 37 answers 404, as for an issue
  /// deleted after the list was loaded (the Back path).
  var deletesMultiplesOf37: Bool { self == .busy }

  /// The description the Repositories screen shows; one uses wide characters.
  var summary: String {
    switch self {
    case .busy: "Busy 🐝 160 issues and pull requests: paging, filters, comments"
    case .flaky: "Every third request fails with 502; Retry works"
    case .slow: "Answers take seconds, so placeholders and spinners show"
    case .limited: "The first request hits a rate limit; it retries after 20 s"
    case .empty: "空っぽ: no issues at all"
    case .disabled: "Issues are disabled here (410)"
    case .garbled: "Answers with a malformed payload"
    case .missing: "Listed, but answers 404: deleted, or no access"
    case .readonly: "Read-only: changes answer 403"
    }
  }

  /// Whether the account's repository list shows it.
  var isListed: Bool { self != .readonly }

  /// Private repositories look the same as deleted ones to an account without access, which
  /// is why the 404 one is private.
  var isPrivate: Bool { self == .missing }
}
