import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// The preview pane beside an issue list, as a reducer: it waits for the selection to rest,
/// drops answers for rows left behind, takes the keys and gives them back, follows the
/// terminal's width, and keeps its failures to itself.
@Suite struct PreviewPaneTests {
  static let wide = Size(width: 160, height: 40)
  static let narrow = Size(width: 100, height: 40)

  static func program(
    _ language: Language = .english, settings: PreviewSettings = .standard
  ) -> TriageProgram {
    var environment = Fixtures.environment(language: language)
    environment.preview = settings
    return TriageProgram.onRepositories(environment: environment)
  }

  static func list(_ state: AppState) -> IssueListScreen? {
    state.navigation[state.issuesID]?.as(IssueListScreen.self)
  }

  static func pane(_ state: AppState) -> PreviewPane? { list(state)?.preview }

  static func rested(_ state: AppState) -> AppAction? {
    guard let subject = pane(state)?.subject else { return nil }
    return .screen(state.issuesID, IssueListScreen.Event.preview(.rested(subject)))
  }

  static func page(_ state: AppState, _ event: IssueScreen.Event) -> AppAction? {
    guard let subject = pane(state)?.subject else { return nil }
    return .screen(state.issuesID, IssueListScreen.Event.preview(.page(subject, event)))
  }

  static func issue(_ number: Int) -> IssueDomain.Issue {
    Fixtures.catalog.issue(number: number, of: .busy)
  }

