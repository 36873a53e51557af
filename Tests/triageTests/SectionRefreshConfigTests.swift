import Foundation
import IssueDomain
import Testing

@testable import triage

/// A search section's `refresh:`: a time from 1m to 24h, only on a search; each problem at its
/// line.
@Suite("section refresh", .timeLimit(.minutes(1)))
struct SectionRefreshConfigTests {
  static let file = "~/.config/triage/config.yml"

  @Test(arguments: [("90s", 90), ("5m", 300), ("1h", 3600), ("1m", 60), ("24h", 86_400)])
  func aTimeIsRead(_ text: String, _ seconds: Int) throws {
    let yaml = "sections:\n  - title: Mine\n    query: is:open\n    refresh: \(text)\n"
    let sections = try ConfigFile.sections(in: yaml, file: Self.file)
    #expect(sections?.sections.first?.refresh == .seconds(seconds))
  }

  @Test(arguments: [
    ("    query: is:open\n    refresh: 30s\n", "must be a time from 1m to 24h"),
    ("    query: is:open\n    refresh: 25h\n", "must be a time from 1m to 24h"),
    ("    query: is:open\n    refresh: 5 minutes\n", "must be a time from 1m to 24h"),
    ("    query: is:open\n    refresh: [5m]\n", "must be a time from 1m to 24h"),
    ("    kind: repositories\n    refresh: 5m\n", "is allowed only in a search section"),
  ])
  func aBadRefreshIsAProblemAtItsLine(_ tail: String, _ message: String) throws {
    let yaml = "sections:\n  - title: Mine\n" + tail
    do throws(ConfigurationProblem) {
      _ = try ConfigFile.sections(in: yaml, file: Self.file)
      Issue.record("accepted \(tail)")
    } catch {
      let line = 4
      #expect(error.line == line)
      #expect(error.key == "sections[1].refresh")
      #expect(error.description.contains(message))
    }
  }

  @Test func printConfigSaysTheRefresh() throws {
    var section = Section.search("Mine", query: "is:open")
    section.refresh = .seconds(300)
    let loaded = ConfigFile.Loaded(
      sections: SectionsConfiguration(sections: [section]) ?? .defaults, problem: nil)
    let text = ConfigPrinter.text(loaded, path: Self.file, environment: [:])
    #expect(text.contains("refresh: 5m"))
    #expect(try ConfigFile.sections(in: text, file: Self.file)?.sections == [section])
  }
}
