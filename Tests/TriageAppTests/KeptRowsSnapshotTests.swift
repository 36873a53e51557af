import ErrorHandling
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
@testable import IssueListFeature
@testable import TerminalUI
@testable import TriageApp

/// Rows kept from an earlier run: shown at once with their age in the header while the server
/// is asked, and with a standing banner when it can't be reached, at three sizes in both
/// languages.
@Suite struct KeptRowsSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  /// Twelve minutes before the fixtures' now.
  static let keptAt = referenceDate.addingTimeInterval(-12 * 60)

  /// The Issues screen of `demo/busy`, its first load running, with the kept first page shown.
  static func restoredState(program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    // A fixture: the kept rows the snapshots draw, as the first load's restore shows them.
    program.apply(
      .screen(
        state.issuesID,
        .issues(
          .restored(
            generation: state.list.generation, Fixtures.firstPage(),
            asOf: keptAt.timeIntervalSince1970))),
      to: &state)
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func asOfInTheHeader(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = Self.restoredState(program: program, size: size)
    #expect(state.list.state.isLoading)
    #expect(state.list.items.count == 30)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func offlineBanner(language: Language, size: Size) async {
    let program = Fixtures.program(language: language)
    let state = Self.restoredState(program: program, size: size)
    let store = TestStore(program: program, initialState: state)
    let id = state.issuesID
    let offline = AppError.network(.offline)
    // The banner is the only word of it: no alert over the rows, which keep their age; the
    // failed refresh's own banner is under the standing one.
    await store.send(Fixtures.loaded(state, .failure(offline))) {
      $0.modify(id, as: IssueListScreen.self) {
        if let rows = $0.store.state.value { $0.store.state = .reLoadingFailure(rows, offline) }
        $0.store.bannerSerial = 1
        $0.store.banner = Banner(message: $0.store.describe(offline).message, serial: 1)
      }
      $0.network.isOffline = true
    }
    #expect(store.state.alerts.current == nil)
    #expect(store.state.list.keptAt == Self.keptAt.timeIntervalSince1970)
    assertSnapshot(
      of: program.view(store.state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
    store.skipInFlightEffects()  // the failed refresh's banner timer
    await store.finish()
  }

  @Test func theServersAnswerReplacesTheKeptRowsAndTheirAge() async {
    let program = Fixtures.program(language: .english)
    let state = Self.restoredState(program: program, size: Size(width: 80, height: 24))
    let store = TestStore(program: program, initialState: state)
    let id = state.issuesID
    await store.press(.down) { $0.modify(id, as: IssueListScreen.self) { $0.selectRow(1) } }
    // The answer replaces the kept rows, keeps the selection, and dates them now.
    await store.send(Fixtures.loaded(state, .success(Fixtures.firstPage()))) {
      $0.modify(id, as: IssueListScreen.self) {
        $0.store.state = .success(Fixtures.firstPage())
        $0.store.keptAt = nil
        $0.shownAt = referenceDate
      }
    }
    #expect(store.state.list.keptAt == nil)
    #expect(store.state.list.viewport.selection == 1)
    let screen = store.state.navigation[id]?.as(IssueListScreen.self)
    #expect(screen?.badges(ChromeWords(.english), now: referenceDate) == [])
    await store.finish()
  }

  @Test func anotherFailureWithKeptRowsIsRaisedAsUsual() async {
    let program = Fixtures.program(language: .english)
    let state = Self.restoredState(program: program, size: Size(width: 80, height: 24))
    let store = TestStore(program: program, initialState: state)
    let id = state.issuesID
    let failure = AppError.server(status: 500)
    await store.send(Fixtures.loaded(state, .failure(failure))) {
      $0.modify(id, as: IssueListScreen.self) {
        if let rows = $0.store.state.value { $0.store.state = .reLoadingFailure(rows, failure) }
        $0.store.bannerSerial = 1
        $0.store.banner = Banner(message: $0.store.describe(failure).message, serial: 1)
      }
      _ = $0.alerts.enqueue(ErrorFlowTests.alert(failure, canGoBack: true), from: id)
    }
    #expect(store.state.alerts.current != nil)
    store.skipInFlightEffects()  // the failed refresh's banner timer
    await store.finish()
  }

  /// Rows answered two minutes ago, and a refresh that failed with something other than the
  /// network (GitHub's 500), its alert dismissed: the banner over the rows says how old they are.
  static func refreshFailedState(program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(.now(referenceDate.addingTimeInterval(-2 * 60)), to: &state)
    program.apply(Fixtures.loaded(state, .success(Fixtures.firstPage())), to: &state)
    if state.list.state.isPaging {
      program.apply(Fixtures.pageLoaded(state, .success(Fixtures.secondPage())), to: &state)
    }
    program.apply(.now(referenceDate), to: &state)
    program.apply(.input(.key(.character("r"))), to: &state)
    program.apply(Fixtures.loaded(state, .failure(.server(status: 500))), to: &state)
    program.apply(.input(.key(.escape)), to: &state)
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func aRefreshFailureSaysHowOldTheRowsAre(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = Self.refreshFailedState(program: program, size: size)
    #expect(state.alerts.current == nil)
    guard case .reLoadingFailure = state.list.state else {
      Issue.record("expected a failed refresh, got \(state.list.state)")
      return
    }
    let text = program.view(state, in: size).lines.joined(separator: "\n")
    let words = language == .english ? "showing rows from 2m ago" : "2分前の行を表示中"
    #expect(text.contains(words) || size.width < 60, "\(text)")
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }

  /// The same words on the inbox's banner and the issue's, from one place.
  @Test func theBannersWordsInBothLanguages() {
    let now = referenceDate
    let twoMinutes = now.addingTimeInterval(-120)
    for (language, expected) in [
      (Language.english, "showing rows from 2m ago · Server error."),
      (.japanese, "2分前の行を表示中・Server error."),
    ] {
      let words = ChromeWords(language)
      #expect(
        RefreshBanner.text(
          failure: .server(status: 500), message: "Server error.", keptAt: nil,
          shownAt: twoMinutes, words: words, now: now) == expected)
    }
    let words = ChromeWords(.english)
    // Offline over kept rows: the standing banner, whether or not the transient one is up.
    #expect(
      RefreshBanner.text(
        failure: .network(.offline), message: nil, keptAt: twoMinutes, shownAt: twoMinutes,
        words: words, now: now) == "offline, showing data from 2m ago")
    // Offline over this session's rows: the transient banner, with their age.
    #expect(
      RefreshBanner.text(
        failure: .network(.offline), message: "Offline.", keptAt: nil, shownAt: twoMinutes,
        words: words, now: now) == "showing rows from 2m ago · Offline.")
    // Once the transient banner has gone, nothing; and with no time known, the message alone.
    #expect(
      RefreshBanner.text(
        failure: .server(status: 500), message: nil, keptAt: nil, shownAt: twoMinutes,
        words: words, now: now) == nil)
    #expect(
      RefreshBanner.text(
        failure: .server(status: 500), message: "Server error.", keptAt: nil, shownAt: nil,
        words: words, now: now) == "Server error.")
  }
}
