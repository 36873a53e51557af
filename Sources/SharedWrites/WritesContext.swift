import AppCore
import IssueDomain

/// What the writes read of the app for one step: the issue the write keys act on, and the room
/// a picker has.
public struct WritesContext {
  /// The top screen's focused issue, as shown (with its pending write applied), and its key.
  public var focused: (issue: Issue, reference: IssueReference)?
  /// The comment focused on the top screen's page, as shown (a pending change applied).
  public var comment: Comment?
  /// Rows a picker's list shows at the terminal's size.
  public var pickerHeight: Int
  /// The top screen's one repository, if it has one: where `N` files an issue.
  public var repository: RepositoryName? = nil

  public init(
    focused: (issue: Issue, reference: IssueReference)?, comment: Comment?, pickerHeight: Int,
    repository: RepositoryName? = nil
  ) {
    self.focused = focused
    self.comment = comment
    self.pickerHeight = pickerHeight
    self.repository = repository
  }
}
