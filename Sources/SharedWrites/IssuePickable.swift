import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// What differs between the labels, assignees and milestone pickers, so one generic path
/// opens, drives and applies them.
public protocol IssuePickable: Pickable, Equatable where ID == String {
  /// Names the picker's paging store.
  static var pickerName: String { get }
  /// The issue's current set, in its order.
  static func chosen(on issue: Issue) -> [String]
  /// The change that gives the issue exactly `all`, from the rows `loaded`; `nil` when it
  /// can't be made from them.
  static func change(to all: [String], among loaded: [Self]) -> IssueChange?
  /// Whether Enter chooses the selected row (one value) rather than applying the ticked set.
  static var choosesOne: Bool { get }
  /// The repository's pages of items to choose from.
  static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<Self, PageCursor, AppError>
  /// The overlay showing `picker`.
  static func overlay(_ picker: IssuePicker<Self>) -> WriteOverlay
  /// A page event of picker `serial`, as the app's write event.
  static func event(
    serial: Int, _ event: PagingListStore<Self, PageCursor, AppError>.Event
  ) -> WriteEvent
}

extension Label: IssuePickable {
  public static let pickerName = "labels"
  public static func chosen(on issue: Issue) -> [String] { issue.labels.map(\.name) }
  public static func change(to all: [String], among loaded: [Label]) -> IssueChange? {
    IssueChange(labels: all)
  }
  public static let choosesOne = false
  public static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<Label, PageCursor, AppError> {
    environment.labelsFetcher(in: repository)
  }
  public static func overlay(_ picker: IssuePicker<Label>) -> WriteOverlay { .labels(picker) }
  public static func event(
    serial: Int, _ event: PagingListStore<Label, PageCursor, AppError>.Event
  ) -> WriteEvent {
    .labels(serial: serial, event)
  }
}

extension User: IssuePickable {
  public static let pickerName = "assignees"
  public static func chosen(on issue: Issue) -> [String] { issue.assignees.map(\.login) }
  public static func change(to all: [String], among loaded: [User]) -> IssueChange? {
    IssueChange(assignees: all)
  }
  public static let choosesOne = false
  public static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<User, PageCursor, AppError> {
    environment.assigneesFetcher(in: repository)
  }
  public static func overlay(_ picker: IssuePicker<User>) -> WriteOverlay { .assignees(picker) }
  public static func event(
    serial: Int, _ event: PagingListStore<User, PageCursor, AppError>.Event
  ) -> WriteEvent {
    .assignees(serial: serial, event)
  }
}

extension MilestoneChoice: IssuePickable {
  public static let pickerName = "milestones"
  public static func chosen(on issue: Issue) -> [String] { [issue.milestone ?? clearingID] }
  public static func change(to all: [String], among loaded: [MilestoneChoice]) -> IssueChange? {
    guard let id = all.first else { return nil }
    if id == clearingID { return IssueChange(milestone: .clear) }
    guard let milestone = loaded.first(where: { $0.id == id })?.milestone else { return nil }
    return IssueChange(milestone: .set(milestone))
  }
  public static let choosesOne = true
  public static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<MilestoneChoice, PageCursor, AppError> {
    environment.milestonesFetcher(in: repository)
  }
  public static func overlay(_ picker: IssuePicker<MilestoneChoice>) -> WriteOverlay {
    .milestone(picker)
  }
  public static func event(
    serial: Int, _ event: PagingListStore<MilestoneChoice, PageCursor, AppError>.Event
  ) -> WriteEvent {
    .milestones(serial: serial, event)
  }
}
