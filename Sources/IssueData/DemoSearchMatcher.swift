import Foundation
import IssueDomain

/// A demo search's conditions, all of which an issue must meet (GitHub's implicit AND), except
/// `repo:`, which GitHub reads as "any of these".
struct DemoSearchMatcher: Sendable {
  var kinds: [SearchKind] = []
  var states: [IssueState] = []
  /// Lowercased label names the issue must have.
  var labels: [String] = []
  /// Lowercased label names it must not have.
  var excludedLabels: [String] = []
  var missing: [SearchMissing] = []
  /// Lowercased logins.
  var assignees: [String] = []
  var authors: [String] = []
  var mentions: [String] = []
  var repositories: [RepositoryName] = []
  /// Lowercased words or phrases, each in the title or the body.
  var words: [String] = []

  /// Whether `issue` matches; `comments` is read only when a `mentions:` needs it.
  func matches(_ issue: Issue, comments: () -> [Comment]) -> Bool {
    let kind: SearchKind = issue.isPullRequest ? .pullRequest : .issue
    guard kinds.isEmpty ? kind == .issue : kinds.allSatisfy({ $0 == kind }),
      states.allSatisfy({ $0 == issue.state }),
      repositories.isEmpty || repositories.contains(where: { $0 == issue.repository })
    else { return false }
    let labelNames = Set(issue.labels.map { $0.name.lowercased() })
    guard labels.allSatisfy(labelNames.contains),
      !excludedLabels.contains(where: labelNames.contains),
      missing.allSatisfy({ isMissing($0, in: issue) })
    else { return false }
    let assigned = Set(issue.assignees.map { $0.login.lowercased() })
    guard assignees.allSatisfy(assigned.contains),
      authors.allSatisfy({ $0 == issue.author.login.lowercased() })
    else { return false }
    let title = issue.title.lowercased()
    let body = issue.body.lowercased()
    guard words.allSatisfy({ title.contains($0) || body.contains($0) }) else { return false }
    guard !mentions.isEmpty else { return true }
    let texts = [body] + comments().map { $0.body.lowercased() }
    return mentions.allSatisfy { login in texts.contains { Self.mentions(login, in: $0) } }
  }

  private func isMissing(_ missing: SearchMissing, in issue: Issue) -> Bool {
    switch missing {
    case .label: issue.labels.isEmpty
    case .assignee: issue.assignees.isEmpty
    case .milestone: issue.milestone == nil
    }
  }

  /// Whether `text` has `@login` as a whole mention: not followed by another login character,
  /// so `@octo` doesn't match `@octocat`.
  static func mentions(_ login: String, in text: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: "@" + login) {
      let next = rest[range.upperBound...].unicodeScalars.first
      if next.map({ !(CharacterSet.alphanumerics.contains($0) || $0 == "-") }) ?? true {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
