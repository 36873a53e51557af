import IssueDomain
import Synchronization

/// A repository that fails with a chosen error or answers with fixed values, and records every
/// call, so tests can prove a use case did or did not reach it.
final class FakeIssueRepository: IssueRepository {
  private let failure: IssueRepositoryError?
  private let calls = Mutex<[String]>([])

  init(failing failure: IssueRepositoryError? = nil) {
    self.failure = failure
  }

  /// The calls so far, e.g. `["issues(in: octo/busy, after: 30)"]`. Tokens are recorded, this is a test.
  var recordedCalls: [String] { calls.withLock { $0 } }

  static let sampleIssue = Issue(
    number: 7, title: "A title", author: "octocat", labels: ["bug"], commentCount: 2,
    ageInDays: 3, body: "Body")

  static let sampleRepository = RepositorySummary(
    fullName: "octo/busy", summary: "Busy", openIssueCount: 1)

  func repositories(after cursor: Int?) async throws(IssueRepositoryError) -> RepositoryPage {
    try record("repositories(after: \(cursor.map(String.init) ?? "nil"))")
    return RepositoryPage(items: [Self.sampleRepository], nextCursor: nil)
  }

  func issues(in repository: String, after cursor: Int?) async throws(IssueRepositoryError)
    -> IssuePage
  {
    try record("issues(in: \(repository), after: \(cursor.map(String.init) ?? "nil"))")
    return IssuePage(items: [Self.sampleIssue], nextCursor: (cursor ?? 0) + 1)
  }

  func issue(in repository: String, number: Int) async throws(IssueRepositoryError) -> Issue {
    try record("issue(in: \(repository), number: \(number))")
    return Self.sampleIssue
  }

  func signIn(token: String) async throws(IssueRepositoryError) -> String {
    try record("signIn(token: \(token))")
    return "octocat"
  }

  private func record(_ call: String) throws(IssueRepositoryError) {
    calls.withLock { $0.append(call) }
    if let failure { throw failure }
  }
}
