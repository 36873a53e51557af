import AppCore
import Destinations
import ErrorHandling
import InboxFeature
import IssueDomain
import IssueListFeature
import Localization
import TerminalUI

/// The signed-in home: one tab per section. A single section is shown on its own, with no tab
/// bar to switch.
extension TriageProgram {
  func home(id: ScreenID) -> AnyScreen {
    let tabs = sections.enumerated().map { index, entry in
      SectionsScreen.Tab(
        title: LocalizedText.sectionTitle(entry.section.title).text(in: environment.language),
        screen: tabScreen(entry.section, query: entry.query, name: "\(id).tab\(index)"))
    }
    if tabs.count == 1 { return tabs[0].screen }
    return AnyScreen(SectionsScreen(tabs: tabs, selected: startSection))
  }

  private func tabScreen(_ section: Section, query: SearchQuery?, name: String) -> AnyScreen {
    switch section.kind {
    case .repositories:
      return AnyScreen(RepositoriesScreen(name: name, environment: environment))
    case .notifications:
      let filter = InboxFilter(participating: section.participating, reasons: section.reasons)
      return AnyScreen(InboxScreen(filter, name: name, environment: environment))
    case .search:
      // `HomeSections` parsed and checked every search section's query.
      return AnyScreen(
        IssueListScreen(
          title: .sectionTitle(section.title), query: query ?? SearchQuery(), name: name,
          environment: environment,
          limit: section.limit, refreshInterval: section.refresh))
    }
  }
}
