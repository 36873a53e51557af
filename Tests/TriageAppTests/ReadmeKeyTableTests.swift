import Foundation
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The README's key table is what a new user reads first: each key in it is bound on the
/// screen its row names (the words before the row's first colon), or, for a row that names
/// none, on one of the screens. A key renamed or dropped in the app fails here until the README
/// says so too.
@Suite struct ReadmeKeyTableTests {
  static let size = Size(width: 120, height: 40)

  /// The README's key table: each row's keys and the scope its action names.
  static func rows() throws -> [(keys: [String], scope: String?)] {
    let readme = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../README.md").standardized
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Keys").dropFirst().first)
    return section.split(separator: "\n").compactMap { line -> ([String], String?)? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[1] != "key", !cells[1].hasPrefix("---") else { return nil }
      let action = cells[2]
      let scope = action.range(of: ":").map { String(action[..<$0.lowerBound]) }
      return (keys(in: cells[1]), scope.flatMap { $0.contains("`") ? nil : $0 })
    }
  }

  /// The key names of a cell: "PgUp PgDn / Ctrl-u Ctrl-d, Home End / g G" and the like.
  static func keys(in cell: String) -> [String] {
    var tokens: [String] = []
    let spaced = cell.replacingOccurrences(of: "(", with: " ")
      .replacingOccurrences(of: ")", with: " ").replacingOccurrences(of: ",", with: " ")
    for token in spaced.split(separator: " ") {
      let word = String(token)
      // A lone "/" separates alternatives, unless it is itself the key (the query line).
      if word == "/" && cell != "/" && !cell.hasSuffix(", /") { continue }
      if word == "1…9" {
        tokens += (1...9).map { String($0) }
      } else {
        tokens.append(word)
      }
    }
    return tokens
  }

  /// The bindings of each situation a scope can name.
  static func situations() async throws -> [String: [[KeyBinding]]] {
    let program = Fixtures.program
    func bindings(_ state: AppState) -> [KeyBinding] { program.footerBindings(state) }
    // Fixtures: each situation's bindings are read, what takes the app there is its tests'.
    let list = Fixtures.loadedState(size: size, program: program)
    var issue = list
    program.press(.enter, on: &issue)
    program.apply(Fixtures.issueLoaded(issue, .success(Fixtures.allIssues[0])), to: &issue)
    var closed = issue
    var closedIssue = Fixtures.allIssues[0]
    closedIssue.state = .closed
    program.apply(Fixtures.issueLoaded(closed, .success(closedIssue)), to: &closed)
    // Nine sections, the most the number keys reach.
    let nine = (1...9).map {
      Section(title: "S\($0)", kind: .search, query: "is:open label:s\($0)")
    }
    let home = TriageProgram(
      environment: Fixtures.environment(),
      sections: SectionsConfiguration(sections: nine) ?? .defaults)
    var homeState = home.initialState()
    home.apply(.input(.resize(size)), to: &homeState)
    let inbox = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    let pullRequest = PullRequestScreenTests.opened(133, size: size)
    var files = pullRequest
    program.press(.character("2"), on: &files)
    var repositories = program.initialState()
    program.apply(.input(.resize(size)), to: &repositories)
    let issues = [bindings(issue), bindings(closed)]
    // The preview's keys are offered where the pane fits, as configured.
    let previewing = PreviewPaneTests.program()
    let wide = Fixtures.loadedState(size: size, program: previewing)
    var focused = wide
    previewing.press(.ctrl("w"), on: &focused)
    let (commentProgram, comment) = CommentFocusTests.focused()
    return [
      "focused comment": [commentProgram.footerBindings(comment)],
      "issue lists": [bindings(list)],
      "wide issue lists": [previewing.footerBindings(wide), previewing.footerBindings(focused)],
      "Repositories": [bindings(repositories)],
      "issue": issues,
      "issue, or a list's selected issue": issues + [bindings(list)],
      "issue or pull request opened from a list": [bindings(issue)],
      "home": [home.footerBindings(homeState)],
      "inbox": [bindings(inbox)],
      "pull request": [bindings(pullRequest), bindings(files)],
    ]
  }

  @Test func everyKeyInTheReadmeIsBoundWhereItsRowSays() async throws {
    let situations = try await Self.situations()
    let everywhere = situations.values.flatMap { $0 }
    let rows = try Self.rows()
    #expect(rows.count >= 15, "the table was found: \(rows.count) rows")
    for row in rows {
      let scope = row.scope.flatMap { situations[$0] }
      #expect(row.scope == nil || scope != nil, "a scope the test knows: \(row.scope ?? "")")
      let tables = scope ?? everywhere
      for key in row.keys {
        let bound = tables.contains { table in
          table.contains { binding in
            binding.keys.contains { $0.description.lowercased() == key.lowercased() }
          }
        }
        #expect(bound, "README: \(key) isn't bound on \(row.scope ?? "any screen")")
      }
    }
  }

  /// The parser reads what the table writes.
  @Test func keysAreReadFromACell() {
    #expect(Self.keys(in: "PgUp PgDn / Ctrl-u Ctrl-d") == ["PgUp", "PgDn", "Ctrl-u", "Ctrl-d"])
    #expect(Self.keys(in: "? (F1)") == ["?", "F1"])
    #expect(Self.keys(in: "Tab Shift-Tab 1…9").count == 11)
    #expect(Self.keys(in: "/") == ["/"])
  }
}
