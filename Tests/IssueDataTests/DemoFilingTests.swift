import Foundation
import IssueDomain
import ScreenState
import Testing

@testable import IssueData

/// The demo files real issues: its templates are read through the same parser as GitHub's, a
/// filed issue joins the list and opens, and the write fails as the demo's other writes do.
@Suite(.timeLimit(.minutes(1))) struct DemoFilingTests {
  static func repository() -> DemoIssueRepository {
    demo()
  }

  static func file(_ issue: NewIssue, in name: RepositoryName, on demo: DemoIssueRepository)
    async -> Result<IssueDomain.Issue, IssueRepositoryError>
  {
    do throws(IssueRepositoryError) {
      return .success(try await demo.createIssue(issue, in: name))
    } catch {
      return .failure(error)
    }
  }

  @Test func theDemoHasTwoMarkdownTemplatesAndAnIssueForm() async throws {
    let demo = Self.repository()
    let templates = try await demo.issueTemplates(in: DemoIssueRepository.busy)
    #expect(templates.map(\.name) == ["Bug report", "Feature request", "Question"])
    #expect(templates.map(\.kind) == [.markdown, .markdown, .form])
    #expect(templates[0].title == "[Bug] " && templates[0].labels == ["bug"])
    #expect(templates[1].labels == ["enhancement"])
    let none = try await demo.issueTemplates(in: DemoIssueRepository.empty)
    #expect(none.isEmpty, "the empty repository's directory is a 404: no templates")
  }

  @Test func aFiledIssueJoinsTheListAndOpens() async throws {
    let demo = Self.repository()
    let busy = DemoIssueRepository.busy
    let filed = try await Self.file(
      NewIssue(
        title: "Filed here", body: "Body", labels: ["bug"],
        assignees: ["octocat", "nobody-assignable"], milestone: DemoCatalog.openMilestones.first),
      in: busy, on: demo
    ).get()
    #expect(filed.number == 161 && filed.state == .open)
    #expect(filed.labels.map(\.name) == ["bug"] && filed.assignees.map(\.login) == ["octocat"])
    #expect(filed.milestone == DemoCatalog.openMilestones.first?.title)
    let page = try await demo.issues(in: busy, state: .open, after: nil)
    #expect(page.items.first?.number == 161, "newest first")
    let opened = try await demo.issue(in: busy, number: 161)
    #expect(opened.title == "Filed here" && opened.body == "Body")
    let comments = try await demo.comments(in: busy, issue: 161, after: nil)
    #expect(comments.items.isEmpty)
    // Edited and reacted to like any other.
    _ = try await demo.updateIssue(161, in: busy, change: IssueChange(title: "Renamed"))
    try await demo.addReaction(.heart, toIssue: 161, in: busy)
    let after = try await demo.issue(in: busy, number: 161)
    #expect(after.title == "Renamed" && after.reactions[.heart] == 1)
    let second = try await Self.file(NewIssue(title: "Again"), in: busy, on: demo).get()
    #expect(second.number == 162)
  }

  @Test func theWriteFailsAsTheDemosOtherWritesDo() async {
    let demo = Self.repository()
    let cases: [(RepositoryName, IssueRepositoryError)] = [
      (DemoIssueRepository.readonly, .forbidden), (DemoIssueRepository.missing, .notFound),
      (DemoIssueRepository.disabled, .gone),
    ]
    for (name, expected) in cases {
      let result = await Self.file(NewIssue(title: "x"), in: name, on: demo)
      guard case .failure(let error) = result else {
        Issue.record("\(name) filed it")
        continue
      }
      #expect("\(error)" == "\(expected)", "\(name)")
    }
    guard
      case .failure(.rejected(let fields)) = await Self.file(
        NewIssue(title: "  "), in: DemoIssueRepository.busy, on: demo)
    else {
      Issue.record("a blank title is GitHub's 422")
      return
    }
    #expect(fields.first?.field == "title")
    guard
      case .failure(.rejected(let labels)) = await Self.file(
        NewIssue(title: "x", labels: ["no such label"]), in: DemoIssueRepository.busy, on: demo)
    else {
      Issue.record("an unknown label is GitHub's 422")
      return
    }
    #expect(labels.first == FieldRejection(field: "name", reason: .invalid))
    let listed = try? await demo.issues(in: DemoIssueRepository.busy, state: .open, after: nil)
    #expect(listed?.items.first?.number == 160, "nothing refused was filed")
  }
}
