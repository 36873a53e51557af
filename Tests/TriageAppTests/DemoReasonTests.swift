import ErrorHandling
import Foundation
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// On the demo, the header badge says `[demo]` and, when the demo was not asked for, the footer
/// says why until the first key.
@Suite struct DemoReasonTests {
  let size = Size(width: 80, height: 24)

  private func program(_ reason: DemoReason?, language: Language = .english) -> TriageProgram {
    var environment = Fixtures.environment(language: language)
    environment.demoReason = reason
    return TriageProgram.onRepositories(environment: environment)
  }

  private func started(_ program: TriageProgram, size: Size) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    return state
  }

  @Test func noTokenSaysWhyInTheFooterUntilTheFirstKey() async {
    let program = program(.noToken(host: "github.com", variable: "GH_TOKEN"))
    let store = TestStore(program: program, initialState: started(program, size: size))
    let canvas = program.view(store.state, in: size)
    #expect(canvas.lines.first?.contains("[demo]") == true)
    // Too long to share the footer with the keys: on rows of its own above it, whole.
    #expect(
      Self.statusRows(canvas).contains("no token found — set GH_TOKEN or run gh auth login"))
    #expect(canvas.lines.last?.contains("? help") == true, "the keys keep the footer")
    assertSnapshot(of: canvas, as: .canvasText, named: "no-token")
    // The first key clears it.
    await store.press(.down) { $0.status = nil }
    #expect(!program.view(store.state, in: size).textDump.contains("no token"))
    await store.finish()
  }

  /// The rows between the body and the footer that hold a long status, as one sentence.
  static func statusRows(_ canvas: Canvas) -> String {
    canvas.lines.dropLast().suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  /// In screen-reader mode the notice is said once: on the status line, and only what doesn't
  /// fit there on a row above it, read on into the line. Never in the notice rows and on the
  /// line both.
  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func inScreenReaderModeTheNoticeIsSaidOnce(language: Language, size: Size) {
    var environment = Fixtures.environment(language: language)
    environment.demoReason = .noToken(host: "github.com", variable: "GH_TOKEN")
    let program = TriageProgram.onRepositories(
      environment: environment, theme: Theme.standard.readingAloud(true))
    let canvas = program.view(started(program, size: size), in: size)
    let text = canvas.lines.joined(separator: "\n")
    let start = language == .english ? "no token found" : "トークンが見つかりません"
    #expect(text.components(separatedBy: start).count == 2, "once:\n\(text)")
    let message = DemoReason.noToken(host: "github.com", variable: "GH_TOKEN").message
    let whole = message?.text(in: language) ?? ""
    // Read on from the rows above into the line, as one sentence, wherever it was wrapped.
    let said = canvas.lines.dropLast().suffix(3).joined().filter { $0 != " " }
    #expect(said.contains(whole.filter { $0 != " " }), "\(said)")
    #expect(canvas.lines.last?.contains(start) == false, "not in the footer too")
  }

  /// The notice fits its two rows whole at 40 columns in both languages: no word cut short.
  @Test(arguments: [Language.english, .japanese])
  func atFortyColumnsTheNoticeIsWhole(language: Language) {
    let size = Size(width: 40, height: 12)
    let program = program(.noToken(host: "github.com", variable: "GH_TOKEN"), language: language)
    let canvas = program.view(started(program, size: size), in: size)
    let whole = DemoReason.noToken(host: "github.com", variable: "GH_TOKEN").message?
      .text(in: language).filter { $0 != " " }
    #expect(Self.statusRows(canvas).filter { $0 != " " } == whole, "\(canvas.lines)")
  }

  @Test func itOutlastsTheStatusTimerButNotAnotherStatus() async {
    let program = program(.noToken(host: "github.com", variable: "GH_TOKEN"))
    let store = TestStore(program: program, initialState: started(program, size: size))
    let notice = store.state.status
    #expect(notice?.text == "no token found — set GH_TOKEN or run gh auth login")
    #expect(notice?.lastsUntilKey == true)
    // The status timer, whatever its serial, leaves it.
    await store.send(.statusExpired(serial: 0))
    await store.send(.statusExpired(serial: 1))
    // Another status takes its place, and expires as any does.
    await store.send(.browserOpened(url: "https://github.com/demo/busy", opened: true)) {
      $0.status = StatusMessage(
        text: "Opened in the browser", serial: (notice?.serial ?? 0) + 1, screen: $0.top.id)
    }
    await store.advance(by: TriageProgram.statusLifetime)
    await store.receive({ if case .statusExpired = $0 { true } else { false } }) {
      $0.status = nil
    }
    await store.finish()
  }

  @Test func inJapanese() {
    let program = program(
      .noToken(host: "github.com", variable: "GH_TOKEN"), language: .japanese)
    let state = started(program, size: Size(width: 120, height: 24))
    let canvas = program.view(state, in: Size(width: 120, height: 24))
    #expect(
      Self.statusRows(canvas).contains(
        "トークンが見つかりません — GH_TOKEN を設定するか gh auth login を実行"))
  }

  @Test func anEnterpriseHostIsNamedWithItsVariable() {
    let reason = DemoReason.noToken(host: "ghe.example.com", variable: "GH_ENTERPRISE_TOKEN")
    #expect(
      reason.message?.english
        == "no token found for ghe.example.com — set GH_ENTERPRISE_TOKEN or run gh auth login")
  }

  @Test(arguments: [DemoReason.requested, nil])
  func askedForOrUnknownShowsNoReason(reason: DemoReason?) {
    let program = program(reason)
    let state = started(program, size: size)
    #expect(state.status == nil)
    #expect(program.view(state, in: size).lines.first?.contains("[demo]") == true)
  }
}
