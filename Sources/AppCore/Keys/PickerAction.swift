import TerminalUI

/// What keys do in a picker or a choice over the screen (labels, assignees, a milestone,
/// reviewers, a close reason, a review or merge method, a reaction). Every overlay takes the
/// same keys for these, so one remapping (`keys: pickers:`) moves them all.
public enum PickerAction: String, BindableAction, CaseIterable {
  case moveUp = "move-up"
  case moveDown = "move-down"
  case pageUp = "page-up"
  case pageDown = "page-down"
  /// Tick or untick the selected row (labels, assignees, reviewers).
  case toggle
  /// Apply the choice (Enter).
  case apply
  /// Close without applying (Esc).
  case close

  public static let context = KeyContext.pickers
  public static var all: [PickerAction] { allCases }
  public var name: String { rawValue }

  /// The key the overlays themselves answer to for this action: a remapped key is handed to
  /// them as this one.
  public var overlayKey: Key {
    switch self {
    case .moveUp: .up
    case .moveDown: .down
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .toggle: .character(" ")
    case .apply: .enter
    case .close: .escape
    }
  }
}

extension KeyContext {
  /// The pickers and choices over the screen.
  public static let pickers = KeyContext(rawValue: "pickers")
}
