import IssueDomain
import TerminalUI

/// The signed-in home: one tab per section. A single section is shown on its own, with no tab
/// bar to switch.
extension TriageProgram {
  func home(id: ScreenID) -> AnyScreen {
    let tabs = sections.enumerated().map { index, section in
      SectionsScreen.Tab(
        title: section.title, screen: tabScreen(section, name: "\(id).tab\(index)"))
    }
    if tabs.count == 1 { return tabs[0].screen }
    return AnyScreen(SectionsScreen(tabs: tabs, selected: startSection))
  }

  private func tabScreen(_ section: Section, name: String) -> AnyScreen {
    switch section.kind {
    case .repositories:
      return AnyScreen(RepositoriesScreen(name: name, environment: environment))
    case .search:
      // `HomeSections` checked every query; an empty one lists everything GitHub allows.
      let query = (try? SearchQuery.parse(section.query ?? "")) ?? SearchQuery()
      return AnyScreen(
        IssueListScreen(
          title: .verbatim(section.title), query: query, name: name, environment: environment,
          limit: section.limit))
    }
  }
}
