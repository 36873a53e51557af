import Destinations
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import TerminalUI
@testable import TriageApp

/// The default home: the sections as tabs (the inbox first), switching, their counts, the query
/// line on a tab, and a hidden tab's failure kept in its pane.
struct HomeScreenTests {
  static func program(language: Language = .english) -> TriageProgram {
    TriageProgram(environment: Fixtures.environment(language: language))
  }

  /// An exhaustive store on the loaded home at `size`, its demo backend sleeping on the
  /// store's clock so that what a step starts waits where the test can see it.
  static func store(size: Size) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = TriageProgram(
      environment: Fixtures.environment(Fixtures.repository(clock: clock)))
    return TestStore(
      program: program, initialState: loadedHome(size: size, program: program), clock: clock)
  }

  /// The home with every tab's first page answered: the demo's inbox, three searches from the
  /// demo's issues, and the repositories.
  static func loadedHome(size: Size, program: TriageProgram) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    program.apply(.now(referenceDate), to: &state)
    let root = state.navigation.root.id
    let threads = DemoInbox.threads(at: .zero, now: referenceDate)
    program.apply(
      .screen(
        root,
        SectionsScreen.Event(
          index: 0,
          event: InboxScreen.Event.polled(
            generation: 1,
            .success(
              InboxPoll(page: Page(items: threads), lastModified: nil, interval: .seconds(60))),
            at: referenceDate))), to: &state)
    for index in 0..<3 {
      var page = IssuePage(
        items: Array(Fixtures.allIssues.dropFirst(index * 7).prefix(12 - index * 4)),
        nextCursor: nil)
      page.totalCount = page.items.count
      program.apply(
        .screen(
          root,
          SectionsScreen.Event(
            index: index + 1,
            event: IssueListScreen.Event.list(.loaded(generation: 1, .success(page))))), to: &state)
    }
    program.apply(
      .screen(
        root,
        SectionsScreen.Event(
          index: 4,
          event: RepositoryListStore.Event.loaded(
            generation: 1,
            .success(RepositoryPage(items: Fixtures.catalog.repositories, nextCursor: nil))))),
      to: &state)
    return state
  }

  static let size80 = Size(width: 80, height: 24)

  static func home(_ state: AppState) -> SectionsScreen? {
    state.navigation.root.screen.as(SectionsScreen.self)
  }

  /// What choosing tab `index` states: it is selected, and a list tab is told it is on view,
  /// so its preview may load (a tab left keeps what it was told).
  static func select(_ index: Int, _ state: inout AppState) {
    state.modify(state.navigation.root.id, as: SectionsScreen.self) { home in
      home.selected = index
      _ = home.tabs[index].screen.modify(as: IssueListScreen.self) { $0.preview.isVisible = true }
    }
  }

  @Test func theDefaultHomeIsTheInboxThenSixTabsWithTheirCounts() async {
    let size = Size(width: 120, height: 24)
    let store = Self.store(size: size)
    let program = store.program
    let state = store.state
    #expect(
      Self.home(state)?.tabs.map(\.title) == [
        "Inbox", "Assigned to me", "Created by me", "Mentioning me", "Review requested",
        "My pull requests", "Repositories",
      ])
    var frame = program.view(state, in: size)
    #expect(frame.text(ofRow: 1).contains(" 1 Inbox 18 "))
    #expect(frame.text(ofRow: 1).contains(" 2 Assigned to me 12 "))
    #expect(frame.text(ofRow: 1).contains(" 3 Created by me 8 "))
    await store.press(.character("2")) { Self.select(1, &$0) }
    frame = program.view(store.state, in: size)
    #expect(frame.text(ofRow: 2).contains("⌕ is:issue is:open assignee:@me sort:updated-desc"))
    await store.finish()
  }

  @Test func tabShiftTabAndNumbersSwitchAndEachTabKeepsItsPlace() async {
    let store = Self.store(size: Size(width: 100, height: 24))
    let root = store.state.navigation.root.id
    await store.press(.character("2"), .down, .down) {
      Self.select(1, &$0)
      $0.modify(root, as: SectionsScreen.self) {
        $0.tabs[1].screen.modify(as: IssueListScreen.self) {
          _ = $0.store.move(by: 2, height: 0)
        }
      }
    }
    await store.press(.tab) { Self.select(2, &$0) }
    await store.press(.backTab, .backTab, .backTab) {
      $0.modify(root, as: SectionsScreen.self) { $0.selected = 6 }
    }
    await store.press(.character("2")) {
      $0.modify(root, as: SectionsScreen.self) { $0.selected = 1 }
    }
    #expect(
      store.state.navigation.root.screen.listPosition?.index == 2, "the tab kept its selection")
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Assigned to me"])
    await store.finish()
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

  @Test func enterOnTheQueryLineOpensTheSearchAndBackReturnsToTheTab() async throws {
    let store = Self.store(size: Size(width: 100, height: 24))
    let program = store.program
    var state = store.state
    // A fixture: the second tab chosen and its line typed; the test is what Enter does.
    program.press(
      [.character("2"), .character("/")] + Key.characters(of: "label:bug no:assignee"),
      on: &state)
    let typed = TestStore(program: program, initialState: state, clock: store.clock)
    await store.finish()
    let root = state.navigation.root.id
    let query = try SearchQuery.parse("label:bug no:assignee")
    await typed.press(.enter) {
      $0.modify(root, as: SectionsScreen.self) {
        $0.tabs[1].screen.modify(as: IssueListScreen.self) { $0.queryLine = nil }
      }
      _ = program.push(&$0) { program.screen(for: .search(query), id: $0) }
    }
    let search = typed.state.top.screen.as(IssueListScreen.self)
    #expect(search?.query.description == "is:issue label:bug no:assignee", "shown as sent")
    #expect(search?.isSearchResults == true)
    #expect(typed.state.breadcrumb(ChromeWords(.english)) == ["Assigned to me", "Search"])
    let opened = typed.state
    await typed.press(.escape) { _ = program.pop(opened.top.id, &$0) }
    #expect(typed.state.navigation.count == 1)
    await typed.finish()
  }

  /// An issue opened from a section (issues of many repositories) or the inbox names its
  /// repository in the breadcrumb; under its repository's own list, its number is enough.
  @Test func anIssueOpenedFromASectionOrTheInboxNamesItsRepository() async {
    let store = Self.store(size: Size(width: 120, height: 24))
    let program = store.program
    let busy = DemoIssueRepository.busy
    let root = store.state.navigation.root.id
    let thread = DemoInbox.threads(at: .zero, now: referenceDate).first { $0.id == "100" }
    // The thread opens as its issue, marked read at once; the mark's answer is not this test's.
    await store.press(.enter) {
      _ = program.push(&$0) { program.screen(for: .issue(busy, number: 160), id: $0) }
      $0.listOrigins[$0.top.id] = root
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markRead(threadID: "100"), seen: thread?.updatedAt)
    }
    let fromInbox = store.state.breadcrumb(ChromeWords(.english))
    #expect(fromInbox == ["Inbox", "demo/busy#160"])
    store.skipInFlightEffects()  // the issue's loads and the inbox's mark, on the clock
    await store.finish()
    // A fixture: back on the home, the second tab refreshed; its answer is given below.
    var state = store.state
    program.press([.escape, .character("2"), .character("r")], on: &state)
    // A search across repositories: its rows name theirs, as GitHub's do.
    let rows = Fixtures.allIssues.prefix(3).map { issue in
      var named = issue
      named.repository = busy
      return named
    }
    program.apply(
      .screen(
        state.navigation.root.id,
        SectionsScreen.Event(
          index: 1,
          event: IssueListScreen.Event.list(
            .loaded(
              generation: 2, .success(IssuePage(items: Array(rows), nextCursor: nil)))))),
      to: &state)
    let section = TestStore(program: program, initialState: state, clock: store.clock)
    let first = rows[0].number
    await section.press(.enter) {
      _ = program.push(&$0) { program.screen(for: .issue(busy, number: first), id: $0) }
      $0.listOrigins[$0.top.id] = root
    }
    let fromSection = section.state.breadcrumb(ChromeWords(.english))
    #expect(fromSection.count == 2 && fromSection.first == "Assigned to me", "\(fromSection)")
    #expect(fromSection.last?.hasPrefix("demo/busy#") == true, "\(fromSection)")
    section.skipInFlightEffects()  // the issue's loads, on the store's clock
    await section.finish()
    let clock = EffectClock()
    let onRepositories = Fixtures.program(clock: clock)
    let repositories = TestStore(
      program: onRepositories,
      initialState: Fixtures.state(.success, size: Self.size80, program: onRepositories),
      clock: clock)
    let selected = repositories.state.list.selectedItem?.number ?? -1
    let list = repositories.state.issuesID
    await repositories.press(.enter) {
      _ = onRepositories.push(&$0) {
        onRepositories.screen(for: .issue(busy, number: selected), id: $0)
      }
      $0.listOrigins[$0.top.id] = list
    }
    #expect(repositories.state.breadcrumb(ChromeWords(.english)).last?.hasPrefix("#") == true)
    repositories.skipInFlightEffects()  // the issue's loads, on the store's clock
    await repositories.finish()
  }

  @Test func aHiddenTabsFailureStaysInItsPane() async {
    let home = Self.store(size: Size(width: 100, height: 24))
    var state = home.state
    // A fixture: tab 2 refreshed (tab 2 only); the answers are what the test checks.
    home.program.press([.character("2"), .character("r")], on: &state)
    let root = state.navigation.root.id
    let store = TestStore(program: home.program, initialState: state, clock: home.clock)
    // An answer for a tab that asked for nothing changes no tab; it still says the network
    // is gone.
    await store.send(
      .screen(
        root,
        SectionsScreen.Event(
          index: 3,
          event: IssueListScreen.Event.list(.loaded(generation: 2, .failure(.network(.offline)))))
      )
    ) { $0.network.isOffline = true }
    #expect(store.state.alerts.current == nil, "a hidden tab raises nothing")
    // The refreshed tab fails over its rows and raises the failure: the server answered, so
    // the network is back.
    let notFound = Alert(
      title: "Not found", message: AppError.notFound.message(in: .english) ?? "",
      buttons: [.dismiss()])
    await store.send(
      .screen(
        root,
        SectionsScreen.Event(
          index: 1,
          event: IssueListScreen.Event.list(.loaded(generation: 2, .failure(.notFound)))))
    ) {
      $0.modify(root, as: SectionsScreen.self) {
        _ = $0.tabs[1].screen.modify(as: IssueListScreen.self) {
          if let rows = $0.store.state.value { $0.store.state = .reLoadingFailure(rows, .notFound) }
          $0.store.bannerSerial = 1
          $0.store.banner = Banner(message: notFound.message, serial: 1)
        }
      }
      $0.network.isOffline = false
      _ = $0.alerts.enqueue(notFound, from: root)
    }
    #expect(store.state.alerts.current != nil, "the tab on screen raises as any list does")
    store.skipInFlightEffects()  // the failed refresh's banner timer
    await store.finish()
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
    // A fixture for the second snapshot: the query line open on the second tab.
    program.press([.character("2"), .character("/")] + Key.characters(of: "label:bug"), on: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "queryLine-\(name)")
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
