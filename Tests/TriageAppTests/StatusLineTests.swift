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
@testable import InboxFeature
@testable import IssueListFeature
@testable import SharedWrites
@testable import TriageApp

/// Screen-reader mode's fixed status line: each status change is written there once, and a
/// countdown's seconds never rewrite it.
@Suite struct StatusLineTests {
  static let size = Size(width: 80, height: 24)

  static func program(
    _ language: Language = .english, on: Bool = true, clock: EffectClock? = nil
  ) -> TriageProgram {
    let repository = clock.map { Fixtures.repository(clock: $0) } ?? Fixtures.repository()
    return TriageProgram.onRepositories(
      environment: Fixtures.environment(repository, language: language),
      theme: Theme.standard.readingAloud(on))
  }

  /// The Issues screen whose first load failed with a rate limit of `seconds`.
  static func rateLimited(_ program: TriageProgram, seconds: Int64 = 3) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(
      Fixtures.loaded(state, .failure(.rateLimited(retryAfter: .seconds(seconds)))), to: &state)
    return state
  }

  @Test func aFooterStatusIsSaidOnceAndStaysAfterTheFooterClears() async {
    let clock = EffectClock()
    let program = Self.program(clock: clock)
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: Self.size, program: program),
      clock: clock)
    #expect(store.state.announcement == nil)
    let top = store.state.top.id
    let copied = LocalizedText(en: "Copied", ja: "コピー")
    await store.send(.commandFinished(copied)) {
      $0.status = StatusMessage(text: "Copied", serial: 1, screen: top)
      $0.announcement = Announcement(text: "Copied", serial: 1)
    }
    await store.send(.tick) { $0.tick = 1 }
    // The line keeps the latest change when the footer clears.
    await store.send(.statusExpired(serial: 1)) { $0.status = nil }
    await store.send(.commandFinished(copied)) {
      $0.status = StatusMessage(text: "Copied", serial: 1, screen: top)
      $0.announcement = Announcement(text: "Copied", serial: 2)  // said again, as news
    }
    store.skipInFlightEffects()  // the second status's expiry
    await store.finish()
  }

  @Test func aStartUpProblemIsTheFirstThingOnTheLine() {
    let program = TriageProgram(
      environment: Fixtures.environment(), theme: Theme.standard.readingAloud(true),
      configurationProblem: "config.yml: sections: cannot be read")
    #expect(program.initialState().announcement?.text == "config.yml: sections: cannot be read")
  }

  @Test func aRateLimitIsSaidWhenItStartsThenRetryingAndNotEachSecond() async throws {
    let clock = EffectClock()
    let program = Self.program(clock: clock)
    let store = TestStore(
      program: program, initialState: Self.rateLimited(program, seconds: 3), clock: clock)
    let started = try #require(store.state.announcement)
    #expect(started.text == AppError.rateLimitMessage(remaining: .seconds(3), in: .english))
    // The countdown is the alert's, and the retry the list store's own: the steps state the
    // line's part.
    store.exhaustivity = .off
    // A second passing is no news.
    await store.send([.countdown, .countdown]) { $0.announcement = started }
    await store.send(.countdown) {
      $0.announcement = Announcement(text: "Retrying…", serial: started.serial + 1)
    }
    #expect(store.state.list.state.isLoading)
    await store.finish()
  }

  @Test func aPaneCountdownRetriesWithOneAnnouncement() async {
    let clock = EffectClock()
    let program = Self.program(.japanese, clock: clock)
    let store = TestStore(program: program, initialState: Self.rateLimited(program), clock: clock)
    let id = store.state.issuesID
    await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.retryCountdowns[id] = .seconds(3)
    }
    let started = store.state.announcement
    // Seconds passing are no news.
    await store.send(.countdown) { $0.retryCountdowns[id] = .seconds(2) }
    await store.send(.countdown) { $0.retryCountdowns[id] = .seconds(1) }
    await store.send(.countdown) {
      $0.retryCountdowns[id] = nil
      $0.automaticRetries[id] = 1
      $0.modify(id, as: IssueListScreen.self) { _ = $0.store.retry() }
      $0.announcement = Announcement(text: "再試行中…", serial: (started?.serial ?? 0) + 1)
    }
    store.skipInFlightEffects()  // the retried load
    await store.finish()
  }

  @Test func aFailedWriteIsSaidOnceWithTheBannersWords() {
    let program = Self.program()
    let state = WriteSnapshotTests.state(.rollbackBanner, size: Self.size, program: program)
    let words = state.writes.pending.notice.map {
      program.theme.words(
        WriteOverlayView.bannerText($0.entry, number: $0.reference.number, program.theme))
    }
    #expect(words?.contains("Not saved") == true)
    #expect(state.announcement?.text == words)
  }

  @Test func aWritesRateLimitIsSaidOnceThenRetrying() async throws {
    let clock = EffectClock()
    let program = Self.program(clock: clock)
    let store = TestStore(
      program: program,
      initialState: WriteSnapshotTests.state(.rateLimitBanner, size: Self.size, program: program),
      clock: clock)
    let started = try #require(store.state.announcement)
    #expect(started.text.hasPrefix("Too many requests"))
    // The countdown and the retry are the writes' own: the steps state the line's part.
    store.exhaustivity = .off
    // 41 seconds of countdown are no news.
    await store.send(Array(repeating: .countdown, count: 41)) { $0.announcement = started }
    await store.send(.countdown) {
      $0.announcement = Announcement(text: "Retrying…", serial: started.serial + 1)
    }
    await store.finish()
  }

  @Test(arguments: [Language.english, .japanese])
  func aPollThatBringsUnreadThreadsSaysHowMany(language: Language) async throws {
    let program = Self.program(language)
    let served = try await InboxScreenTests.threads()
    try #require(served.items.count > 3)
    var items = served.items
    items[0].isUnread = true
    items[1].isUnread = true
    let full = Page(items: items, nextCursor: served.nextCursor)
    let earlier = Page(items: Array(full.items.dropFirst(2)), nextCursor: full.nextCursor)
    var state = InboxScreenTests.loaded(size: Self.size, program: program, page: earlier)
    #expect(state.announcement == nil, "the first load is not news")
    /// A poll as it comes: due, asked, answered. The asking is a fixture (the inbox's tests
    /// follow it): what is checked is what the answer says.
    func poll(_ page: Page<InboxThread>) {
      program.apply(.screen(state.top.id, InboxScreen.Event.pollDue), to: &state)
      InboxScreenTests.answer(
        &state, program: program, page: page, at: referenceDate)
    }
    poll(full)
    let said = state.announcement
    #expect(
      said?.text == (language == .english ? "2 new notifications" : "新しい通知が 2 件あります"))
    poll(full)
    #expect(state.announcement == said, "the same threads again are no news")
    program.apply(.screen(state.top.id, InboxScreen.Event.pollDue), to: &state)
    let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    let store = TestStore(program: program, initialState: state)
    // What the failure does to the inbox is the inbox's tests': the step states the line's part.
    store.exhaustivity = .off
    await store.send(
      .screen(
        state.top.id,
        InboxScreen.Event.polled(
          generation: generation, .failure(.server(status: 502)), at: referenceDate))
    ) { $0.announcement = said }  // a failed poll brings no threads
    await store.finish()
  }

  /// The footer's status is the line's news: said on the line, not again in the footer. Out of
  /// the mode the footer alone says it.
  @Test(arguments: [true, false])
  func aStatusIsOnTheScreenOnce(readingAloud: Bool) async {
    let clock = EffectClock()
    let program = Self.program(on: readingAloud, clock: clock)
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: Self.size, program: program),
      clock: clock)
    let top = store.state.top.id
    await store.send(.commandFinished(LocalizedText(en: "Copied", ja: "コピー"))) {
      $0.status = StatusMessage(text: "Copied", serial: 1, screen: top)
      $0.announcement = readingAloud ? Announcement(text: "Copied", serial: 1) : nil
    }
    let canvas = store.view(in: Self.size)
    let rows = (0..<Self.size.height).map { canvas.text(ofRow: $0) }
    #expect(rows.filter { $0.contains("Copied") }.count == 1, "\(rows.suffix(2))")
    let footer = rows[Self.size.height - 1]
    #expect(footer.contains("Copied") == !readingAloud)
    store.skipInFlightEffects()  // the status's expiry
    await store.finish()
  }

  @Test func outsideTheModeThereIsNoLineAndNoRowForIt() async {
    let clock = EffectClock()
    let program = Self.program(on: false, clock: clock)
    let store = TestStore(program: program, initialState: Self.rateLimited(program), clock: clock)
    let top = store.state.top.id
    // Said in the footer only: nothing for the line.
    await store.send(.commandFinished(LocalizedText(en: "Copied", ja: "コピー"))) {
      $0.status = StatusMessage(text: "Copied", serial: 1, screen: top)
    }
    #expect(program.layout(store.state).statusLine.height == 0)
    #expect(Self.program().layout(store.state).statusLine.height == 1)
    store.skipInFlightEffects()  // the status's expiry
    await store.finish()
  }

  @Test func theLineIsReservedBeforeAnyStatusSoNothingMoves() {
    let program = Self.program()
    let state = Fixtures.loadedState(size: Self.size, program: program)
    let layout = program.layout(state)
    #expect(layout.statusLine.y == Self.size.height - 2)
    #expect(layout.body.y + layout.body.height == layout.statusLine.y)
  }

  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func snapshots(language: Language, size: Size) {
    let program = Self.program(language)
    // Fixtures for the frames: a rate limit's alert dismissed and its countdown begun, then a
    // status; what each step does is checked above.
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(
      Fixtures.loaded(state, .failure(.rateLimited(retryAfter: .seconds(40)))), to: &state)
    program.press(.escape, on: &state)
    program.apply(.countdown, to: &state)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "rateLimit-\(language)-\(size.width)x\(size.height)")
    program.apply(.commandFinished(LocalizedText(en: "Copied", ja: "コピーしました")), to: &state)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "status-\(language)-\(size.width)x\(size.height)")
  }
}
