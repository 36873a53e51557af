import Destinations
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// What a list keeps of its pull request rows' facts, and so what it asks again: rows are
/// known by their `updated_at`, a failure isn't asked again until the list loads again, and a
/// request in flight covers the rows it asks.
@Suite struct PullRequestRowFactsTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  static let monday = Date(timeIntervalSince1970: 1_000_000)
  static let tuesday = monday.addingTimeInterval(86_400)

  static func row(_ number: Int, _ updatedAt: Date? = monday) -> PullRequestRowFacts.Asked {
    PullRequestRowFacts.Asked(
      reference: IssueReference(repository: app, number: number), updatedAt: updatedAt)
  }

  static let approved = PullRequestSummary(reviewDecision: .approved)

  struct Failure: Error {}

  @Test func answeredRowsAreNotAskedAgainUntilTheyChange() {
    var facts = PullRequestRowFacts()
    let rows = [Self.row(1), Self.row(2)]
    #expect(facts.missing(rows) == rows)
    facts.asking(rows)
    #expect(facts.missing(rows).isEmpty, "the request in flight covers them")
    #expect(
      facts.missing(rows + [Self.row(3)]) == rows + [Self.row(3)],
      "a row it doesn't cover asks again for all, as the new request replaces it")
    facts.answered(rows, with: Result<_, Failure>.success([rows[0].reference: Self.approved]))
    #expect(facts.summary(for: rows[0].reference) == Self.approved)
    #expect(facts.summary(for: rows[1].reference) == nil, "not in the answer: blank")
    #expect(facts.missing(rows).isEmpty, "answered, even with nothing, is known")
    let changed = [Self.row(1, Self.tuesday), Self.row(2)]
    #expect(facts.missing(changed) == [changed[0]], "only the row that changed")
    #expect(facts.summary(for: rows[0].reference) == Self.approved, "shown until replaced")
  }

  @Test func failedRowsWaitForTheListToLoadAgain() {
    var facts = PullRequestRowFacts()
    let rows = [Self.row(1), Self.row(2)]
    facts.asking(rows)
    facts.answered(
      rows, with: Result<[IssueReference: PullRequestSummary], Failure>.failure(Failure()))
    #expect(facts.missing(rows).isEmpty, "a failing server isn't asked on every step")
    #expect(facts.summary(for: rows[0].reference) == nil)
    facts.reloaded(keeping: Set(rows.map(\.reference)))
    #expect(facts.missing(rows) == rows)
  }

  @Test func aReloadLetsGoOfRowsNoLongerListed() {
    var facts = PullRequestRowFacts()
    let rows = [Self.row(1), Self.row(2)]
    facts.answered(
      rows,
      with: Result<_, Failure>.success([
        rows[0].reference: Self.approved, rows[1].reference: Self.approved,
      ]))
    facts.reloaded(keeping: [rows[1].reference])
    #expect(facts.summary(for: rows[0].reference) == nil)
    #expect(facts.summary(for: rows[1].reference) == Self.approved)
    #expect(facts.missing([rows[1]]).isEmpty, "a reload of an unchanged row asks nothing")
  }

  @Test func eachMoveMakesTheLastOneTheOneThatSettles() {
    var facts = PullRequestRowFacts()
    let first = facts.moved()
    let second = facts.moved()
    #expect(first != second)
    #expect(facts.serial == second)
  }
}

/// Only the list on view asks: a list under another screen waits until it is back on view.
@Suite struct PullRequestRowsOnViewTests {
  @Test func aCoveredListAsksNothingUntilItIsBack() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let size = Size(width: 120, height: 40)
    let state = PullRequestRowSnapshotTests.state(size: size, program: program, answered: false)
    let store = TestStore(program: program, initialState: state, clock: clock)
    let listID = state.issuesID
    let settle = EffectID("\(listID).issues.rows.settle")
    let selected = state.list.selectedItem?.number ?? -1
    await store.press(.enter) {
      // The open is a move of the reader's, whose settling the page's push leaves waiting.
      $0.modify(listID, as: IssueListScreen.self) { _ = $0.rowFacts.moved() }
      _ = program.push(&$0) {
        program.screen(
          for: .pullRequest(PullRequestRowSnapshotTests.busy, number: selected), id: $0)
      }
      $0.listOrigins[$0.top.id] = listID
    }
    #expect(store.state.top.id != listID, "a pull request's page is on top")
    // The same page again: nothing changes.
    let refreshed = await store.send(
      .screen(
        listID,
        IssueListScreen.Event.issues(
          .loaded(
            generation: state.list.generation,
            .success(IssuePage(items: PullRequestRowSnapshotTests.pullRequests))))))
    #expect(!refreshed.runIDs.contains(settle), "covered: nothing is asked")
    // Nothing changes.
    let settled = await store.send(
      .screen(listID, IssueListScreen.Event.windowSettled(serial: 1)))
    #expect(settled.runIDs.isEmpty, "a wait that ends while covered asks nothing")
    let page = store.state.top.id
    let back = await store.press(.escape) {
      // Back on view, the list's window moves (a settling begins again) as it appears.
      _ = program.pop(page, &$0)
    }
    #expect(store.state.top.id == listID)
    #expect(back.runIDs.contains(settle), "back on view, its window settles and asks")
    store.skipInFlightEffects()  // the window's wait, on the store's clock
    await store.finish()
  }
}
