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
@testable import IssueData
@testable import IssueListFeature
@testable import TriageApp

/// The default home: the sections as tabs (the inbox first), switching, their counts, the query
/// line on a tab, and a hidden tab's failure kept in its pane.
struct HomeScreenTests {
  static func program(language: Language = .english) -> TriageProgram {
    TriageProgram(environment: Fixtures.environment(language: language))
  }

  /// The home with every tab's first page answered: the demo's inbox, three searches from the
  /// demo's issues, and the repositories.
  static func loadedHome(size: Size, program: TriageProgram) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(referenceDate))
    let root = state.navigation.root.id
    let threads = DemoInbox.threads(at: .zero, now: referenceDate)
    _ = program.reduce(
      &state,
      .screen(
        root,
        SectionsScreen.Event(
          index: 0,
          event: InboxScreen.Event.polled(
            generation: 1,
            .success(
              InboxPoll(page: Page(items: threads), lastModified: nil, interval: .seconds(60))),
            at: referenceDate))))
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
            index: index + 1,
            event: IssueListScreen.Event.list(.loaded(generation: 1, .success(page))))))
    }
    _ = program.reduce(
      &state,
      .screen(
        root,
        SectionsScreen.Event(
          index: 4,
          event: RepositoryListStore.Event.loaded(
            generation: 1,
            .success(RepositoryPage(items: Fixtures.catalog.repositories, nextCursor: nil))))))
    return state
  }

  static let size80 = Size(width: 80, height: 24)

  static func home(_ state: AppState) -> SectionsScreen? {
    state.navigation.root.screen.as(SectionsScreen.self)
  }

  @Test func theDefaultHomeIsTheInboxThenSixTabsWithTheirCounts() {
    let size = Size(width: 120, height: 24)
    let program = Self.program()
    var state = Self.loadedHome(size: size, program: program)
    #expect(
      Self.home(state)?.tabs.map(\.title) == [
        "Inbox", "Assigned to me", "Created by me", "Mentioning me", "Review requested",
        "My pull requests", "Repositories",
      ])
    var frame = program.view(state, in: size)
    #expect(frame.text(ofRow: 1).contains(" 1 Inbox 18 "))
    #expect(frame.text(ofRow: 1).contains(" 2 Assigned to me 12 "))
    #expect(frame.text(ofRow: 1).contains(" 3 Created by me 8 "))
    _ = program.reduce(&state, .input(.key(.character("2"))))
    frame = program.view(state, in: size)
    #expect(frame.text(ofRow: 2).contains("⌕ is:issue is:open assignee:@me sort:updated-desc"))
  }

  @Test func tabShiftTabAndNumbersSwitchAndEachTabKeepsItsPlace() {
    let program = Self.program()
    let store = TestStore(
      program: program,
      initialState: Self.loadedHome(size: Size(width: 100, height: 24), program: program))
    store.reduce(keys: [.character("2"), .down, .down])
    store.reduce(keys: [.tab])
    #expect(Self.home(store.state)?.selected == 2)
    store.reduce(keys: [.backTab, .backTab, .backTab])
    #expect(Self.home(store.state)?.selected == 6)
    store.reduce(keys: [.character("2")])
    #expect(Self.home(store.state)?.selected == 1)
    #expect(
      store.state.navigation.root.screen.listPosition?.index == 2, "the tab kept its selection")
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Assigned to me"])
  }

  @Test func theQueryLineOnATabTakesEveryKeyIncludingDigitsAndEscRestores() async {
    let program = Self.program()
    var state = Self.loadedHome(size: Size(width: 100, height: 24), program: program)
    program.press(.character("2"), on: &state)  // a fixture: the second tab chosen
    let before = state
    // A fixture too: the line's nested state is the tab's own, which this test can't set.
    program.press([.character("/")] + Key.characters(of: "label:bug 3"), on: &state)
    #expect(Self.home(state)?.selected == 1, "3 typed into the line, not a tab switch")
    let list = Self.home(state)?.tabs[1].screen.as(IssueListScreen.self)
    #expect(list?.queryLine?.text == "label:bug 3")
    let store = TestStore(program: program, initialState: state)
    // Esc leaves the list as it was.
    await store.press(.escape) { $0 = before }
    await store.finish()
  }

  @Test func enterOnTheQueryLineOpensTheSearchAndBackReturnsToTheTab() {
    let program = Self.program()
    let store = TestStore(
      program: program,
      initialState: Self.loadedHome(size: Size(width: 100, height: 24), program: program))
    store.reduce(
      keys: [.character("2"), .character("/")] + "label:bug no:assignee".map { Key.character($0) }
        + [.enter])
    let search = store.state.top.screen.as(IssueListScreen.self)
    #expect(search?.query.description == "is:issue label:bug no:assignee", "shown as sent")
    #expect(search?.isSearchResults == true)
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Assigned to me", "Search"])
    store.reduce(keys: [.escape])
    #expect(store.state.navigation.count == 1)
  }

  /// An issue opened from a section (issues of many repositories) or the inbox names its
  /// repository in the breadcrumb; under its repository's own list, its number is enough.
  @Test func anIssueOpenedFromASectionOrTheInboxNamesItsRepository() {
    let program = Self.program()
    let store = TestStore(
      program: program,
      initialState: Self.loadedHome(size: Size(width: 120, height: 24), program: program))
    store.reduce(keys: [.enter])
    let fromInbox = store.state.breadcrumb(ChromeWords(.english))
    #expect(fromInbox == ["Inbox", "demo/busy#160"])
    // A search across repositories: its rows name theirs, as GitHub's do.
    store.reduce(keys: [.escape, .character("2"), .character("r")])
    let rows = Fixtures.allIssues.prefix(3).map { issue in
      var named = issue
      named.repository = DemoIssueRepository.busy
      return named
    }
    store.reduce(
      .screen(
        store.state.navigation.root.id,
        SectionsScreen.Event(
          index: 1,
          event: IssueListScreen.Event.list(
            .loaded(
              generation: 2, .success(IssuePage(items: Array(rows), nextCursor: nil)))))))
    store.reduce(keys: [.enter])
    let fromSection = store.state.breadcrumb(ChromeWords(.english))
    #expect(fromSection.count == 2 && fromSection.first == "Assigned to me", "\(fromSection)")
    #expect(fromSection.last?.hasPrefix("demo/busy#") == true, "\(fromSection)")
    let repositories = TestStore(
      program: Fixtures.program, initialState: Fixtures.state(.success, size: Self.size80))
    repositories.reduce(keys: [.enter])
    #expect(repositories.state.breadcrumb(ChromeWords(.english)).last?.hasPrefix("#") == true)
  }

  @Test func aHiddenTabsFailureStaysInItsPane() {
    let program = Self.program()
    let store = TestStore(
      program: program,
      initialState: Self.loadedHome(size: Size(width: 100, height: 24), program: program))
    store.reduce(keys: [.character("2"), .character("r")])  // refreshes tab 2 only
    let root = store.state.navigation.root.id
    store.reduce(
      .screen(
        root,
        SectionsScreen.Event(
          index: 3,
          event: IssueListScreen.Event.list(.loaded(generation: 2, .failure(.network(.offline)))))))
    #expect(store.state.alerts.current == nil, "a hidden tab raises nothing")
    store.reduce(
      .screen(
        root,
        SectionsScreen.Event(
          index: 1,
          event: IssueListScreen.Event.list(.loaded(generation: 2, .failure(.notFound))))))
    #expect(store.state.alerts.current != nil, "the tab on screen raises as any list does")
  }

  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) {
    let program = Self.program(language: language)
    let store = TestStore(
      program: program, initialState: Self.loadedHome(size: size, program: program))
    let name = "\(language)-\(size.width)x\(size.height)"
    assertSnapshot(
      of: program.view(store.state, in: size), as: .canvasText, named: "sections-\(name)")
    store.reduce(keys: [.character("2"), .character("/")] + "label:bug".map { Key.character($0) })
    assertSnapshot(
      of: program.view(store.state, in: size), as: .canvasText, named: "queryLine-\(name)")
  }
}

