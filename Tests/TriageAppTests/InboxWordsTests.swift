import AppCore
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ComposerFeature
@testable import Destinations
@testable import InboxFeature
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import ListSupport
@testable import MarkdownView
@testable import PullRequestFeature
@testable import SharedWrites
@testable import TriageApp

/// The inbox's own words: every subject type GitHub sends in both languages, each whole in its
/// column at 40×12; and a filter that matches nothing counted as 0, while it is typed too.
@Suite struct InboxWordsTests {
  /// Every `subject.type` GitHub's notifications API documents.
  static let subjectTypes = [
    "Issue", "PullRequest", "Release", "Discussion", "Commit", "CheckSuite",
    "RepositoryVulnerabilityAlert", "RepositoryDependabotAlertsThread", "RepositoryInvitation",
    "MemberFeatureRequest", "SecurityAdvisory", "RepositoryAdvisory", "WorkflowRun",
    "TeamDiscussion",
  ]

  @Test(arguments: subjectTypes)
  func everySubjectTypeIsTranslatedAndFitsItsColumnWhole(type: String) {
    let number = ["Issue", "PullRequest"].contains(type) ? 1234 : nil
    let words = LocalizedText.inboxSubject(
      InboxSubject(title: "", kind: .init(type: type), number: number))
    for language in [Language.english, .japanese] {
      let text = words.text(in: language)
      #expect(language == .english || text != type, "\(type) is shown as sent in Japanese")
      #expect(
        text.displayWidth <= InboxRowLayout.subjectColumn, "\(type) in \(language): \(text)")
    }
    // "PR" is the Japanese UI's own word for a pull request; every other type has its own.
    if type != "PullRequest" { #expect(words.japanese != words.english, "\(type)") }
  }

  /// At 40×12 in Japanese (and English), the subject column and the header's crumbs are whole
  /// words or nothing: no "…" inside them.
  @Test(arguments: [Language.english, .japanese])
  func atFortyColumnsNoWordIsCutMidWord(language: Language) async throws {
    let size = Size(width: 40, height: 12)
    let program = Fixtures.program(language: language)
    let state = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    let canvas = program.view(state, in: size)
    let layout = InboxRowLayout(row: Rect(x: 0, y: 0, width: size.width, height: 1))
    for row in 1..<(size.height - 1) {
      var subject = ""
      for x in layout.subject.minX..<layout.subject.maxX where !canvas[x, row].isContinuation {
        subject.append(canvas[x, row].character)
      }
      #expect(!subject.contains("…"), "row \(row): \(canvas.lines[row])")
    }
    let header = canvas.lines[0]
    #expect(!header.contains("›…"), "a crumb cut to nothing: \(header)")
  }

  @Test func aCrumbIsNeverCutMidWord() {
    #expect(ChromeView.shortened(["Repositories", "受信箱"], width: 8) == ["…"])
    #expect(ChromeView.shortened(["Repositories", "受信箱"], width: 9) == ["受信箱"])
    #expect(ChromeView.shortened(["Repositories", "受信箱"], width: 13) == ["…", "受信箱"])
    #expect(ChromeView.shortened(["Repositories", "受信箱"], width: 30) == ["Repositories", "受信箱"])
    #expect(ChromeView.shortened(["demo/busy"], width: 5) == ["…"])
  }

  /// The rows of `all` the filter line's `text` leaves, in `language`'s words.
  static func matching(_ text: String, in all: [InboxThread], language: Language)
    -> [InboxThread]
  {
    guard !text.isEmpty else { return all }
    return all.filter {
      FuzzyFilter.match(text, in: InboxRows.searchable($0, words: ChromeWords(language))) != nil
    }
  }

  /// What typing `key` on the filter line `line` states: the line edited, and the rows it
  /// leaves shown from the first.
  static func typed(
    _ key: Key, on line: inout TextField, all: [InboxThread], language: Language
  ) -> (inout InboxScreen) -> Void {
    _ = line.handle(key)
    let line = line
    let rows = matching(line.text, in: all, language: language)
    return {
      $0.queryLine = line
      $0.showRows(rows)
    }
  }

  /// The header while a filter is typed that matches nothing, and once it is kept.
  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func aFilterWithNoMatchCountsZeroWhileTypingAndAfter(language: Language, size: Size)
    async throws
  {
    let program = Fixtures.program(language: language)
    let store = TestStore(
      program: program,
      initialState: InboxScreenTests.loaded(
        size: size, program: program, page: try await InboxScreenTests.threads()))
    let all = store.state.top.screen.as(InboxScreen.self)?.rows(program.context(store.state)) ?? []
    #expect(all.count == 18)
    #expect(program.view(store.state, in: size).lines[0].contains("1/18"))
    var line = TextField(text: "", maximumLength: FuzzyFilter.queryLimit)
    await store.press(.character("/")) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.queryLine = line
        $0.height -= 1  // the filter bar takes a row
      }
    }
    for key in Key.characters(of: "zzq") {
      let change = Self.typed(key, on: &line, all: all, language: language)
      await store.press(key) { $0.modifyTop(as: InboxScreen.self, change) }
      let header = program.view(store.state, in: size).lines[0]
      if line.text.count >= 2 {
        #expect(Self.matching(line.text, in: all, language: language).isEmpty)
        #expect(header.contains("0/0"), "“\(line.text)”: \(header)")
      }
    }
    await store.press(.enter) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.query = "zzq"
        $0.queryLine = nil
      }
    }
    #expect(program.view(store.state, in: size).lines[0].contains("0/0"))
    line = TextField(text: "zzq", maximumLength: FuzzyFilter.queryLimit)
    await store.press(.character("/")) {
      $0.modifyTop(as: InboxScreen.self) { $0.queryLine = line }
    }
    let change = Self.typed(.ctrl("u"), on: &line, all: all, language: language)
    await store.press(.ctrl("u")) { $0.modifyTop(as: InboxScreen.self, change) }
    #expect(program.view(store.state, in: size).lines[0].contains("1/18"), "all again")
    await store.finish()
  }

  /// On the home the inbox's tab counts 0 too, and the header says `0/0`.
  @Test func theInboxTabCountsZeroWhenNothingMatches() async {
    let size = Size(width: 120, height: 40)
    let store = HomeScreenTests.store(size: size)
    let root = store.state.navigation.root.id
    var line = TextField(text: "", maximumLength: FuzzyFilter.queryLimit)
    for key in Key.characters(of: "zzq") { _ = line.handle(key) }
    await store.press([.character("/")] + Key.characters(of: "zzq")) {
      $0.modify(root, as: SectionsScreen.self) {
        _ = $0.tabs[0].screen.modify(as: InboxScreen.self) {
          $0.queryLine = line
          $0.height -= 1  // the filter bar takes a row
          $0.showRows([])
        }
      }
    }
    let lines = store.view(in: size).lines
    #expect(lines[0].contains("0/0"), "\(lines[0])")
    #expect(lines[1].contains("Inbox 0 "), "\(lines[1])")
    await store.finish()
  }
}