  /// The list loaded, the first row selected and its page rested on and loaded.
  static func loaded(
    size: Size = wide, program: TriageProgram, withComments: Bool = true
  ) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    guard let rested = rested(state) else { return state }
    _ = program.reduce(&state, rested)
    let number = pane(state)?.subject?.number ?? 0
    if let loaded = page(state, .loaded(generation: 1, .success(issue(number)))) {
      _ = program.reduce(&state, loaded)
    }
    guard withComments else { return state }
    let entries = Fixtures.catalog.timeline(ofIssue: number, of: .busy)
    if let comments = page(
      state, .commentsLoaded(generation: 1, .success(TimelinePage(items: entries, nextCursor: nil)))
    ) {
      _ = program.reduce(&state, comments)
    }
    return state
  }

  @Test func theSelectedRowIsPreviewedOnlyOnceTheSelectionRests() throws {
    let program = Self.program()
    var state = Fixtures.loadedState(size: Self.wide, program: program)
    let pane = try #require(Self.pane(state))
    #expect(pane.isActive)
    #expect(pane.subject?.number == Fixtures.allIssues[0].number)
    #expect(pane.page == nil, "nothing is asked for before the selection rests")
    let effect = program.reduce(&state, .input(.key(.character("j"))))
    let restID = try #require(Self.pane(state)?.restID)
    #expect(effect.runIDs.contains(restID), "a new row starts the rest timer again")
    #expect(Self.pane(state)?.subject?.number == Fixtures.allIssues[1].number)
    // The timer of the row left behind can't load it.
    let stale = AppAction.screen(
      state.issuesID,
      IssueListScreen.Event.preview(
        .rested(IssueReference(repository: DemoIssueRepository.busy, number: 999))))
    let none = program.reduce(&state, stale)
    #expect(none.isNone && Self.pane(state)?.page == nil)
    let load = program.reduce(&state, try #require(Self.rested(state)))
    #expect(Self.pane(state)?.page?.number == Fixtures.allIssues[1].number)
    #expect(Self.pane(state)?.page?.state.isLoading == true)
    #expect(!load.isNone, "the rested row's page is asked for")
  }

  @Test func anAnswerForARowLeftBehindIsDropped() throws {
    let program = Self.program()
    var state = Fixtures.loadedState(size: Self.wide, program: program)
    _ = program.reduce(&state, try #require(Self.rested(state)))
    let first = try #require(Self.pane(state)?.subject)
    _ = program.reduce(&state, .input(.key(.character("j"))))
    #expect(Self.pane(state)?.page == nil, "moving on drops the last row's page")
    _ = program.reduce(
      &state,
      .screen(
        state.issuesID,
        IssueListScreen.Event.preview(
          .page(first, .loaded(generation: 1, .success(Self.issue(first.number)))))))
    #expect(Self.pane(state)?.page == nil)
  }

  @Test func aFailedPreviewStaysInThePaneWithNoAlert() throws {
    let program = Self.program()
    var state = Fixtures.loadedState(size: Self.wide, program: program)
    _ = program.reduce(&state, try #require(Self.rested(state)))
    _ = program.reduce(
      &state, try #require(Self.page(state, .loaded(generation: 1, .failure(.notFound)))))
    #expect(state.alerts.current == nil, "no alert over the list")
    #expect(Self.pane(state)?.page?.state.error != nil)
    let frame = program.view(state, in: Self.wide).textDump
    #expect(frame.contains("Preview · demo/busy#"))
    // The list still has the keys.
    _ = program.reduce(&state, .input(.key(.character("j"))))
    #expect(state.list.selectedItem?.number == Fixtures.allIssues[1].number)
  }

  @Test func ctrlWGivesThePaneTheKeysAndEscTakesThemBack() throws {
    let program = Self.program()
    var state = Self.loaded(program: program)
    let selected = state.list.selectedItem?.number
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    #expect(Self.pane(state)?.isFocused == true)
    let bindings = program.footerBindings(state)
    #expect(bindings.contains { $0.action(as: IssueAction.self) == .scrollDown })
    for _ in 0..<3 { _ = program.reduce(&state, .input(.key(.character("j")))) }
    #expect(state.list.selectedItem?.number == selected, "j scrolls the page, not the list")
    #expect(Self.pane(state)?.page?.scrollOffset == 3)
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(Self.pane(state)?.isFocused == false)
    #expect(state.navigation.entries.count == 2, "Esc left the pane, not the list")
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    #expect(Self.pane(state)?.isFocused == false, "Ctrl-W goes back too")
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.detail?.number == selected, "Enter opens the whole page")
  }

  @Test func pHidesAndShowsThePane() throws {
    let program = Self.program()
    var state = Self.loaded(program: program)
    _ = program.reduce(&state, .input(.key(.character("P"))))
    #expect(Self.pane(state)?.isActive == false)
    #expect(!program.view(state, in: Self.wide).textDump.contains("Preview"))
    #expect(!program.footerBindings(state).contains { $0.keys.contains(.ctrl("w")) })
    // The list has the whole width, and its column names' row with it.
    _ = program.reduce(&state, .input(.key(.character("G"))))
    let whole = program.view(state, in: Self.wide).textDump
    #expect(whole.contains("Author"))
    let last = try #require(state.list.items.last?.number)
    #expect(whole.contains("#\(last) "), "the last row, selected, is in view")
    _ = program.reduce(&state, .input(.key(.character("g"))))
    let effect = program.reduce(&state, .input(.key(.character("P"))))
    let restID = try #require(Self.pane(state)?.restID)
    #expect(effect.runIDs.contains(restID), "shown again, it waits for a rest and loads")
    #expect(program.view(state, in: Self.wide).textDump.contains("Preview"))
  }

  @Test func resizingBelowTheThresholdCollapsesTheSplitAndAboveBringsItBack() throws {
    let program = Self.program()
    var state = Self.loaded(program: program)
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    _ = program.reduce(&state, .input(.resize(Self.narrow)))
    let collapsed = try #require(Self.pane(state))
    #expect(!collapsed.hasRoom && !collapsed.isActive && !collapsed.isFocused)
    #expect(!program.view(state, in: Self.narrow).textDump.contains("Preview"))
    #expect(!program.footerBindings(state).contains { $0.keys.contains(.character("P")) })
    _ = program.reduce(&state, .input(.key(.character("j"))))
    #expect(state.list.selectedItem?.number == Fixtures.allIssues[1].number, "j moves the list")
    let effect = program.reduce(&state, .input(.resize(Self.wide)))
    #expect(Self.pane(state)?.isActive == true)
    #expect(Self.pane(state)?.subject?.number == Fixtures.allIssues[1].number)
    #expect(effect.runIDs.contains(try #require(Self.pane(state)?.restID)))
    #expect(program.view(state, in: Self.wide).textDump.contains("Preview"))
  }

  /// Only 120 columns and wider split, as configured; a narrower terminal draws what it drew
  /// before the pane existed.
  @Test(arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24)])
  func narrowTerminalsAreUnchanged(_ size: Size) {
    let on = Self.program()
    let off = Self.program(settings: .off)
    let withPane = Fixtures.loadedState(size: size, program: on)
    let without = Fixtures.loadedState(size: size, program: off)
    #expect(on.view(withPane, in: size).textDump == off.view(without, in: size).textDump)
    #expect(on.footerBindings(withPane) == off.footerBindings(without))
  }

  @Test func theThresholdIsTheConfiguredWidth() {
    let program = Self.program(settings: PreviewSettings(isEnabled: true, minimumWidth: 150))
    let below = Fixtures.loadedState(size: Size(width: 149, height: 40), program: program)
    #expect(Self.pane(below)?.isActive == false)
    let at = Fixtures.loadedState(size: Size(width: 150, height: 40), program: program)
    #expect(Self.pane(at)?.isActive == true)
    let disabled = Self.program(settings: PreviewSettings(isEnabled: false))
    let off = Fixtures.loadedState(size: Self.wide, program: disabled)
    #expect(Self.pane(off)?.isActive == false)
  }

  @Test func aCoveredListLoadsNothingUntilItIsOnViewAgain() throws {
    let program = Self.program()
    var state = Self.loaded(program: program)
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(Self.pane(state) != nil)
    _ = program.reduce(&state, .input(.resize(Size(width: 170, height: 40))))
    #expect(Self.pane(state)?.isActive == false, "under the issue page, the pane rests")
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(Self.pane(state)?.isActive == true)
  }
}

