import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import ScreenState
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import TerminalUI
@testable import TriageApp

/// The preview pane beside an issue list, as a reducer: it waits for the selection to rest,
/// drops answers for rows left behind, takes the keys and gives them back, follows the
/// terminal's width, and keeps its failures to itself.
@Suite struct PreviewPaneTests {
  static let wide = Size(width: 160, height: 40)
  static let narrow = Size(width: 100, height: 40)

  /// The app with the pane on `settings`; on `clock`, its demo backend sleeps where a
  /// `TestStore` on the same clock sees it, so the loads a step begins wait there.
  static func program(
    _ language: Language = .english, settings: PreviewSettings = .standard,
    clock: EffectClock? = nil
  ) -> TriageProgram {
    let repository = clock.map { Fixtures.repository(clock: $0) } ?? Fixtures.repository()
    var environment = Fixtures.environment(repository, language: language)
    environment.preview = settings
    return TriageProgram.onRepositories(environment: environment)
  }

  /// The pane on `clock`, and a store on the state `build` gives on the same clock.
  static func store(
    _ build: (TriageProgram) -> AppState, settings: PreviewSettings = .standard
  ) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Self.program(settings: settings, clock: clock)
    return TestStore(program: program, initialState: build(program), clock: clock)
  }

  static func reference(_ number: Int) -> IssueReference {
    IssueReference(repository: DemoIssueRepository.busy, number: number)
  }

  /// The list's `index`th row selected, the pane following it: its page dropped until the
  /// selection rests there.
  static func select(_ index: Int, _ list: inout IssueListScreen) {
    list.selectRow(index)
    list.preview.page = nil
  }

  /// The pane's page for `subject` as a rest begins it: a new issue page, loading.
  static func loadingPage(
    _ subject: IssueReference, _ state: AppState, _ program: TriageProgram
  ) -> IssueScreen? {
    guard let pane = pane(state), let repository = subject.repository,
      let inner = PreviewPane.pageContext(program.context(for: state.issuesID, state))
    else { return nil }
    var page = IssueScreen(repository: repository, number: subject.number, effectsNamed: pane.name)
    _ = page.load(inner)
    return page
  }

  /// The pane's page once it has taken `event`, as the issue page takes it.
  static func page(
    after event: IssueScreen.Event, _ state: AppState, _ program: TriageProgram
  ) -> IssueScreen? {
    guard var page = pane(state)?.page,
      let inner = PreviewPane.pageContext(program.context(for: state.issuesID, state))
    else { return nil }
    _ = page.handle(event, inner)
    return page
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
    program.apply(rested, to: &state)
    let number = pane(state)?.subject?.number ?? 0
    if let loaded = page(state, .loaded(generation: 1, .success(issue(number)))) {
      program.apply(loaded, to: &state)
    }
    guard withComments else { return state }
    let entries = Fixtures.catalog.timeline(ofIssue: number, of: .busy)
    if let comments = page(
      state, .commentsLoaded(generation: 1, .success(TimelinePage(items: entries, nextCursor: nil)))
    ) {
      program.apply(comments, to: &state)
    }
    return state
  }

  @Test func theSelectedRowIsPreviewedOnlyOnceTheSelectionRests() async throws {
    let store = Self.store { Fixtures.loadedState(size: Self.wide, program: $0) }
    let pane = try #require(Self.pane(store.state))
    #expect(pane.isActive)
    #expect(pane.subject?.number == Fixtures.allIssues[0].number)
    #expect(pane.page == nil, "nothing is asked for before the selection rests")
    let id = store.state.issuesID
    let effect = await store.press(.character("j")) {
      $0.modify(id, as: IssueListScreen.self) { Self.select(1, &$0) }
    }
    #expect(effect.runIDs.contains(pane.restID), "a new row starts the rest timer again")
    // The timer of the row left behind can't load it.
    let stale = AppAction.screen(
      id,
      IssueListScreen.Event.preview(
        .rested(IssueReference(repository: DemoIssueRepository.busy, number: 999))))
    #expect(await store.send(stale).isNone)
    let second = Self.reference(Fixtures.allIssues[1].number)
    let page = try #require(Self.loadingPage(second, store.state, store.program))
    #expect(page.state.isLoading)
    let load = await store.send(try #require(Self.rested(store.state))) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page = page }
    }
    #expect(!load.isNone, "the rested row's page is asked for")
    store.skipInFlightEffects()  // the rest timer and the page's load, on the store's clock
    await store.finish()
  }

  @Test func anAnswerForARowLeftBehindIsDropped() async throws {
    let store = Self.store { program in
      var state = Fixtures.loadedState(size: Self.wide, program: program)
      // A fixture: the first row rested on, its page asked for.
      if let rested = Self.rested(state) { program.apply(rested, to: &state) }
      return state
    }
    let first = try #require(Self.pane(store.state)?.subject)
    #expect(Self.pane(store.state)?.page != nil)
    let id = store.state.issuesID
    // Moving on drops the last row's page.
    await store.press(.character("j")) {
      $0.modify(id, as: IssueListScreen.self) { Self.select(1, &$0) }
    }
    await store.send(
      .screen(
        id,
        IssueListScreen.Event.preview(
          .page(first, .loaded(generation: 1, .success(Self.issue(first.number)))))))
    store.skipInFlightEffects()  // the new row's rest timer
    await store.finish()
  }

  @Test func aFailedPreviewStaysInThePaneWithNoAlert() async throws {
    let store = Self.store { program in
      var state = Fixtures.loadedState(size: Self.wide, program: program)
      // A fixture: the first row rested on, its page asked for.
      if let rested = Self.rested(state) { program.apply(rested, to: &state) }
      return state
    }
    let id = store.state.issuesID
    let failure = IssueScreen.Event.loaded(generation: 1, .failure(.notFound))
    let failed = try #require(Self.page(after: failure, store.state, store.program))
    #expect(failed.state.error != nil)
    // Only the pane's page changes: no alert over the list.
    await store.send(try #require(Self.page(store.state, failure))) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page = failed }
    }
    let frame = store.view(in: Self.wide).textDump
    #expect(frame.contains("Preview · demo/busy#"))
    // The list still has the keys.
    await store.press(.character("j")) {
      $0.modify(id, as: IssueListScreen.self) { Self.select(1, &$0) }
    }
    store.skipInFlightEffects()  // the new row's rest timer
    await store.finish()
  }

  @Test func ctrlWGivesThePaneTheKeysAndEscTakesThemBack() async throws {
    let store = Self.store { Self.loaded(program: $0) }
    let id = store.state.issuesID
    let selected = store.state.list.selectedItem?.number
    await store.press(.ctrl("w")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = true }
    }
    let bindings = store.program.footerBindings(store.state)
    #expect(bindings.contains { $0.action(as: IssueAction.self) == .scrollDown })
    // j scrolls the page, not the list.
    await store.press(.character("j"), .character("j"), .character("j")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page?.scrollOffset = 3 }
    }
    // Esc leaves the pane, not the list.
    await store.press(.escape) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = false }
    }
    // Ctrl-W goes back too.
    await store.press(.ctrl("w"), .ctrl("w"))
    await store.press(.ctrl("w")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = true }
    }
    // What the opened page loads is the issue page's business: here, which issue it is.
    store.exhaustivity = .off
    await store.press(.enter)
    #expect(store.state.detail?.number == selected, "Enter opens the whole page")
    await store.finish()
  }

  @Test func pHidesAndShowsThePane() async throws {
    let store = Self.store { Self.loaded(program: $0) }
    // P changes the list's width, and with it the height its store keeps to itself: the steps
    // state the pane's part.
    store.exhaustivity = .off
    let id = store.state.issuesID
    await store.press(.character("P")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isShown = false }
    }
    #expect(Self.pane(store.state)?.isActive == false)
    #expect(!store.view(in: Self.wide).textDump.contains("Preview"))
    #expect(!store.program.footerBindings(store.state).contains { $0.keys.contains(.ctrl("w")) })
    // The list has the whole width, and its column names' row with it.
    await store.press(.character("G"))
    let whole = store.view(in: Self.wide).textDump
    #expect(whole.contains("Author"))
    let last = try #require(store.state.list.items.last?.number)
    #expect(whole.contains("#\(last) "), "the last row, selected, is in view")
    await store.press(.character("g")) {
      $0.modify(id, as: IssueListScreen.self) { $0.store.viewport.selection = 0 }
    }
    let restID = try #require(Self.pane(store.state)?.restID)
    let effect = await store.press(.character("P")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isShown = true }
    }
    #expect(effect.runIDs.contains(restID), "shown again, it waits for a rest and loads")
    #expect(store.view(in: Self.wide).textDump.contains("Preview"))
    await store.finish()
  }

  @Test func resizingBelowTheThresholdCollapsesTheSplitAndAboveBringsItBack() async throws {
    let store = Self.store { Self.loaded(program: $0) }
    let id = store.state.issuesID
    await store.press(.ctrl("w")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = true }
    }
    // A resize moves the height the list's store keeps to itself: from here the steps state
    // the pane's part, and the list's selection.
    store.exhaustivity = .off
    await store.send(.input(.resize(Self.narrow))) {
      $0.modify(id, as: IssueListScreen.self) {
        $0.preview.hasRoom = false
        $0.preview.isFocused = false
      }
    }
    let collapsed = try #require(Self.pane(store.state))
    #expect(!collapsed.hasRoom && !collapsed.isActive && !collapsed.isFocused)
    #expect(!store.view(in: Self.narrow).textDump.contains("Preview"))
    #expect(
      !store.program.footerBindings(store.state).contains { $0.keys.contains(.character("P")) })
    // j moves the list.
    await store.press(.character("j")) {
      $0.modify(id, as: IssueListScreen.self) { $0.store.viewport.selection = 1 }
    }
    let effect = await store.send(.input(.resize(Self.wide))) {
      $0.modify(id, as: IssueListScreen.self) {
        $0.preview.hasRoom = true
        $0.preview.subject = Self.reference(Fixtures.allIssues[1].number)
      }
    }
    #expect(Self.pane(store.state)?.isActive == true)
    #expect(effect.runIDs.contains(try #require(Self.pane(store.state)?.restID)))
    #expect(store.view(in: Self.wide).textDump.contains("Preview"))
    await store.finish()
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

  @Test func aCoveredListLoadsNothingUntilItIsOnViewAgain() async throws {
    let store = Self.store { program in
      var state = Self.loaded(program: program)
      program.press(.enter, on: &state)  // a fixture: the row opened, its load not run
      return state
    }
    #expect(Self.pane(store.state) != nil)
    // A resize and a pop move the stack and the list's store: the steps state the pane's part.
    store.exhaustivity = .off
    let id = store.state.issuesID
    await store.send(.input(.resize(Size(width: 170, height: 40)))) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isVisible = false }
    }
    #expect(Self.pane(store.state)?.isActive == false, "under the issue page, the pane rests")
    await store.press(.escape) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isVisible = true }
    }
    #expect(Self.pane(store.state)?.isActive == true)
    await store.finish()
  }
}