/// The tab bar keeps the selected tab in view with its neighbours, puts a separator only
/// between tabs, and marks the side where tabs are cut off.
@Suite struct SectionsTabBarTests {
  static let titles = ["Inbox", "Assigned to me", "Created by me", "Mentioning me", "Repositories"]

  static func row(selected: Int, width: Int) -> String {
    var canvas = Canvas(size: Size(width: width, height: 1))
    SectionsTabBar.draw(
      titles.map { ($0, "9") }, selected: selected, in: canvas.bounds, canvas: &canvas,
      theme: Theme())
    return canvas.text(ofRow: 0)
  }

  @Test func everyTabFitsWithNoTrailingSeparator() {
    let text = Self.row(selected: 0, width: 120).trimmingCharacters(in: .whitespaces)
    #expect(text.hasSuffix("5 Repositories 9"))
    #expect(!text.hasSuffix("│"))
  }

  @Test(arguments: 0..<5)
  func atFortyColumnsTheSelectedTabAndANeighbourShow(selected: Int) {
    let text = Self.row(selected: selected, width: 40)
    #expect(text.contains(" \(selected + 1) \(Self.titles[selected]) 9 "), "\(text)")
    #expect(
      text.contains(" \(selected) ") || text.contains(" \(selected + 2) "),
      "a neighbour beside it: \(text)")
    if selected >= 2 { #expect(text.hasPrefix("‹"), "tabs cut off before: \(text)") }
    let end = text.trimmingCharacters(in: .whitespaces)
    if selected <= 2 { #expect(end.hasSuffix("…") || end.hasSuffix("›"), "cut after: \(text)") }
  }

  @Test func theWindowNeverExceedsTheWidth() {
    for width in 1...80 {
      for selected in 0..<5 {
        let (first, last) = SectionsTabBar.window(
          [12, 17, 16, 22, 14], around: selected, width: width)
        #expect(first <= selected && selected <= last)
        if first < selected || last > selected {
          let used =
            [12, 17, 16, 22, 14][first...last].reduce(0, +) + (last - first)
            + (first > 0 ? 1 : 0) + (last < 4 ? 1 : 0)
          #expect(used <= width)
        }
      }
    }
  }
}
