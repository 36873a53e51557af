import IssueDomain

/// The sections the home screen shows: the configured ones when every query parses, otherwise
/// the defaults and why (a config error never stops the program).
struct HomeSections: Equatable, Sendable {
  let sections: [Section]
  let usesDefaults: Bool
  let problem: String?

  init(_ configuration: SectionsConfiguration) {
    for section in configuration.sections where section.kind == .search {
      do throws(SearchQueryError) {
        try SearchQuery.parse(section.query ?? "").validate()
      } catch {
        sections = SectionsConfiguration.defaults.sections
        usesDefaults = true
        problem =
          "config: section “\(section.title)”: query: \(error.message) (using the default sections)"
        return
      }
    }
    sections = configuration.sections
    usesDefaults = false
    problem = nil
  }
}
