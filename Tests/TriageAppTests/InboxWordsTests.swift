import AppCore
import InboxFeature
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import Testing

@testable import ComposerFeature
@testable import Destinations
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

  /// The header while a filter is typed that matches nothing, and once it is kept.
  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func aFilterWithNoMatchCountsZeroWhileTypingAndAfter(language: Language, size: Size)
    async throws
  {
    let program = Fixtures.program(language: language)
    var state = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    #expect(program.view(state, in: size).lines[0].contains("1/18"))
    for key in [Key.character("/")] + "zzq".map(Key.character) {
      _ = program.reduce(&state, .input(.key(key)))
      let header = program.view(state, in: size).lines[0]
      let typed = state.top.screen.as(InboxScreen.self)?.queryLine?.text ?? ""
      if typed.count >= 2 { #expect(header.contains("0/0"), "“\(typed)”: \(header)") }
    }
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(program.view(state, in: size).lines[0].contains("0/0"))
    _ = program.reduce(&state, .input(.key(.character("/"))))
    _ = program.reduce(&state, .input(.key(.ctrl("u"))))
    #expect(program.view(state, in: size).lines[0].contains("1/18"), "all again")
  }

  /// On the home the inbox's tab counts 0 too, and the header says `0/0`.
  @Test func theInboxTabCountsZeroWhenNothingMatches() {
    let size = Size(width: 120, height: 40)
    let program = HomeScreenTests.program()
    var state = HomeScreenTests.loadedHome(size: size, program: program)
    for key in [Key.character("/")] + "zzq".map(Key.character) {
      _ = program.reduce(&state, .input(.key(key)))
    }
    let lines = program.view(state, in: size).lines
    #expect(lines[0].contains("0/0"), "\(lines[0])")
    #expect(lines[1].contains("Inbox 0 "), "\(lines[1])")
  }
}
