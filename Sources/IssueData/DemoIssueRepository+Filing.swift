import FoundationEssentials
import GitHubAPI
import IssueDomain

/// Filing an issue on the demo: every repository with issues has the same templates (two
/// Markdown ones and an issue form), read through the same parser as GitHub's files, and a
/// filed issue joins the repository's list and opens like any other.
///
/// The write's faults are the other writes' (`prepareWrite`): `readonly` 403, `missing` 404,
/// `disabled` 410, `flaky` 502 every other write, `slow` files it and then times out, `garbled`
/// files it and answers garbage; a blank title, or a label the repository doesn't have, is a
/// 422 with GitHub's field errors. `empty` has no templates (its directory is a 404).
extension DemoIssueRepository: IssueFiling {
  /// The demo's `.github/ISSUE_TEMPLATE` files, by name.
  static let templateFiles: [(name: String, text: String)] = [
    (
      "bug_report.md",
      """
      ---
      name: Bug report
      about: Something doesn't work as it should
      title: "[Bug] "
      labels: [bug]
      assignees: []
      ---
      ## What happened

      ## What you expected

      ## Steps to reproduce
      1.\u{20}

      """
    ),
    (
      "feature_request.md",
      """
      ---
      name: Feature request
      about: An idea for Triage
      title: ""
      labels: enhancement
      ---
      ## The problem

      ## The idea

      """
    ),
    (
      "question.yml",
      """
      name: Question
      description: Ask the maintainers (an issue form)
      body:
        - type: textarea
          attributes:
            label: Your question
      """
    ),
  ]

  public func issueTemplates(in repository: RepositoryName) async throws(IssueRepositoryError)
    -> [IssueTemplate]
  {
    try await mapping("issueTemplates", repository, nil) { () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .repository)
      // Its directory would be a 404, which is no templates.
      guard scenario.issueCount > 0 else { return [] }
      return Self.templateFiles.compactMap { file in
        switch IssueTemplateParser.kind(ofFile: file.name) {
        case .markdown?: IssueTemplateParser.template(file: file.name, text: file.text)
        case .form?: IssueTemplateParser.form(file: file.name, text: file.text)
        case nil: nil
        }
      }
    }
  }

  public func createIssue(_ issue: NewIssue, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Issue
  {
    try await mapping("createIssue", repository, nil) { () async throws(GitHubServiceError) in
      try await serveCreate(issue, in: repository)
    }
  }

  private func serveCreate(_ new: NewIssue, in name: RepositoryName)
    async throws(GitHubServiceError) -> Issue
  {
    let scenario = try await prepareWrite(to: name, number: nil)
    guard !new.title.allSatisfy(\.isWhitespace) else {
      throw .unprocessable([
        GitHubFieldError(resource: "Issue", field: "title", code: "missing_field")
      ])
    }
    let known = Dictionary(
      labels(of: scenario).map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
    let unknown = new.labels.filter { known[$0.lowercased()] == nil }
    guard unknown.isEmpty else {
      throw .unprocessable(
        unknown.prefix(10).map {
          GitHubFieldError(
            resource: "Label", field: "name", code: "invalid",
            message: "label does not exist: \($0)")
        })
    }
    var milestone: String?
    if let asked = new.milestone {
      guard let found = DemoCatalog.openMilestones.first(where: { $0.number == asked.number })
      else {
        throw .unprocessable([
          GitHubFieldError(resource: "Issue", field: "milestone", code: "invalid")
        ])
      }
      milestone = found.title
    }
    let assignable = Set(assignees(of: scenario).map { $0.login.lowercased() })
    let created = serverTime
    let filed = writes.createIssue(in: scenario.name, after: scenario.issueCount) { number in
      Issue(
        number: number, title: new.title, state: .open, author: Self.signedInUser,
        labels: new.labels.compactMap { known[$0.lowercased()] }, commentCount: 0,
        createdAt: created, body: new.body, isPullRequest: false,
        url: "https://github.com/\(scenario.name)/issues/\(number)",
        assignees: new.assignees.filter { assignable.contains($0.lowercased()) }.map(
          User.init(login:)),
        milestone: milestone, updatedAt: created)
    }
    guard let filed else {
      throw .unprocessable([
        GitHubFieldError(
          resource: "Issue", field: "title", code: "custom",
          message: "this demo repository has no room for more issues")
      ])
    }
    try answerAfterMaking(scenario)
    return writes.applied(to: filed, in: scenario.name)
  }
}
