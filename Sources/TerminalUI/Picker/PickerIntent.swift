/// What a key in a picker asked the screen to do.
public enum PickerIntent<ID: Hashable & Sendable>: Hashable, Sendable {
  /// Nothing beyond the picker's own state (typing, moving, toggling, paging).
  case none
  /// Enter: apply this set (labels to set, assignees to set).
  case apply(Set<ID>)
  /// Esc: close and change nothing.
  case cancel
}
