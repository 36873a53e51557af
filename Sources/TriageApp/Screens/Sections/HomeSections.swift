import AppCore
import IssueDomain

/// The sections the home screen shows: the configured ones when every query parses, otherwise
/// the defaults and why (a config error never stops the program).
struct HomeSections: Equatable, Sendable {
  /// Each section with its parsed query (`nil` for Repositories), parsed once here.
  let sections: [(section: Section, query: SearchQuery?)]
  let usesDefaults: Bool
  let problem: String?

  init(_ configuration: SectionsConfiguration) {
    switch Self.parsed(configuration) {
    case .success(let sections):
      self.sections = sections
      usesDefaults = false
      problem = nil
    case .failure(let failure):
      // The defaults' queries are known good.
      sections = (try? Self.parsed(.defaults).get()) ?? []
      usesDefaults = true
      problem =
        "config: section “\(failure.title)”: query: \(failure.error.message) (using the default sections)"
    }
  }

  static func == (lhs: HomeSections, rhs: HomeSections) -> Bool {
    lhs.sections.map(\.section) == rhs.sections.map(\.section)
      && lhs.usesDefaults == rhs.usesDefaults && lhs.problem == rhs.problem
  }

  private struct Failure: Error {
    let title: String
    let error: SearchQueryError
  }

  private static func parsed(
    _ configuration: SectionsConfiguration
  ) -> Result<[(section: Section, query: SearchQuery?)], Failure> {
    var result: [(section: Section, query: SearchQuery?)] = []
    for section in configuration.sections {
      guard section.kind == .search else {
        result.append((section, nil))
        continue
      }
      do throws(SearchQueryError) {
        let query = try SearchQuery.parse(section.query ?? "")
        try query.validate()
        result.append((section, query))
      } catch {
        return .failure(Failure(title: section.title, error: error))
      }
    }
    return .success(result)
  }
}
