import Destinations
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueFeature
@testable import TriageApp

/// The issue page's conversation with every kind of event between its comments (the demo's
/// #12), and the reaction counts under its body and comments, drawn as emoji and, where the
/// terminal can't show them, by name; at three sizes in both languages.
@Suite struct TimelineSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  /// The demo's #12, opened over the list, with its whole conversation loaded.
  static func state(program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    _ = program.push(&state) {
      program.screen(for: .issue(DemoIssueRepository.busy, number: DemoTimeline.richIssue), id: $0)
    }
    let issue = Fixtures.catalog.issue(number: DemoTimeline.richIssue, of: .busy)
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    let entries = Fixtures.catalog.timeline(ofIssue: DemoTimeline.richIssue, of: .busy)
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .commentsLoaded(
            generation: state.detail?.generation ?? 0,
            .success(TimelinePage(items: entries, nextCursor: nil))))), to: &state)
    return state
  }

  /// `state` scrolled down until a line holding `text` is at the top (or the end is reached).
  static func scrolled(
    to text: String, _ state: AppState, program: TriageProgram, size: Size
  ) -> AppState {
    var state = state
    for _ in 0..<200 {
      let frame = program.view(state, in: size).lines
      if frame.prefix(3).contains(where: { $0.contains(text) }) { break }
      let before = state.detail?.scrollOffset
      program.press(.down, on: &state)  // a fixture: scrolled to the frame's text
      if state.detail?.scrollOffset == before { break }
    }
    return state
  }

  static func program(_ language: Language, emoji: Bool = true) -> TriageProgram {
    var theme = Theme.standard
    theme.drawsEmoji = emoji
    return TriageProgram.onRepositories(
      environment: Fixtures.environment(language: language), theme: theme)
  }

  /// The events from the first one down, as far as the screen shows.
  @Test(arguments: [Language.english, .japanese], sizes)
  func timeline(language: Language, size: Size) {
    let program = Self.program(language)
    let first = language == .english ? "monalisa added the bug label" : "monalisa が bug ラベル"
    let state = Self.scrolled(
      to: first, Self.state(program: program, size: size), program: program, size: size)
    let frame = program.view(state, in: size)
    #expect(frame.lines.joined().contains(first.prefix(size.width - 4)))
    assertSnapshot(of: frame, as: .canvasText, named: "\(language)-\(size.width)x\(size.height)")
  }

  /// The whole document on a screen tall enough for it: every event, in order between the
  /// comments, each on one line.
  @Test(arguments: [Language.english, .japanese])
  func wholeTimeline(language: Language) {
    let size = Size(width: 100, height: 80)
    let program = Self.program(language)
    let frame = program.view(Self.state(program: program, size: size), in: size)
    assertSnapshot(of: frame, as: .canvasText, named: "\(language)")
  }

  /// `t` hides the events, and the comments stay; a second `t` shows them again.
  @Test func tHidesAndShowsTheEvents() async {
    let size = Size(width: 100, height: 80)
    let program = Self.program(.english)
    let store = TestStore(program: program, initialState: Self.state(program: program, size: size))
    func text() -> String { store.view(in: size).lines.joined(separator: "\n") }
    #expect(text().contains("hubot closed this as not planned"))
    await store.press(.character("t")) {
      $0.modifyTop(as: IssueScreen.self) { $0.showsEvents = false }
    }
    #expect(!text().contains("closed this as"))
    #expect(!text().contains("sub_issue_added"))
    #expect(text().contains("Works for me") || text().contains("──"))
    await store.press(.character("t")) {
      $0.modifyTop(as: IssueScreen.self) { $0.showsEvents = true }
    }
    #expect(text().contains("hubot closed this as not planned"))
    await store.finish()
  }

  /// The counts under the body and the first comments, as emoji, or by name where the
  /// terminal draws ASCII only.
  @Test(arguments: [Language.english, .japanese], sizes)
  func reactions(language: Language, size: Size) {
    for emoji in [true, false] {
      let program = Self.program(language, emoji: emoji)
      let state = Self.scrolled(
        to: emoji ? "👍 5" : "+1 5", Self.state(program: program, size: size), program: program,
        size: size)
      var frame = program.view(state, in: size)
      if !emoji { frame = frame.withASCIIGlyphs() }
      let text = frame.lines.joined(separator: "\n")
      #expect(text.contains(emoji ? "👍 5" : "+1 5"))
      if !emoji { #expect(!text.unicodeScalars.contains { !$0.isASCII }) }
      assertSnapshot(
        of: frame, as: .canvasText,
        named: "\(emoji ? "emoji" : "ascii")-\(language)-\(size.width)x\(size.height)")
    }
  }
}
