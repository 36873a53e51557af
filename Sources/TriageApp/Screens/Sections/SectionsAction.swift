import AppCore
import IssueDomain
import ListSupport

/// What keys do on the home screen's tab bar; the tab's own list handles the rest.
public enum SectionsAction: BindableAction {
  case nextSection
  case previousSection
  /// Tab N, 0-based.
  case section(Int)

  public static let context = KeyContext.lists
  public static let all: [SectionsAction] =
    [.nextSection, .previousSection]
    + (0..<SectionsConfiguration.maximumSections).map { .section($0) }

  public var name: String {
    switch self {
    case .nextSection: "next-section"
    case .previousSection: "previous-section"
    case .section(let index): "section-\(index + 1)"
    }
  }
}
