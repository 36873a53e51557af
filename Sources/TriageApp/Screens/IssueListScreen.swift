import ScreenState

/// The list screen's state: the load state of its issues, plus a selection and scroll offset
/// that survive a refresh and a trip to the detail screen.
public struct IssueListScreen: Equatable, Sendable {
  public var issues: DataState<[SampleIssue], SampleSourceError> = .idle
  public private(set) var selection = 0
  public private(set) var scrollOffset = 0

  /// Rows kept visible above and below the selection while scrolling.
  public static let scrollMargin = 2

  public init() {}

  public var rows: [SampleIssue] { issues.value ?? [] }

  public var selectedIssue: SampleIssue? {
    rows.indices.contains(selection) ? rows[selection] : nil
  }

  /// Moves the selection, clamped to the rows, and scrolls so it stays `scrollMargin` rows
  /// away from the edges of a viewport of `height` rows.
  public mutating func select(_ index: Int, viewportHeight height: Int) {
    let count = rows.count
    selection = count == 0 ? 0 : min(max(0, index), count - 1)
    guard height > 0 else {
      scrollOffset = 0
      return
    }
    let margin = min(Self.scrollMargin, (height - 1) / 2)
    if selection < scrollOffset + margin { scrollOffset = selection - margin }
    if selection > scrollOffset + height - 1 - margin {
      scrollOffset = selection - height + 1 + margin
    }
    scrollOffset = min(max(0, scrollOffset), max(0, count - height))
  }

  /// Applies fresh rows, keeping the selection on the same issue when it still exists.
  public mutating func receive(_ issues: [SampleIssue], viewportHeight height: Int) {
    let selectedID = selectedIssue?.id
    guard self.issues.succeed(issues) else { return }
    let index = selectedID.flatMap { id in issues.firstIndex { $0.id == id } } ?? selection
    select(index, viewportHeight: height)
  }
}
