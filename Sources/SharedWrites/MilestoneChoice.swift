import AppCore
import IssueDomain
import TerminalUI

/// A row of the milestone picker: one of the repository's open milestones, or the row that
/// takes the issue's milestone away.
///
/// Its id is the milestone's title, as that is all an issue knows of its milestone (GitHub keeps
/// titles unique in a repository); the clearing row's id is empty, which no chosen milestone
/// has (the repository drops untitled ones), so it is ticked when the issue has none.
public struct MilestoneChoice: Pickable, Equatable, Sendable {
  public let id: String
  /// The milestone, or `nil` for the clearing row.
  public let milestone: Milestone?
  public let pickerTitle: String

  /// A milestone's row.
  public init(_ milestone: Milestone) {
    self.id = milestone.title
    self.milestone = milestone
    self.pickerTitle = milestone.title
  }

  /// The clearing row, titled in the user's language.
  public static func clearing(title: String) -> MilestoneChoice {
    MilestoneChoice(id: clearingID, milestone: nil, title: title)
  }

  /// The id of the clearing row, and of an issue without a milestone.
  public static let clearingID = ""

  private init(id: String, milestone: Milestone?, title: String) {
    self.id = id
    self.milestone = milestone
    self.pickerTitle = title
  }
}