extension PreviewPaneTests {
  /// The error pane's `r: retry` is the list's `r`: the page is asked for again with the rows.
  @Test func theListsRefreshRetriesAFailedPreview() throws {
    let program = Self.program()
    var state = Fixtures.loadedState(size: Self.wide, program: program)
    _ = program.reduce(&state, try #require(Self.rested(state)))
    _ = program.reduce(
      &state, try #require(Self.page(state, .loaded(generation: 1, .failure(.network(.offline))))))
    #expect(Self.pane(state)?.page?.state.error != nil)
    _ = program.reduce(&state, .input(.key(.character("r"))))
    #expect(Self.pane(state)?.page?.state.isLoading == true)
    #expect(Self.pane(state)?.page?.generation == 2)
  }
}

extension PreviewPaneTests {
  /// `toggle-preview` and `focus-preview` are named actions of `lists`: remapped, they answer
  /// to the new keys only, and the footer shows them.
  @Test func thePanesKeysAreRemappedByName() throws {
    var program = Self.program()
    program.keyRemap = try KeyRemap([
      KeyRemap.Entry(context: "lists", action: "toggle-preview", keys: ["v"], line: 1),
      KeyRemap.Entry(context: "lists", action: "focus-preview", keys: ["ctrl-o"], line: 2),
    ])
    var state = Self.loaded(program: program)
    let footer = program.footerBindings(state)
    #expect(footer.contains { $0.keys == [.ctrl("o")] && $0.footer != nil })
    #expect(!footer.contains { $0.keys.contains(.ctrl("w")) })
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    #expect(Self.pane(state)?.isFocused == false)
    _ = program.reduce(&state, .input(.key(.ctrl("o"))))
    #expect(Self.pane(state)?.isFocused == true)
    _ = program.reduce(&state, .input(.key(.ctrl("o"))))
    #expect(Self.pane(state)?.isFocused == false)
    _ = program.reduce(&state, .input(.key(.character("v"))))
    #expect(Self.pane(state)?.isShown == false)
    _ = program.reduce(&state, .input(.key(.character("P"))))
    #expect(Self.pane(state)?.isShown == false, "P no longer toggles it")
  }

  /// On the home, only the tab on view previews its row; a tab chosen starts its own rest.
  @Test func onlyTheTabOnViewPreviews() throws {
    var environment = Fixtures.environment()
    environment.preview = .standard
    let program = TriageProgram(environment: environment)
    var state = HomeScreenTests.loadedHome(size: Self.wide, program: program)
    let home = try #require(state.navigation.root.screen.as(SectionsScreen.self))
    func pane(_ home: SectionsScreen, _ index: Int) -> PreviewPane? {
      home.tabs[index].screen.as(IssueListScreen.self)?.preview
    }
    for index in 1...3 { #expect(pane(home, index)?.isActive == false, "tab \(index) is hidden") }
    _ = program.reduce(&state, .input(.key(.character("2"))))
    let chosen = try #require(state.navigation.root.screen.as(SectionsScreen.self))
    #expect(pane(chosen, 1)?.isActive == true)
    #expect(pane(chosen, 2)?.isActive == false)
    // These rows came without their repository: there is no page to ask for, and it says so.
    #expect(pane(chosen, 1)?.subject == nil)
    #expect(program.view(state, in: Self.wide).textDump.contains("Nothing to preview here"))
  }
}

extension PreviewPaneTests {
  /// The wheel goes where the keys go; so does the terminal's cursor, which a screen reader
  /// follows.
  @Test func theWheelAndTheCursorFollowTheKeys() throws {
    var environment = Fixtures.environment()
    environment.preview = .standard
    let program = TriageProgram.onRepositories(
      environment: environment, theme: Theme.standard.readingAloud(true))
    var state = Self.loaded(program: program)
    let wheel = InputEvent.mouse(MouseEvent(.wheelDown, at: Point(x: 100, y: 10)))
    #expect(program.view(state, in: Self.wide).cursor?.x == 0, "on the list's row")
    _ = program.reduce(&state, .input(.key(.ctrl("w"))))
    let selected = state.list.selectedItem?.number
    _ = program.reduce(&state, .input(wheel))
    #expect(state.list.selectedItem?.number == selected, "the list stays")
    #expect((Self.pane(state)?.page?.scrollOffset ?? 0) > 0, "the page scrolls")
    let cursor = program.view(state, in: Self.wide).cursor
    #expect(cursor == Point(x: Self.wide.width / 2 + 1, y: 1), "on the pane's title")
    _ = program.reduce(&state, .input(.key(.escape)))
    _ = program.reduce(&state, .input(wheel))
    #expect(state.list.selectedItem?.number != selected, "back on the list, the wheel moves it")
  }

  /// The page an earlier run kept is drawn in the pane while its request is out, as on the
  /// issue page.
  @Test func aKeptPageIsShownWhileItsRequestIsOut() throws {
    let program = Self.program()
    var state = Fixtures.loadedState(size: Self.wide, program: program)
    _ = program.reduce(&state, try #require(Self.rested(state)))
    let number = try #require(Self.pane(state)?.subject?.number)
    let kept = KeptIssue(
      issue: Self.issue(number), timeline: nil,
      asOf: referenceDate.addingTimeInterval(-3600))
    _ = program.reduce(&state, try #require(Self.page(state, .restored(generation: 1, kept))))
    #expect(Self.pane(state)?.page?.state.isLoading == true, "still asking")
    #expect(Self.pane(state)?.page?.keptAt != nil)
    let frame = program.view(state, in: Self.wide).textDump
    #expect(frame.contains(Self.issue(number).title))
  }
}

extension PreviewPaneTests {
  /// A retry of the list's own failure (the alert's Retry) asks again for the pane's page only
  /// when that failed too.
  @Test func aRetryOfTheListAsksAgainOnlyForAFailedPage() throws {
    let program = Self.program()
    let state = Self.loaded(program: program)
    let id = state.issuesID
    var list = try #require(Self.list(state))
    var context = program.context(for: id, state)
    _ = list.retry(context)
    #expect(list.preview.page?.generation == 1, "a page that loaded is left alone")
    var failed = Fixtures.loadedState(size: Self.wide, program: program)
    _ = program.reduce(&failed, try #require(Self.rested(failed)))
    _ = program.reduce(
      &failed,
      try #require(Self.page(failed, .loaded(generation: 1, .failure(.network(.offline))))))
    list = try #require(Self.list(failed))
    context = program.context(for: failed.issuesID, failed)
    #expect(list.preview.page?.state.error != nil)
    _ = list.retry(context)
    #expect(list.preview.page?.generation == 2, "a failed page is asked for again")
    #expect(list.preview.page?.state.isLoading == true)
  }
}
