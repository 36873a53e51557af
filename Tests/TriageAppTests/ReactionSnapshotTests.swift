import ErrorHandling
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import SharedWrites
@testable import TriageApp

/// `+`'s choice over the issue page at 40×12, 80×24 and 120×40, in English and Japanese: while
/// the account's reactions load, once they are known (one marked as the account's, the
/// selection moved), when they couldn't be loaded, and the page with a reaction pending; and
/// the choice with GitHub's names where the terminal shows no emoji.
struct ReactionSnapshotTests {
  enum Shot: String, CaseIterable, Sendable {
    case reactionsLoading, reactionsChoice, reactionsFailed, reactionPending
  }

  static let counts = Reactions([.thumbsUp: 3, .heart: 1, .eyes: 12])

  static func state(_ shot: Shot, size: Size, program: TriageProgram) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    var issue = Fixtures.allIssues[0]
    issue.reactions = counts
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    program.press(.character("+"), on: &state)
    guard case .reactions(let choice)? = state.writes.overlay else { return state }
    switch shot {
    case .reactionsLoading:
      break
    case .reactionsChoice, .reactionPending:
      program.apply(.write(.myReactions(serial: choice.serial, .success([.heart: 55]))), to: &state)
      program.press(.down, .down, .down, .down, .down, on: &state)
      if shot == .reactionPending { program.press(.enter, on: &state) }
    case .reactionsFailed:
      program.apply(
        .write(.myReactions(serial: choice.serial, .failure(.network(.offline)))), to: &state)
    }
    return state
  }

  @Test(arguments: [Language.english, .japanese], WriteSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let name = "\(language)-\(size.width)x\(size.height)"
    for shot in Shot.allCases {
      let state = Self.state(shot, size: size, program: program)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText, named: "\(shot.rawValue)-\(name)")
    }
  }

  @Test func theShotsAreWhatTheyClaim() {
    let size = Size(width: 80, height: 24)
    let program = Fixtures.program
    func state(_ shot: Shot) -> AppState { Self.state(shot, size: size, program: program) }
    if case .reactions(let choice)? = state(.reactionsLoading).writes.overlay {
      #expect(choice.mine == nil)
    } else {
      Issue.record("the reaction choice isn't open")
    }
    if case .reactions(let choice)? = state(.reactionsChoice).writes.overlay {
      #expect(choice.mine == [.heart: 55])
      #expect(ReactionChoice.reactions[choice.selection] == .heart)
    } else {
      Issue.record("the reaction choice isn't open")
    }
    let pending = state(.reactionPending).writes.pending
    #expect(
      pending.entries.values.map(\.write) == [.reaction(.remove(.heart, id: 55))],
      "the account's own is taken away")
    let canvas = program.view(state(.reactionPending), in: size).textDump
    #expect(canvas.contains("👍 3  👀 12") && !canvas.contains("❤"), "shown at once")
  }

  /// GitHub's names where the terminal can't show emoji, as on the counts line.
  @Test func withoutEmojiTheChoiceNamesTheReactions() {
    let program = TimelineSnapshotTests.program(.english, emoji: false)
    let size = Size(width: 80, height: 24)
    let state = Self.state(.reactionsChoice, size: size, program: program)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "ascii")
  }
}
