import ErrorHandling
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import Testing

@testable import IssueData
@testable import TriageApp

/// The default home: the sections as tabs, switching, their counts, the query line on a tab,
/// and a hidden tab's failure kept in its pane.
struct HomeScreenTests {
  static func program(language: Language = .english) -> TriageProgram {
    TriageProgram(environment: Fixtures.environment(language: language))
  }

  /// The home with every tab's first page answered: three searches from the demo's issues, and
  /// the repositories.
  static func loadedHome(size: Size, program: TriageProgram) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(Fixtures.referenceDate))
    let root = state.navigation.root.id
    for index in 0..<3 {
      var page = IssuePage(
        items: Array(Fixtures.allIssues.dropFirst(index * 7).prefix(12 - index * 4)),
        nextCursor: nil)
      page.totalCount = page.items.count
      _ = program.reduce(
        &state,
        .screen(
          root,
          SectionsScreen.Event(
            index: index, event: IssueListStore.Event.loaded(generation: 1, .success(page)))))
    }
    _ = program.reduce(
      &state,
      .screen(
        root,
        SectionsScreen.Event(
          index: 3,
          event: RepositoryListStore.Event.loaded(
            generation: 1,
            .success(RepositoryPage(items: Fixtures.catalog.repositories, nextCursor: nil))))))
    return state
  }

  static func home(_ state: AppState) -> SectionsScreen? {
    state.navigation.root.screen.as(SectionsScreen.self)
  }

  @Test func theDefaultHomeIsFourTabsWithTheirCounts() {
    let size = Size(width: 100, height: 24)
    let program = Self.program()
    let state = Self.loadedHome(size: size, program: program)
    #expect(
      Self.home(state)?.tabs.map(\.title) == [
        "Assigned to me", "Created by me", "Mentioning me", "Repositories",
      ])
    let frame = program.view(state, in: size)
    #expect(frame.text(ofRow: 1).contains(" 1 Assigned to me 12 "))
    #expect(frame.text(ofRow: 1).contains(" 2 Created by me 8 "))
    #expect(frame.text(ofRow: 2).contains("⌕ is:open assignee:@me sort:updated-desc"))
  }

  @Test func tabShiftTabAndNumbersSwitchAndEachTabKeepsItsPlace() {
    let program = Self.program()
    var state = Self.loadedHome(size: Size(width: 100, height: 24), program: program)
    program.press([.down, .down], on: &state)
    program.press([.tab], on: &state)
    #expect(Self.home(state)?.selected == 1)
    program.press([.backTab, .backTab], on: &state)
    #expect(Self.home(state)?.selected == 3)
    program.press([.character("1")], on: &state)
    #expect(Self.home(state)?.selected == 0)
    #expect(state.navigation.root.screen.listPosition?.index == 2, "the tab kept its selection")
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Assigned to me"])
  }

  @Test func theQueryLineOnATabTakesEveryKeyIncludingDigitsAndEscRestores() {
    let program = Self.program()
    var state = Self.loadedHome(size: Size(width: 100, height: 24), program: program)
    let before = state
    program.press([.character("/")] + "label:bug 2".map { Key.character($0) }, on: &state)
    #expect(Self.home(state)?.selected == 0, "2 typed into the line, not a tab switch")
    let list = Self.home(state)?.tabs[0].screen.as(IssueListScreen.self)
    #expect(list?.queryLine?.text == "label:bug 2")
    program.press([.escape], on: &state)
    #expect(state == before, "Esc leaves the list as it was")
  }

  @Test func enterOnTheQueryLineOpensTheSearchAndBackReturnsToTheTab() {
    let program = Self.program()
    var state = Self.loadedHome(size: Size(width: 100, height: 24), program: program)
    program.press(
      [.character("/")] + "label:bug no:assignee".map { Key.character($0) } + [.enter],
      on: &state)
    let search = state.top.screen.as(IssueListScreen.self)
    #expect(search?.query.description == "label:bug no:assignee")
    #expect(search?.isSearchResults == true)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Assigned to me", "Search"])
    program.press([.escape], on: &state)
    #expect(state.navigation.count == 1)
  }

  @Test func aHiddenTabsFailureStaysInItsPane() {
    let program = Self.program()
    var state = Self.loadedHome(size: Size(width: 100, height: 24), program: program)
    program.press([.character("r")], on: &state)  // refreshes tab 1 only
    let root = state.navigation.root.id
    _ = program.reduce(
      &state,
      .screen(
        root,
        SectionsScreen.Event(
          index: 2,
          event: IssueListStore.Event.loaded(generation: 2, .failure(.network(.offline))))))
    #expect(state.alerts.current == nil, "a hidden tab raises nothing")
    _ = program.reduce(
      &state,
      .screen(
        root,
        SectionsScreen.Event(
          index: 0,
          event: IssueListStore.Event.loaded(generation: 2, .failure(.notFound)))))
    #expect(state.alerts.current != nil, "the tab on screen raises as any list does")
  }

  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) {
    let program = Self.program(language: language)
    var state = Self.loadedHome(size: size, program: program)
    let name = "\(language)-\(size.width)x\(size.height)"
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "sections-\(name)")
    program.press([.character("/")] + "label:bug".map { Key.character($0) }, on: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "queryLine-\(name)")
  }
}
