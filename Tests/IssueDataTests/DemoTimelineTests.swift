import Foundation
import IssueData
import IssueDomain
import TestSupport
import Testing

/// The demo's conversations: #12 of `demo/busy` has every kind of event the issue page draws,
/// between its comments and by time; a few issues and comments have reactions; every other
/// issue's conversation is its comments, paged as they are.
@Suite(.timeLimit(.minutes(1)))
struct DemoTimelineTests {
  let busy = DemoIssueRepository.busy

  func everyEntry(on number: Int, of repository: DemoIssueRepository = demo())
    async throws -> Pages<TimelineEntry>
  {
    try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.timeline(in: DemoIssueRepository.busy, issue: number, after: cursor)
    }
  }

  /// A name for each kind, so the test can ask that none is missing.
  static func name(_ kind: TimelineEvent.Kind) -> String {
    switch kind {
    case .labeled: "labeled"
    case .unlabeled: "unlabeled"
    case .assigned: "assigned"
    case .unassigned: "unassigned"
    case .closed(let reason): "closed \(reason?.rawValue ?? "-")"
    case .reopened: "reopened"
    case .renamed: "renamed"
    case .milestoned: "milestoned"
    case .demilestoned: "demilestoned"
    case .referenced: "referenced"
    case .crossReferenced(_, let isPullRequest, let repository):
      "cross-referenced \(isPullRequest ? "pull" : "issue")\(repository == nil ? "" : " elsewhere")"
    case .locked: "locked"
    case .unlocked: "unlocked"
    case .other: "other"
    }
  }

  @Test func theRichIssueHasEveryKindOfEventBetweenItsCommentsByTime() async throws {
    let repository = demo()
    let issue = try await repository.issue(in: busy, number: 12)
    let pages = try await everyEntry(on: 12, of: repository)
    let names = Set(pages.items.compactMap(\.event).map(\.kind).map(Self.name))
    #expect(
      names == [
        "labeled", "unlabeled", "assigned", "unassigned", "closed not_planned",
        "closed completed", "reopened", "renamed", "milestoned", "demilestoned", "referenced",
        "cross-referenced issue", "cross-referenced pull", "cross-referenced pull elsewhere",
        "locked", "unlocked", "other",
      ])
    let comments = pages.items.compactMap(\.comment)
    #expect(comments.count == issue.commentCount)
    let dates = pages.items.map { entry in
      switch entry {
      case .comment(let comment): comment.createdAt
      case .event(let event): event.createdAt ?? .distantPast
      case .review(let review): review.submittedAt ?? .distantPast
      }
    }
    #expect(dates == dates.sorted())
    #expect(dates.allSatisfy { $0 > issue.createdAt && $0 < referenceDate })
    #expect(pages.sizes.dropLast().allSatisfy { $0 == DemoIssueRepository.commentPageSize })
    #expect(Set(pages.items.map(\.id)).count == pages.items.count)
  }

  @Test func reactionsAreOnAFewIssuesAndComments() async throws {
    let repository = demo()
    let rich = try await repository.issue(in: busy, number: 12)
    #expect(rich.reactions[.thumbsUp] == 5)
    #expect(rich.reactions.shown.count == 6)
    let comments = try await everyEntry(on: 12, of: repository).items.compactMap(\.comment)
    #expect(comments.first?.reactions == Reactions([.thumbsUp: 2]))
    #expect(try await repository.issue(in: busy, number: 11).reactions[.confused] == 2)
    #expect(try await repository.issue(in: busy, number: 17).reactions.isEmpty)
  }

  /// Any other issue's conversation is its comments, in the same pages.
  @Test(arguments: [8, 17])
  func anotherIssuesConversationIsItsComments(_ number: Int) async throws {
    let repository = demo()
    let entries = try await everyEntry(on: number, of: repository)
    let comments = try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.comments(in: DemoIssueRepository.busy, issue: number, after: cursor)
    }
    #expect(entries.items.compactMap(\.comment) == comments.items)
    #expect(entries.items.allSatisfy { $0.event == nil })
    #expect(entries.sizes == comments.sizes)
  }
}