extension PreviewPaneTests {
  /// The error pane's `r: retry` is the list's `r`: the page is asked for again with the rows.
  @Test func theListsRefreshRetriesAFailedPreview() async throws {
    let store = Self.store { program in
      var state = Fixtures.loadedState(size: Self.wide, program: program)
      // A fixture: the first row's page asked for, and failed.
      if let rested = Self.rested(state) { program.apply(rested, to: &state) }
      if let failed = Self.page(state, .loaded(generation: 1, .failure(.network(.offline)))) {
        program.apply(failed, to: &state)
      }
      return state
    }
    #expect(Self.pane(store.state)?.page?.state.error != nil)
    var again = try #require(Self.pane(store.state)?.page)
    let inner = try #require(
      PreviewPane.pageContext(store.program.context(for: store.state.issuesID, store.state)))
    _ = again.load(inner)
    #expect(again.state.isLoading && again.generation == 2)
    // The list's own refresh moves what its store keeps to itself: the step states the pane's
    // part.
    store.exhaustivity = .off
    let id = store.state.issuesID
    await store.press(.character("r")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page = again }
    }
    await store.finish()
  }
}

extension PreviewPaneTests {
  /// `toggle-preview` and `focus-preview` are named actions of `lists`: remapped, they answer
  /// to the new keys only, and the footer shows them.
  @Test func thePanesKeysAreRemappedByName() async throws {
    let clock = EffectClock()
    var program = Self.program(clock: clock)
    program.keyRemap = try KeyRemap([
      KeyRemap.Entry(context: "lists", action: "toggle-preview", keys: ["v"], line: 1),
      KeyRemap.Entry(context: "lists", action: "focus-preview", keys: ["ctrl-o"], line: 2),
    ])
    let store = TestStore(
      program: program, initialState: Self.loaded(program: program), clock: clock)
    let footer = program.footerBindings(store.state)
    #expect(footer.contains { $0.keys == [.ctrl("o")] && $0.footer != nil })
    #expect(!footer.contains { $0.keys.contains(.ctrl("w")) })
    let id = store.state.issuesID
    await store.press(.ctrl("w"))
    await store.press(.ctrl("o")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = true }
    }
    await store.press(.ctrl("o")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = false }
    }
    // Hiding the pane widens the list, which moves the height its store keeps to itself: the
    // steps state the pane's part.
    store.exhaustivity = .off
    await store.press(.character("v")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isShown = false }
    }
    // P no longer toggles it.
    await store.press(.character("P")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isShown = false }
    }
    await store.finish()
  }

  /// On the home, only the tab on view previews its row; a tab chosen starts its own rest.
  @Test func onlyTheTabOnViewPreviews() async throws {
    let clock = EffectClock()
    var environment = Fixtures.environment(Fixtures.repository(clock: clock))
    environment.preview = .standard
    let program = TriageProgram(environment: environment)
    let store = TestStore(
      program: program, initialState: HomeScreenTests.loadedHome(size: Self.wide, program: program),
      clock: clock)
    let home = try #require(store.state.navigation.root.screen.as(SectionsScreen.self))
    func pane(_ home: SectionsScreen, _ index: Int) -> PreviewPane? {
      home.tabs[index].screen.as(IssueListScreen.self)?.preview
    }
    for index in 1...3 { #expect(pane(home, index)?.isActive == false, "tab \(index) is hidden") }
    // The home's tabs are its own to change (`SectionsScreen.tabs`): the step is checked by
    // what it leaves on the tabs.
    store.exhaustivity = .off
    await store.press(.character("2"))
    let chosen = try #require(store.state.navigation.root.screen.as(SectionsScreen.self))
    #expect(pane(chosen, 1)?.isActive == true)
    #expect(pane(chosen, 2)?.isActive == false)
    // These rows came without their repository: there is no page to ask for, and it says so.
    #expect(pane(chosen, 1)?.subject == nil)
    #expect(store.view(in: Self.wide).textDump.contains("Nothing to preview here"))
    await store.finish()
  }
}

