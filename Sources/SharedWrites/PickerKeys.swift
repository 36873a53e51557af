import AppCore
import FoundationEssentials
import Localization
import TerminalUI

/// The pickers' keys as the user remapped them (`keys: pickers:`). The overlays answer to
/// their own fixed keys, so a key of the user's is handed to them as the one it stands for; a
/// default key an action gave up is typed into the filter when it is a character, and
/// otherwise does nothing. The overlays' hints name the keys in effect.
public struct PickerKeys: Sendable {
  /// The defaults: the overlays' own keys.
  public static let defaults = [
    KeyBinding([.up, .ctrl("p")], PickerAction.moveUp, "↑ ^P", .pickerMoveUp),
    KeyBinding([.down, .ctrl("n")], PickerAction.moveDown, "↓ ^N", .pickerMoveDown),
    KeyBinding([.pageUp], PickerAction.pageUp, "PgUp", .pickerPageUp),
    KeyBinding([.pageDown], PickerAction.pageDown, "PgDn", .pickerPageDown),
    KeyBinding([.character(" ")], PickerAction.toggle, "Space", .pickerToggle),
    KeyBinding([.enter], PickerAction.apply, "Enter", .pickerApply),
    KeyBinding([.escape], PickerAction.close, "Esc", .pickerClose),
  ]

  /// The table in effect, and whether anything in it was remapped.
  public let bindings: [KeyBinding]
  public let isRemapped: Bool

  public init(remap: KeyRemap = KeyRemap()) {
    isRemapped = remap.keys[.pickers]?.isEmpty == false
    bindings = isRemapped ? remap.applied(to: Self.defaults) : Self.defaults
  }

  /// `event` as the overlays take it; nil when it is a default key its action gave up and it
  /// can't be typed.
  public func translated(_ event: InputEvent) -> InputEvent? {
    guard isRemapped, case .key(let key) = event else { return event }
    if let action = Keymap.binding(for: key, in: bindings)?.action(as: PickerAction.self) {
      return .key(action.overlayKey)
    }
    guard Self.defaults.contains(where: { $0.keys.contains(key) }) else { return event }
    if case .character(let character) = key { return .paste(String(character)) }
    return nil
  }

  /// `hint` (`Space toggle · Enter apply · Esc cancel`) with each default key name replaced by
  /// the remapped keys of its action.
  public func hint(_ hint: String) -> String {
    guard isRemapped else { return hint }
    let names: [String: [PickerAction]] = [
      "Space": [.toggle], "Enter": [.apply], "Esc": [.close], "↑↓": [.moveUp, .moveDown],
    ]
    return hint.components(separatedBy: " · ").map { item in
      guard let space = item.firstIndex(of: " ") else { return item }
      let token = String(item[..<space])
      guard let actions = names[token] else { return item }
      let keys = actions.map { action in
        bindings.first { $0.action.isSame(as: action) }?.keys.first?.description ?? "-"
      }
      // `↑↓` stays one token; any other pair is written `↑/Ctrl-j`.
      let arrows = keys.allSatisfy { $0 == "↑" || $0 == "↓" }
      return keys.joined(separator: arrows ? "" : "/") + item[space...]
    }.joined(separator: " · ")
  }
}
