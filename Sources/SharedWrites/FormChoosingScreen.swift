import AppCore
import IssueDomain

/// A form whose rows are chosen in the writes' pickers (`FormPick`): the picker's choice
/// comes back to it as one of its own events.
public protocol FormChoosingScreen: Screen {
  static func chosen(_ change: IssueChange) -> Event
}

extension FormChoosingScreen {
  /// `change` as this form's event, for a screen the app holds only as `any Screen`.
  public func event(choosing change: IssueChange) -> any ScreenEvent { Self.chosen(change) }
}