extension PreviewPaneTests {
  /// The wheel goes where the keys go; so does the terminal's cursor, which a screen reader
  /// follows.
  @Test func theWheelAndTheCursorFollowTheKeys() async throws {
    let clock = EffectClock()
    var environment = Fixtures.environment(Fixtures.repository(clock: clock))
    environment.preview = .standard
    let program = TriageProgram.onRepositories(
      environment: environment, theme: Theme.standard.readingAloud(true))
    let store = TestStore(
      program: program, initialState: Self.loaded(program: program), clock: clock)
    let id = store.state.issuesID
    let wheel = InputEvent.mouse(MouseEvent(.wheelDown, at: Point(x: 100, y: 10)))
    #expect(store.view(in: Self.wide).cursor?.x == 0, "on the list's row")
    await store.press(.ctrl("w")) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = true }
    }
    // The list stays; the page scrolls.
    await store.send(.input(wheel)) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page?.scrollOffset = 3 }
    }
    let cursor = store.view(in: Self.wide).cursor
    #expect(cursor == Point(x: Self.wide.width / 2 + 1, y: 1), "on the pane's title")
    await store.press(.escape) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.isFocused = false }
    }
    // Back on the list, the wheel moves it.
    await store.send(.input(wheel)) {
      $0.modify(id, as: IssueListScreen.self) { Self.select(3, &$0) }
    }
    store.skipInFlightEffects()  // the new row's rest timer
    await store.finish()
  }

  /// The page an earlier run kept is drawn in the pane while its request is out, as on the
  /// issue page.
  @Test func aKeptPageIsShownWhileItsRequestIsOut() async throws {
    let store = Self.store { program in
      var state = Fixtures.loadedState(size: Self.wide, program: program)
      // A fixture: the first row rested on, its page asked for.
      if let rested = Self.rested(state) { program.apply(rested, to: &state) }
      return state
    }
    let number = try #require(Self.pane(store.state)?.subject?.number)
    let kept = KeptIssue(
      issue: Self.issue(number), timeline: nil,
      asOf: referenceDate.addingTimeInterval(-3600))
    let restored = IssueScreen.Event.restored(generation: 1, kept)
    let page = try #require(Self.page(after: restored, store.state, store.program))
    #expect(page.state.isLoading, "still asking")
    #expect(page.keptAt != nil)
    let id = store.state.issuesID
    await store.send(try #require(Self.page(store.state, restored))) {
      $0.modify(id, as: IssueListScreen.self) { $0.preview.page = page }
    }
    let frame = store.view(in: Self.wide).textDump
    #expect(frame.contains(Self.issue(number).title))
    await store.finish()
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
    // A fixture: the first row's page asked for, and failed.
    var failed = Fixtures.loadedState(size: Self.wide, program: program)
    program.apply(try #require(Self.rested(failed)), to: &failed)
    program.apply(
      try #require(Self.page(failed, .loaded(generation: 1, .failure(.network(.offline))))),
      to: &failed)
    list = try #require(Self.list(failed))
    context = program.context(for: failed.issuesID, failed)
    #expect(list.preview.page?.state.error != nil)
    _ = list.retry(context)
    #expect(list.preview.page?.generation == 2, "a failed page is asked for again")
    #expect(list.preview.page?.state.isLoading == true)
  }
}
