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
@testable import TriageApp

/// The inbox opened on the threads an earlier run kept: their age in the header, the poll's 200
/// replacing them in place (the selected thread stays selected), and offline no alert.
@Suite struct KeptInboxTests {
  static let size = Size(width: 80, height: 24)
  static let keptAt = referenceDate.addingTimeInterval(-12 * 60)

  static func restored(_ page: Page<InboxThread>) -> AppState {
    let program = Fixtures.program
    var state = InboxScreenTests.opened(size: size, program: program)
    let generation = state.top.screen.as(InboxScreen.self)?.store.generation ?? 0
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        InboxScreen.Event.restored(
          generation: generation,
          KeptInbox(page: page, lastModified: "Thu, 26 Nov 2026 10:00:00 GMT", asOf: keptAt))))
    return state
  }

  static func inbox(_ state: AppState) -> InboxScreen? { state.top.screen.as(InboxScreen.self) }

  static func polled(_ state: inout AppState, _ result: Result<InboxPoll, AppError>) {
    let generation = inbox(state)?.store.generation ?? 0
    _ = Fixtures.program.reduce(
      &state,
      .screen(
        state.top.id,
        InboxScreen.Event.polled(generation: generation, result, at: referenceDate)))
  }

  @Test func theKeptThreadsAreShownWithTheirAgeAndTheirValidator() async throws {
    let page = try await InboxScreenTests.threads()
    let state = Self.restored(page)
    let inbox = try #require(Self.inbox(state))
    #expect(inbox.store.items.map(\.id) == page.items.map(\.id))
    #expect(inbox.store.state.isLoading)
    #expect(inbox.validator == "Thu, 26 Nov 2026 10:00:00 GMT")
    #expect(
      inbox.badges(ChromeWords(.english), now: referenceDate) == ["as of 12m ago"])
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
    Self.polled(
      &state, .success(InboxPoll(page: newer, lastModified: nil, interval: .seconds(60))))
    let inbox = try #require(Self.inbox(state))
    #expect(inbox.store.keptAt == nil)
    #expect(inbox.store.items.first?.id == "new")
    #expect(inbox.selected(state: state)?.id == selected.id)
  }

  @Test func offlineOverTheKeptThreadsRaisesNoAlert() async throws {
    var state = Self.restored(try await InboxScreenTests.threads())
    Self.polled(&state, .failure(.network(.offline)))
    #expect(state.alerts.current == nil)
    let text = Fixtures.program.view(state, in: Self.size).lines.joined(separator: "\n")
    #expect(text.contains("offline, showing data from 12m ago"))
  }
}

extension InboxScreen {
  /// The thread selected, as the screen sees it in `state`.
  func selected(state: AppState) -> InboxThread? {
    let rows = rows(state.featureWrites[PendingInboxChanges.self])
    return rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil
  }
}
