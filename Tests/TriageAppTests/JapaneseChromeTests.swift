import Foundation
import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import TriageApp

/// In Japanese no English word of the app's own may reach the screen. Content from the server
/// (titles, bodies, names, labels) stays as written, and key names are the keys' own; any other
/// Latin word on a Japanese canvas is a literal that escaped translation.
@Suite struct JapaneseChromeTests {
  static let size = Size(width: 120, height: 40)

  /// Words the demo's data contains, which are shown as written in every language.
  static let contentWords: Set<String> = {
    let catalog = Fixtures.catalog
    func words(_ text: String) -> [String] { JapaneseChromeTests.words(text).map(\.word) }
    var texts: [String] = []
    for repository in catalog.repositories {
      texts += [repository.name.description, repository.summary]
    }
    for scenario in DemoScenario.allCases {
      for issue in catalog.issues(of: scenario) {
        texts += [issue.title, issue.body, issue.author.login] + issue.labels.map(\.name)
        texts += catalog.comments(ofIssue: issue.number, of: scenario).flatMap {
          [$0.body, $0.author.login]
        }
      }
    }
    return Set(texts.flatMap(words))
  }()

  /// Key names, the program's name, protocol words and values the user types (the demo's
  /// tokens, the default host): the same in every language.
  static let keyWords: Set<String> = [
    "Triage", "Enter", "Esc", "Tab", "Shift", "Ctrl", "PgUp", "PgDn", "Home", "End", "Bksp",
    "owner", "name", "signout", "URL", "repo", "is", "open", "closed", "pr", "issue", "sort",
    "updated", "created", "comments", "desc", "asc", "PR", "JSON", "OK", "demo", "expire", "github",
    "com",
  ]

  /// The Latin words of a text, each with the character after it (nil at the end).
  static func words(_ text: String) -> [(word: String, next: Character?)] {
    var result: [(String, Character?)] = []
    var current = ""
    for character in text {
      if character.isASCII && character.isLetter {
        current.append(character)
        continue
      }
      if current.count >= 2 { result.append((current, character)) }
      current = ""
    }
    if current.count >= 2 { result.append((current, nil)) }
    return result
  }

  /// A content word (or the app's name) cut short where its box or column ends, or whose
  /// start an overlay covers.
  static func isCutContent(_ word: String, next: Character?) -> Bool {
    let known = contentWords.union(keyWords)
    if known.contains(where: { $0.count > word.count && $0.hasSuffix(word) }) { return true }
    let isEdge = next.map { $0 == "…" || $0 == " " || ("─"..."╿").contains($0) } ?? true
    guard isEdge else { return false }
    return known.contains { $0.hasPrefix(word) }
  }

  /// English words on `canvas` that are neither content nor key names.
  static func strayEnglish(on canvas: Canvas) -> Set<String> {
    var found: Set<String> = []
    for row in 0..<canvas.size.height {
      for (word, next) in words(canvas.text(ofRow: row))
      where !contentWords.contains(word) && !keyWords.contains(word)
        && !isCutContent(word, next: next)
      {
        found.insert(word)
      }
    }
    return found
  }

  static let program = Fixtures.program(language: .japanese)

  @Test(arguments: EveryScreenSnapshotTests.Shot.allCases)
  func everyScreen(shot: EveryScreenSnapshotTests.Shot) {
    let state = EveryScreenSnapshotTests.state(shot, size: Self.size, program: Self.program)
    let stray = Self.strayEnglish(on: Self.program.view(state, in: Self.size))
    #expect(stray.isEmpty, "English on the Japanese \(shot) screen: \(stray.sorted())")
  }

  @Test(arguments: Fixtures.ListState.allCases)
  func everyListState(state target: Fixtures.ListState) {
    let state = Fixtures.state(target, size: Self.size, program: Self.program)
    let stray = Self.strayEnglish(on: Self.program.view(state, in: Self.size))
    #expect(stray.isEmpty, "English on the Japanese \(target) list: \(stray.sorted())")
  }

  @Test func theIssuePageWhileItsCommentsLoad() {
    var state = Fixtures.loadedState(size: Self.size, program: Self.program)
    // A fixture for the page's words: the first issue, loaded.
    Self.program.press(.enter, on: &state)
    Self.program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
    let stray = Self.strayEnglish(on: Self.program.view(state, in: Self.size))
    #expect(stray.isEmpty, "English on the Japanese issue page: \(stray.sorted())")
  }

  @Test func theDemoStatusAndTooSmallScreen() {
    var state = Fixtures.loadedState(size: Self.size, program: Self.program)
    // Fixtures for the statuses' words: the checks are on the frames, not on the steps.
    Self.program.press(.character("O"), on: &state)
    var stray = Self.strayEnglish(on: Self.program.view(state, in: Self.size))
    Self.program.press(.character("f"), on: &state)
    stray.formUnion(Self.strayEnglish(on: Self.program.view(state, in: Self.size)))
    stray.formUnion(Self.strayEnglish(on: Self.program.view(state, in: Size(width: 30, height: 6))))
    #expect(stray.isEmpty, "English in Japanese statuses: \(stray.sorted())")
  }

  /// The check itself can fail: an English canvas is full of stray words.
  @Test func anEnglishCanvasIsCaught() {
    let english = Fixtures.program
    let state = Fixtures.state(.pagingFailure, size: Self.size)
    #expect(Self.strayEnglish(on: english.view(state, in: Self.size)).contains("retry"))
  }
}
