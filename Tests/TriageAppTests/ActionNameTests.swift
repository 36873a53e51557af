import Foundation
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import ListSupport
@testable import TriageApp

/// Every bindable action has a stable name, unique in its context, and the docs list them all:
/// a remapping names actions by these, so a rename or a clash is a break for users.
@Suite struct ActionNameTests {
  /// Every action type, each with its context and names: what `keys:` may name.
  static let tables = ActionCatalog.tables

  @Test func namesAreKebabCaseAndUniqueWithinTheirContext() {
    var seen: [KeyContext: Set<String>] = [:]
    for (context, names) in Self.tables {
      for name in names {
        #expect(name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil)
        #expect(seen[context, default: []].insert(name).inserted, "\(name) twice in \(context)")
      }
    }
  }

  @Test func aNameFindsItsAction() {
    for action in ListAction.all { #expect(ListAction.named(action.name) == action) }
    for action in SectionsAction.all { #expect(SectionsAction.named(action.name) == action) }
    #expect(IssueAction.named("copy-url") == .copyURL)
    #expect(GlobalAction.named("no-such-action") == nil)
  }

  /// docs/keys.md's "Action names" table names every action (the sections' numbered ones as
  /// `section-1` … `section-9`).
  @Test func theDocsNameEveryAction() throws {
    let docs = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../docs/keys.md").standardized
    let text = try String(contentsOf: docs, encoding: .utf8)
    let table = try #require(text.components(separatedBy: "## Action names").last)
    for (context, names) in Self.tables {
      #expect(table.contains("`\(context.rawValue)`"), "context \(context.rawValue)")
      for name in names where !name.hasPrefix("section-") {
        #expect(table.contains("`\(name)`"), "\(name) in \(context.rawValue)")
      }
    }
  }
}
