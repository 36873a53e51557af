/// The home screen's sections, in tab order (keys 1…9), from the config file or the defaults.
///
/// The bounds live here, beside the values they bound, so the loader that enforces them and the
/// screens that rely on them (nine number keys, a tab row, GitHub's 1,000-result cap) agree.
public struct SectionsConfiguration: Hashable, Sendable {
  /// One per number key 1…9.
  public static let maximumSections = 9
  /// Characters (grapheme clusters) in a title: nine tabs must still fit a wide terminal's row.
  public static let maximumTitleLength = 40
  /// A sanity bound on a query's characters. GitHub's own limit is 256 characters of free text,
  /// not counting qualifiers, which only the server can judge; it answers longer ones with 422.
  public static let maximumQueryLength = 1024
  /// GitHub's search returns at most 1,000 results, so a larger limit could never be reached.
  public static let limitRange = 1...1000

  /// At least one and at most `maximumSections` sections.
  public let sections: [Section]

  /// A configuration of `sections`; nil when there are none or more than `maximumSections`.
  public init?(sections: [Section]) {
    guard (1...Self.maximumSections).contains(sections.count) else { return nil }
    self.sections = sections
  }

  private init(known sections: [Section]) {
    self.sections = sections
  }

  /// What a person triaging looks at first: what needs them (the inbox), then gh-dash's
  /// defaults, the pull requests waiting on their review and their own, then their
  /// repositories. The pull requests come after the issue sections so that keys 1 to 4 keep
  /// the tabs they had before there were any.
  public static let defaults = SectionsConfiguration(known: [
    .notifications("Inbox"),
    .search("Assigned to me", query: "is:open assignee:@me sort:updated-desc"),
    .search("Created by me", query: "is:open author:@me sort:updated-desc"),
    .search("Mentioning me", query: "is:open mentions:@me sort:updated-desc"),
    .search("Review requested", query: "is:open is:pr review-requested:@me sort:updated-desc"),
    .search("My pull requests", query: "is:open is:pr author:@me sort:updated-desc"),
    .repositories("Repositories"),
  ])

  /// The section for number key `number` (1-based, as on the tabs and `--section`); nil when
  /// there is none.
  public func section(number: Int) -> Section? {
    guard number >= 1, number <= sections.count else { return nil }
    return sections[number - 1]
  }
}
