import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import SharedWrites
@testable import TriageApp

/// The milestone picker over the issue page (the clearing row first, the issue's milestone
/// ticked, a long title cut), the same picker refused by GitHub inline, and the issue page with
/// its new milestone pending, at 40×12, 80×24 and 120×40, in English and Japanese.
struct MilestoneSnapshotTests {
  enum Shot: String, CaseIterable, Sendable {
    case milestonePicker, milestoneRefused, milestonePending
  }

  static let milestones = Page<MilestoneChoice>(
    items: [
      .clearing(title: "?"),
      MilestoneChoice(Milestone(number: 1, title: "v1.0")),
      MilestoneChoice(Milestone(number: 2, title: "2026年春")),
      MilestoneChoice(Milestone(number: 3, title: "v2.0")),
      MilestoneChoice(
        Milestone(number: 5, title: "A milestone whose title goes on long enough to be cut short")),
    ], nextCursor: PageCursor("5"))

  /// The first page as the app's fetcher makes it: the clearing row in the user's language.
  static func page(_ language: Language) -> Page<MilestoneChoice> {
    let clearing = MilestoneChoice.clearing(title: LocalizedText.noMilestone.text(in: language))
    return Page(items: [clearing] + milestones.items.dropFirst(), nextCursor: milestones.nextCursor)
  }

  static func state(_ shot: Shot, size: Size, program: TriageProgram, language: Language)
    -> AppState
  {
    var state = Fixtures.loadedState(size: size, program: program)
    var issue = Fixtures.allIssues[0]
    issue.milestone = "v1.0"
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    program.press(.character("M"), on: &state)
    if case .milestone(let picker)? = state.writes.overlay {
      program.apply(
        .write(
          .milestones(
            serial: picker.serial,
            .loaded(generation: picker.state.store.generation, .success(page(language))))),
        to: &state)
    }
    switch shot {
    case .milestonePicker:
      program.press(.down, .down, on: &state)
    case .milestoneRefused:
      program.press(.down, .down, .down, .enter, on: &state)
      if let (reference, entry) = state.writes.pending.entries.first {
        let problem = FieldProblem(field: "milestone", issue: .other("v2.0 is closed"))
        program.apply(
          .write(
            .finished(
              reference, serial: entry.serial,
              .failure(
                WriteFailure(
                  .validation([problem]),
                  cause: .invalidInput([
                    FieldRejection(field: "milestone", reason: .other("v2.0 is closed"))
                  ]))))), to: &state)
      }
      if case .milestone(let picker)? = state.writes.overlay {
        program.apply(
          .write(
            .milestones(
              serial: picker.serial,
              .loaded(generation: picker.state.store.generation, .success(page(language))))),
          to: &state)
      }
    case .milestonePending:
      program.press(.down, .down, .down, .enter, on: &state)
    }
    return state
  }

  @Test(arguments: [Language.english, .japanese], WriteSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let name = "\(language)-\(size.width)x\(size.height)"
    for shot in Shot.allCases {
      let state = Self.state(shot, size: size, program: program, language: language)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText, named: "\(shot.rawValue)-\(name)")
    }
  }

  @Test func theShotsAreWhatTheyClaim() throws {
    let size = Size(width: 80, height: 24)
    let program = Fixtures.program
    func state(_ shot: Shot) -> AppState {
      Self.state(shot, size: size, program: program, language: .english)
    }
    let picker = state(.milestonePicker)
    if case .milestone(let open)? = picker.writes.overlay {
      #expect(open.state.chosen == ["v1.0"], "the issue's milestone is ticked")
      #expect(open.state.selectedItem?.id == "2026年春")
    } else {
      Issue.record("the milestone picker isn't open")
    }
    let refused = state(.milestoneRefused)
    if case .milestone(let open)? = refused.writes.overlay {
      #expect(open.message?.contains("v2.0 is closed") == true)
      #expect(open.state.chosen == ["v2.0"], "the refused choice is offered again")
    } else {
      Issue.record("the refused picker isn't open")
    }
    #expect(refused.writes.pending.entries.isEmpty, "rolled back")
    let pending = state(.milestonePending).writes.pending
    #expect(pending.entries.keys.map { pending.pendingKinds($0) } == [[.milestone]])
    let canvas = program.view(state(.milestonePending), in: size).textDump
    #expect(canvas.contains("Milestone: v2.0"), "shown at once")
  }
}
