import FoundationEssentials
import IssueDomain

/// The demo's timeline events and reactions: one issue of `demo/busy` (#12, closed, three
/// comments) has every kind of event the issue page draws, an unknown type included, and a few
/// issues have reactions. Every other issue has none, so the rest of the demo reads as before.
enum DemoTimeline {
  /// The issue whose timeline has every kind of event.
  static let richIssue = 12

  /// The events of issue `number` of `scenario`, oldest first, at minutes after `opened`: the
  /// comments (25 minutes apart) fall between them.
  static func events(ofIssue number: Int, of scenario: DemoScenario, opened: Date)
    -> [TimelineEvent]
  {
    guard scenario == .busy, number == richIssue else { return [] }
    let other = RepositoryName(owner: "demo", name: "flaky")
    let table: [(minutes: Int, actor: String, kind: TimelineEvent.Kind)] = [
      (2, "monalisa", .labeled("bug")),
      (3, "monalisa", .labeled("needs-triage")),
      (5, "hubot", .assigned(User(login: "tanaka"))),
      (
        8, "octocat",
        .renamed(from: "Copy the URL", to: "Add a keyboard shortcut to copy the issue URL 🔗")
      ),
      (12, "monalisa", .milestoned("v1.0")),
      (20, "tanaka", .referenced(commit: "3f9c2ab")),
      (30, "kim-ji", .crossReferenced(number: 11, isPullRequest: false, repository: nil)),
      (40, "monalisa", .unlabeled("needs-triage")),
      (45, "hubot", .closed(.notPlanned)),
      (47, "tanaka", .reopened),
      (55, "nguyen", .crossReferenced(number: 14, isPullRequest: true, repository: nil)),
      (58, "nguyen", .crossReferenced(number: 3, isPullRequest: true, repository: other)),
      (60, "octocat", .locked(reason: "too heated")),
      (62, "octocat", .unlocked),
      (64, "hubot", .unassigned(User(login: "tanaka"))),
      (66, "monalisa", .demilestoned("v1.0")),
      (68, "hubot", .other("sub_issue_added")),
      (90, "tanaka", .closed(.completed)),
    ]
    return table.enumerated().map { position, row in
      TimelineEvent(
        id: "\(number * 1000 + 500 + position)", actor: User(login: row.actor), kind: row.kind,
        createdAt: opened.addingTimeInterval(Double(row.minutes * 60)))
    }
  }

  /// The reactions to the body of issue `number` of `scenario`.
  static func reactions(ofIssue number: Int, of scenario: DemoScenario) -> Reactions {
    guard scenario == .busy else { return .none }
    return switch number {
    case richIssue:
      Reactions([.thumbsUp: 5, .heart: 2, .rocket: 1, .eyes: 3, .laugh: 1, .hooray: 2])
    case 11: Reactions([.thumbsUp: 12, .thumbsDown: 1, .confused: 2])
    case 10: Reactions([.heart: 1])
    default: .none
    }
  }

  /// The reactions to the comment at `position` under issue `number` of `scenario`.
  static func reactions(ofComment position: Int, issue number: Int, of scenario: DemoScenario)
    -> Reactions
  {
    guard scenario == .busy, number == richIssue || number == 11 else { return .none }
    return switch position {
    case 0: Reactions([.thumbsUp: 2])
    case 1: Reactions([.hooray: 1, .eyes: 4])
    default: .none
    }
  }
}
