/// The qualifiers of GitHub's issue search that the query line completes (docs/search.md): each
/// name, and the values it takes where they are known — a fixed set, or what the app holds.
public struct SearchQualifier: Sendable {
  /// Where a qualifier's values come from.
  public enum Values: Sendable {
    /// No known values: the name alone completes.
    case none
    case fixed([String])
    case logins
    case labels
    case repositories
  }

  public var name: String
  public var values: Values

  /// In the order the list offers them when a word matches several equally.
  public static let all: [SearchQualifier] = [
    SearchQualifier(
      name: "is",
      values: .fixed([
        "open", "closed", "issue", "pr", "merged", "unmerged", "draft", "locked", "unlocked",
        "public", "private", "archived",
      ])),
    SearchQualifier(name: "state", values: .fixed(["open", "closed"])),
    SearchQualifier(name: "label", values: .labels),
    SearchQualifier(name: "author", values: .logins),
    SearchQualifier(name: "assignee", values: .logins),
    SearchQualifier(name: "mentions", values: .logins),
    SearchQualifier(name: "commenter", values: .logins),
    SearchQualifier(name: "involves", values: .logins),
    SearchQualifier(name: "review-requested", values: .logins),
    SearchQualifier(name: "reviewed-by", values: .logins),
    SearchQualifier(name: "repo", values: .repositories),
    SearchQualifier(name: "org", values: .none),
    SearchQualifier(name: "user", values: .none),
    SearchQualifier(name: "no", values: .fixed(["label", "assignee", "milestone", "project"])),
    SearchQualifier(name: "milestone", values: .none),
    SearchQualifier(
      name: "sort",
      values: .fixed([
        "updated-desc", "updated-asc", "created-desc", "created-asc", "comments-desc",
        "comments-asc", "reactions-desc", "interactions-desc",
      ])),
    SearchQualifier(name: "in", values: .fixed(["title", "body", "comments"])),
    SearchQualifier(name: "reason", values: .fixed(["completed", "\"not planned\""])),
    SearchQualifier(
      name: "review", values: .fixed(["none", "required", "approved", "changes_requested"])),
    SearchQualifier(name: "draft", values: .fixed(["true", "false"])),
    SearchQualifier(name: "linked", values: .fixed(["pr", "issue"])),
    SearchQualifier(name: "archived", values: .fixed(["true", "false"])),
    SearchQualifier(name: "created", values: .none),
    SearchQualifier(name: "updated", values: .none),
    SearchQualifier(name: "closed", values: .none),
    SearchQualifier(name: "comments", values: .none),
  ]

  public static func named(_ name: String) -> SearchQualifier? {
    all.first { $0.name == name }
  }

  /// The values offered for this qualifier from `sources`; `@me` first among logins.
  public func values(_ sources: CompletionSources) -> [String] {
    switch values {
    case .none: []
    case .fixed(let values): values
    case .logins: ["@me"] + sources.logins
    case .labels: sources.labels
    case .repositories: sources.repositories
    }
  }
}
