import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueListFeature
@testable import ListSupport
@testable import TriageApp

/// demo/busy's pull requests as a list shows them once their review decision, checks and size
/// have arrived: the values the pull requests' own pages show. Columns come and go with the
/// width (none at 40), in both languages, in ASCII and in screen-reader mode.
@Suite struct PullRequestRowSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]
  static let busy = DemoIssueRepository.busy

  /// The demo's pull requests, newest first, as the list's answer carries them.
  static let pullRequests = Fixtures.catalog.issues(of: .busy).filter(\.isPullRequest)

  /// What the pull requests' pages say, a minute into the demo (its checks have finished).
  static func summary(_ issue: IssueDomain.Issue) -> PullRequestSummary {
    PullRequestSummary(
      DemoPullRequests.pullRequest(issue),
      checks: DemoPullRequests.checks(
        issue.number, elapsed: .seconds(60), now: referenceDate))
  }

  /// demo/busy's list turned to its pull requests (`p`), loaded, and the facts of every row
  /// answered; `answered: false` leaves them unasked.
  static func state(size: Size, program: TriageProgram, answered: Bool = true) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(Fixtures.loaded(state, .success(IssuePage())), to: &state)
    program.apply(.input(.key(.character("p"))), to: &state)
    program.apply(Fixtures.loaded(state, .success(IssuePage(items: pullRequests))), to: &state)
    guard answered else { return state }
    let asked = pullRequests.map {
      PullRequestRowFacts.Asked(
        reference: IssueReference(repository: busy, number: $0.number), updatedAt: $0.updatedAt)
    }
    let summaries = Dictionary(
      uniqueKeysWithValues: zip(asked.map(\.reference), pullRequests.map(summary)))
    program.apply(
      .screen(state.issuesID, IssueListScreen.Event.summaries(asked, .success(summaries))),
      to: &state)
    return state
  }

  @Test(arguments: sizes, [Language.english, .japanese])
  func answered(size: Size, language: Language) {
    let program = Fixtures.program(language: language)
    let canvas = program.view(Self.state(size: size, program: program), in: size)
    let code = language == .english ? "en" : "ja"
    assertSnapshot(
      of: canvas, as: .canvasText, named: "\(code)-\(size.width)x\(size.height)")
    if size.width == 40 {
      let unanswered = program.view(
        Self.state(size: size, program: program, answered: false), in: size)
      #expect(canvas.lines == unanswered.lines, "40 columns show none of them")
    }
  }

  /// Before the answer the columns are there, blank, so nothing moves when it arrives.
  @Test func unansweredRowsKeepTheirColumnsBlank() {
    let size = Size(width: 120, height: 40)
    let program = Fixtures.program
    let blank = program.view(Self.state(size: size, program: program, answered: false), in: size)
    let answered = program.view(Self.state(size: size, program: program), in: size)
    assertSnapshot(of: blank, as: .canvasText, named: "unanswered-120x40")
    let title = { (canvas: Canvas) in canvas.lines[3].prefix(40) }
    #expect(title(blank) == title(answered), "the title keeps its columns")
  }

  /// A terminal without UTF-8 (`Canvas.withASCIIGlyphs`): `+` passing, `x` failing, `*`
  /// pending, and `-` for the deletions; the words say the review under NO_COLOR as well.
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func ascii(size: Size) {
    let canvas = Fixtures.program.view(Self.state(size: size, program: Fixtures.program), in: size)
      .withASCIIGlyphs()
    let nonASCII = canvas.lines.joined().unicodeScalars.filter { !$0.isASCII }
    #expect(nonASCII.isEmpty)
    assertSnapshot(of: canvas, as: .canvasText, named: "ascii-\(size.width)x\(size.height)")
  }

  /// Screen-reader mode: the checks' glyph is a word, as the other marks of a row are.
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func screenReader(size: Size) {
    let program = ScreenReaderTests.program()
    let canvas = program.view(Self.state(size: size, program: program), in: size)
    let rows = canvas.lines.dropFirst(2).joined()
    #expect(rows.contains("checks passing") && rows.contains("checks failing"))
    #expect(!rows.contains("✓") && !rows.contains("✗"))
    assertSnapshot(
      of: canvas, as: .canvasText, named: "screen-reader-\(size.width)x\(size.height)")
  }

  /// The same pull requests' values, each in its own shape: the glyph and the word differ for
  /// every state, so colour is never the only difference.
  @Test func eachStateHasItsOwnShape() {
    let glyphs = [Check.State.success, .failure, .pending].map(CheckGlyph.text)
    #expect(Set(glyphs).count == 3)
    let words = ChromeWords(.english)
    #expect(Set(LocalizedText.rowReviews.map { words($0) }).count == 3)
  }
}
