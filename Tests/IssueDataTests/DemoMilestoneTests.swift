import Foundation
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

/// The demo's milestones: every repository lists the same open ones, a few a page so the
/// picker pages; a choice shows in every later read; an unknown number is GitHub's 422; and the
/// fault scenarios refuse it as they refuse every write.
@Suite(.timeLimit(.minutes(1))) struct DemoMilestoneTests {
  let busy = DemoIssueRepository.busy

  @Test func theOpenMilestonesArePagedAndIncludeTheIssuesOwn() async throws {
    let repository = demo()
    let pages = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.milestones(in: busy, after: cursor)
    }
    #expect(pages.sizes.count > 1, "the picker pages")
    #expect(pages.sizes.dropLast().allSatisfy { $0 == DemoIssueRepository.milestonePageSize })
    let titles = pages.items.map(\.title)
    #expect(titles.contains("v1.0") && titles.contains("2026年春"))
    let issues = try await repository.issues(in: busy, state: .all, after: nil).items
    for title in Set(issues.compactMap(\.milestone)) {
      #expect(titles.contains(title), "an issue's milestone \(title) can be chosen again")
    }
  }

  @Test func aChosenMilestoneAndAClearedOneShowInEveryRead() async throws {
    let repository = demo()
    let v2 = Milestone(number: 3, title: "v2.0")
    let answer = try await repository.updateIssue(
      2, in: busy, change: IssueChange(milestone: .set(v2)))
    #expect(answer.milestone == "v2.0")
    #expect(try await repository.issue(in: busy, number: 2).milestone == "v2.0")
    let listed = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.issues(in: busy, state: .all, after: cursor)
    }
    #expect(listed.items.first { $0.number == 2 }?.milestone == "v2.0")
    let labelled = try await repository.updateIssue(
      2, in: busy, change: IssueChange(labels: ["bug"]))
    #expect(labelled.milestone == "v2.0", "another change keeps it")
    let cleared = try await repository.updateIssue(
      2, in: busy, change: IssueChange(milestone: .clear))
    #expect(cleared.milestone == nil)
    #expect(try await repository.issue(in: busy, number: 2).milestone == nil)
  }

  @Test func theTitleIsTheServersNotTheClients() async throws {
    let answer = try await demo().updateIssue(
      2, in: busy, change: IssueChange(milestone: .set(Milestone(number: 3, title: "stale"))))
    #expect(answer.milestone == "v2.0")
  }

  @Test func anUnknownMilestoneIsA422AndChangesNothing() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 2)
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(
        2, in: busy,
        change: IssueChange(
          state: .closed, milestone: .set(Milestone(number: 99, title: "gone"))))
    }
    #expect(result.failure == .rejected([FieldRejection(field: "milestone", reason: .invalid)]))
    #expect(try await repository.issue(in: busy, number: 2) == before)
  }

  @Test func theFaultScenariosRefuseAMilestoneAsEveryWrite() async throws {
    let repository = demo()
    let change = IssueChange(milestone: .clear)
    for (name, expected) in [
      (DemoIssueRepository.readonly, IssueRepositoryError.forbidden),
      (DemoIssueRepository.missing, .notFound),
      (DemoIssueRepository.disabled, .gone),
    ] {
      let result = await outcome { () async throws(IssueRepositoryError) in
        try await repository.updateIssue(4, in: name, change: change)
      }
      #expect(result.failure == expected, "\(name)")
    }
    let flaky = DemoIssueRepository.flaky
    _ = try? await repository.issue(in: flaky, number: 5)
    let first = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(5, in: flaky, change: change)
    }
    #expect(first.failure == .server(status: 502))
    let second = try await repository.updateIssue(5, in: flaky, change: change)
    #expect(second.milestone == nil)
  }
}
