import IssueDomain
import Testing

/// The home screen's sections: the defaults, the bounds, and how a config problem reads.
@Suite struct SectionsConfigurationTests {
  @Test func theDefaultsAreTheInboxThenSixSections() {
    let sections = SectionsConfiguration.defaults.sections
    #expect(
      sections.map(\.title) == [
        "Inbox", "Assigned to me", "Created by me", "Mentioning me", "Review requested",
        "My pull requests", "Repositories",
      ])
    #expect(
      sections.map(\.query) == [
        nil, "is:open assignee:@me sort:updated-desc", "is:open author:@me sort:updated-desc",
        "is:open mentions:@me sort:updated-desc",
        "is:open is:pr review-requested:@me sort:updated-desc",
        "is:open is:pr author:@me sort:updated-desc", nil,
      ])
    #expect(
      sections.map(\.kind) == [
        .notifications, .search, .search, .search, .search, .search, .repositories,
      ])
    #expect(sections[0].participating == false && sections[0].reasons.isEmpty)
    #expect(sections.allSatisfy { $0.limit == nil })
  }

  @Test func oneToNineSectionsAreAConfiguration() {
    let one = Section.search("A", query: "a")
    #expect(SectionsConfiguration(sections: []) == nil)
    #expect(SectionsConfiguration(sections: [one])?.sections == [one])
    #expect(SectionsConfiguration(sections: Array(repeating: one, count: 9)) != nil)
    #expect(SectionsConfiguration(sections: Array(repeating: one, count: 10)) == nil)
  }

  @Test func sectionsAreNumberedFromOne() {
    let defaults = SectionsConfiguration.defaults
    #expect(defaults.section(number: 1)?.title == "Inbox")
    #expect(defaults.section(number: 7)?.kind == .repositories)
    #expect(defaults.section(number: 0) == nil)
    #expect(defaults.section(number: 8) == nil)
    #expect(defaults.section(number: -1) == nil)
  }

  @Test func aProblemReadsFileLineKeyReason() {
    let file = "~/.config/triage/config.yml"
    let cases: [(ConfigurationProblem, String)] = [
      (
        ConfigurationProblem(
          file: file, line: 7, key: "sections[2].limit", reason: .limitOutOfRange),
        "~/.config/triage/config.yml:7: sections[2].limit: must be a whole number from 1 to 1000"
      ),
      (
        ConfigurationProblem(file: file, reason: .isDirectory),
        "~/.config/triage/config.yml: is a directory, not a file"
      ),
      (
        ConfigurationProblem(
          file: file, line: 3, reason: .syntax("found unexpected end of stream")),
        "~/.config/triage/config.yml:3: YAML syntax: found unexpected end of stream"
      ),
      (
        ConfigurationProblem(
          file: file, line: 4, key: "sections[1].lmit",
          reason: .unknownKey(expected: ["title", "kind", "query", "limit"])),
        "~/.config/triage/config.yml:4: sections[1].lmit: unknown key (expected title, kind, query, limit)"
      ),
      (
        ConfigurationProblem(file: file, line: 3, key: "sections[1].kind", reason: .unknownKind),
        "~/.config/triage/config.yml:3: sections[1].kind: must be search, repositories or notifications"
      ),
      (
        ConfigurationProblem(
          file: file, line: 11, key: "sections", reason: .tooManySections(count: 10)),
        "~/.config/triage/config.yml:11: sections: lists 10 sections; at most 9 (keys 1 to 9)"
      ),
      (
        ConfigurationProblem(file: file, reason: .tooLarge(maximumBytes: 65536)),
        "~/.config/triage/config.yml: is larger than 64 KiB"
      ),
    ]
    for (problem, text) in cases {
      #expect(problem.description == text)
      #expect(problem.message == text + " (using the default sections)")
    }
  }
}
