import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import SharedWrites
@testable import TriageApp

/// Issue 17's overlays and marks at 40×12, 80×24 and 120×40, in English and Japanese: the
/// close-reason choice, the labels and assignees pickers (one item ticked, one refused by
/// GitHub inline), a pending change on a row and on the issue, the rollback banner, a write
/// whose answer was lost while it is checked and once the check failed too, and a rate-limited
/// write counting down in the banner.
struct WriteSnapshotTests {
  enum Shot: String, CaseIterable, Sendable {
    case closeReason, labelsPicker, labelsRefused, assigneesPicker, pendingRow, pendingIssue
    case rollbackBanner, checking, uncertainBanner, rateLimitBanner, bannerBelowSelection
  }

  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  static let labels = Page<Label>(
    items: [
      Label(name: "bug", color: "d73a4a"), Label(name: "docs", color: "0075ca"),
      Label(name: "enhancement", color: "a2eeef"), Label(name: "good first issue", color: "7057ff"),
      Label(name: "日本語", color: "c2e0c6"), Label(name: "needs triage"),
    ], nextCursor: nil)

  static let assignees = Page<User>(
    items: ["octocat", "monalisa", "hubot", "tanaka"].map(User.init(login:)), nextCursor: nil)

  static func state(_ shot: Shot, size: Size, program: TriageProgram) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    switch shot {
    case .closeReason:
      program.press(.character("x"), .down, on: &state)
    case .labelsPicker, .labelsRefused:
      program.press(.character("L"), on: &state)
      if case .labels(let picker)? = state.writes.overlay {
        program.apply(
          .write(
            .labels(
              serial: picker.serial,
              .loaded(generation: picker.state.store.generation, .success(Self.labels)))),
          to: &state)
      }
      program.press(.down, .character(" "), on: &state)
      if shot == .labelsRefused {
        program.press(.enter, on: &state)
        if let (reference, entry) = state.writes.pending.entries.first {
          let problem = FieldProblem(field: "labels", issue: .other("docs is locked"))
          program.apply(
            .write(
              .finished(
                reference, serial: entry.serial,
                .failure(
                  WriteFailure(
                    .validation([problem]),
                    cause: .invalidInput([
                      FieldRejection(field: "labels", reason: .other("docs is locked"))
                    ]))))), to: &state)
        }
        if case .labels(let picker)? = state.writes.overlay {
          program.apply(
            .write(
              .labels(
                serial: picker.serial,
                .loaded(generation: picker.state.store.generation, .success(Self.labels)))),
            to: &state)
        }
      }
    case .assigneesPicker:
      program.press(.character("A"), on: &state)
      if case .assignees(let picker)? = state.writes.overlay {
        program.apply(
          .write(
            .assignees(
              serial: picker.serial,
              .loaded(generation: picker.state.store.generation, .success(Self.assignees)))),
          to: &state)
      }
      program.press(.character(" "), on: &state)
    case .pendingRow:
      program.press(.character("x"), .enter, on: &state)
    case .pendingIssue:
      program.press(.enter, on: &state)
      program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
      program.press(.character("L"), on: &state)
      if case .labels(let picker)? = state.writes.overlay {
        program.apply(
          .write(
            .labels(
              serial: picker.serial,
              .loaded(generation: picker.state.store.generation, .success(Self.labels)))),
          to: &state)
      }
      program.press(.down, .character(" "), .enter, on: &state)
    case .bannerBelowSelection:
      // The selection on the body's last row when the banner comes: the banner takes a row
      // of its own, and the list scrolls to keep the selection in view.
      let rows = size.height - 4
      for _ in 0..<rows - 1 { program.press(.down, on: &state) }
      program.press(.character("x"), .enter, on: &state)
      if let (reference, entry) = state.writes.pending.entries.first {
        let failure = WriteFailure(.network(.offline), cause: .connectivity(.offline))
        program.apply(
          .write(.finished(reference, serial: entry.serial, .failure(failure))), to: &state)
      }
    case .rollbackBanner, .checking, .uncertainBanner:
      // The answer was lost; the look found the server without the change, or failed too.
      program.press(.character("x"), .enter, on: &state)
      if let (reference, entry) = state.writes.pending.entries.first {
        program.apply(
          .write(
            .finished(
              reference, serial: entry.serial,
              .failure(WriteFailure(.network(.timedOut), cause: .connectivity(.timedOut))))),
          to: &state)
      }
      guard shot != .checking,
        let (reference, entry) = state.writes.pending.entries.first
      else { break }
      let offline = WriteFailure(.network(.offline), cause: .connectivity(.offline))
      program.apply(
        .write(
          .checked(
            reference, serial: entry.serial,
            shot == .rollbackBanner ? .success(.notApplied(current: nil)) : .failure(offline))),
        to: &state)
    case .rateLimitBanner:
      program.press(.character("x"), .enter, on: &state)
      if let (reference, entry) = state.writes.pending.entries.first {
        program.apply(
          .write(
            .finished(
              reference, serial: entry.serial,
              .failure(
                WriteFailure(
                  .rateLimited(retryAfter: .seconds(42)),
                  cause: .rateLimited(retryAfter: .seconds(42)))))), to: &state)
      }
      program.press(.character("d"), on: &state)
    }
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
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
    if case .closeReason? = state(.closeReason).writes.overlay {
    } else {
      Issue.record("the close-reason choice isn't open")
    }
    #expect(state(.pendingRow).writes.pending.entries.count == 1)
    let pending = state(.pendingIssue).writes.pending
    #expect(pending.entries.keys.map { pending.pendingKinds($0) } == [[.labels]])
    #expect(state(.rollbackBanner).writes.pending.banner?.failure.mayHaveBeenApplied == false)
    #expect(state(.uncertainBanner).writes.pending.banner?.failure.mayHaveBeenApplied == true)
    let checking = state(.checking).writes.pending
    #expect(checking.banner == nil && checking.notice != nil, "no keys while it is checked")
    let waiting = state(.rateLimitBanner)
    #expect(waiting.alerts.current == nil, "the alert was dismissed")
    if case .waiting(_, let remaining)? = waiting.writes.pending.banner?.entry.phase {
      #expect(remaining == .seconds(42))
    } else {
      Issue.record("no rate limit counting down in the banner")
    }
    let below = state(.bannerBelowSelection)
    let canvas = program.view(below, in: size)
    let lines = canvas.textDump.split(separator: "\n", omittingEmptySubsequences: false)
    let selected = below.top.screen.as(IssueListScreen.self)?.store.selectedItem?.title ?? "?"
    #expect(lines[size.height - 2].contains("Not saved"), "the banner above the footer")
    #expect(
      lines.prefix(size.height - 2).contains { $0.contains(selected.prefix(12)) },
      "the selected issue \(selected) stays in view")
    let refused = state(.labelsRefused)
    if case .labels(let picker)? = refused.writes.overlay {
      #expect(picker.message?.contains("docs is locked") == true)
      #expect(picker.state.chosen.contains("docs"), "the user's choice is kept")
    } else {
      Issue.record("the refused picker isn't open")
    }
  }
}
