import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import TerminalUI
@testable import TriageApp

/// The inbox opened on the threads an earlier run kept: their age in the header, the poll's 200
/// replacing them in place (the selected thread stays selected), and offline no alert.
@Suite struct KeptInboxTests {
  static let size = Size(width: 80, height: 24)
  static let keptAt = referenceDate.addingTimeInterval(-12 * 60)

  static let validator = "Thu, 26 Nov 2026 10:00:00 GMT"

  /// The inbox opened, its first load running.
  static func opened() -> AppState {
    InboxScreenTests.opened(size: size, program: Fixtures.program)
  }

  /// The kept `page` restored on the inbox of `state`.
  static func restoring(_ state: AppState, _ page: Page<InboxThread>) -> AppAction {
    let generation = inbox(state)?.store.generation ?? 0
    return .screen(
      state.top.id,
      InboxScreen.Event.restored(
        generation: generation, KeptInbox(page: page, lastModified: validator, asOf: keptAt)))
  }

  static func restored(_ page: Page<InboxThread>) -> AppState {
    var state = opened()
    // A fixture: the kept threads the poll then answers for.
    Fixtures.program.apply(restoring(state, page), to: &state)
    return state
  }

  static func inbox(_ state: AppState) -> InboxScreen? { state.top.screen.as(InboxScreen.self) }

  /// The poll's answer, `result`, for the inbox of `state`.
  static func polled(_ state: AppState, _ result: Result<InboxPoll, AppError>) -> AppAction {
    let generation = inbox(state)?.store.generation ?? 0
    return .screen(
      state.top.id, InboxScreen.Event.polled(generation: generation, result, at: referenceDate))
  }

  @Test func theKeptThreadsAreShownWithTheirAgeAndTheirValidator() async throws {
    let page = try await InboxScreenTests.threads()
    let state = Self.opened()
    let store = TestStore(program: Fixtures.program, initialState: state)
    // Shown as a refresh shows its rows, the first load still running for them.
    await store.send(Self.restoring(state, page)) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.validator = Self.validator
        $0.store.state = .reLoading(page)
        $0.store.keptAt = Self.keptAt.timeIntervalSince1970
        $0.showRows(page.items)
      }
    }
    let inbox = try #require(Self.inbox(store.state))
    #expect(inbox.store.items.map(\.id) == page.items.map(\.id))
    #expect(inbox.store.state.isLoading)
    #expect(inbox.validator == Self.validator)
    #expect(
      inbox.badges(ChromeWords(.english), now: referenceDate) == ["as of 12m ago"])
    await store.finish()
  }

  @Test func aChangedFirstPageReplacesThemKeepingTheSelection() async throws {
    let page = try await InboxScreenTests.threads()
    var state = Self.restored(page)
    Fixtures.program.press(.down, on: &state)  // a fixture: the selection the poll keeps
    let selected = try #require(Self.inbox(state)?.selected(state: state))
    // A new thread on top: the selected one moves down a row, and stays selected.
    let first = page.items[0]
    let new = InboxThread(
      id: "new", repository: first.repository, subject: first.subject, reason: first.reason,
      isUnread: true, updatedAt: referenceDate)
    let newer = Page(items: [new] + page.items, nextCursor: page.nextCursor)
    let store = TestStore(program: Fixtures.program, initialState: state)
    await store.send(
      Self.polled(
        state, .success(InboxPoll(page: newer, lastModified: nil, interval: .seconds(60))))
    ) {
      $0.modifyTop(as: InboxScreen.self) {
        $0.checkedAt = referenceDate
        $0.store.state = .success(newer)
        $0.store.keptAt = nil
        // The store keeps its own selection on its thread, now a row down.
        $0.store.viewport.selection = 1
        $0.showRows(newer.items, selecting: 2)
      }
    }
    let inbox = try #require(Self.inbox(store.state))
    #expect(inbox.store.keptAt == nil)
    #expect(inbox.store.items.first?.id == "new")
    #expect(inbox.selected(state: store.state)?.id == selected.id)
    store.skipInFlightEffects()  // the next poll, on the clock
    await store.finish()
  }

  @Test func offlineOverTheKeptThreadsRaisesNoAlert() async throws {
    let state = Self.restored(try await InboxScreenTests.threads())
    let store = TestStore(program: Fixtures.program, initialState: state)
    let offline = AppError.network(.offline)
    // The rows stay, with their age: the failed refresh's own banner is under the standing one.
    await store.send(Self.polled(state, .failure(offline))) {
      $0.modifyTop(as: InboxScreen.self) {
        if let rows = $0.store.state.value { $0.store.state = .reLoadingFailure(rows, offline) }
        $0.store.bannerSerial = 1
        $0.store.banner = Banner(message: $0.store.describe(offline).message, serial: 1)
      }
      $0.network.isOffline = true
    }
    #expect(store.state.alerts.current == nil)
    let text = Fixtures.program.view(store.state, in: Self.size).lines.joined(separator: "\n")
    #expect(text.contains("offline, showing data from 12m ago"))
    store.skipInFlightEffects()  // the banner's timer and the next poll, on the clock
    await store.finish()
  }
}

extension InboxScreen {
  /// The thread selected, as the screen sees it in `state`.
  func selected(state: AppState) -> InboxThread? {
    let rows = rows(state.featureWrites[PendingInboxChanges.self])
    return rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil
  }
}
