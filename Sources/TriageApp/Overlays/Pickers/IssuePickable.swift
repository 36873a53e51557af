import ErrorHandling
import IssueDomain
import TerminalUI

/// What differs between the labels and the assignees picker, so one generic path opens,
/// drives and applies both.
protocol IssuePickable: Pickable, Equatable where ID == String {
  /// Names the picker's paging store.
  static var pickerName: String { get }
  /// The issue's current set, in its order.
  static func chosen(on issue: Issue) -> [String]
  /// The change that gives the issue exactly `all`.
  static func change(to all: [String]) -> IssueChange
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
  static let pickerName = "labels"
  static func chosen(on issue: Issue) -> [String] { issue.labels.map(\.name) }
  static func change(to all: [String]) -> IssueChange { IssueChange(labels: all) }
  static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<Label, PageCursor, AppError> {
    environment.labelsFetcher(in: repository)
  }
  static func overlay(_ picker: IssuePicker<Label>) -> WriteOverlay { .labels(picker) }
  static func event(
    serial: Int, _ event: PagingListStore<Label, PageCursor, AppError>.Event
  ) -> WriteEvent {
    .labels(serial: serial, event)
  }
}

extension User: IssuePickable {
  static let pickerName = "assignees"
  static func chosen(on issue: Issue) -> [String] { issue.assignees.map(\.login) }
  static func change(to all: [String]) -> IssueChange { IssueChange(assignees: all) }
  static func fetcher(
    _ environment: AppEnvironment, in repository: RepositoryName
  ) -> PagingFetcher<User, PageCursor, AppError> {
    environment.assigneesFetcher(in: repository)
  }
  static func overlay(_ picker: IssuePicker<User>) -> WriteOverlay { .assignees(picker) }
  static func event(
    serial: Int, _ event: PagingListStore<User, PageCursor, AppError>.Event
  ) -> WriteEvent {
    .assignees(serial: serial, event)
  }
}
