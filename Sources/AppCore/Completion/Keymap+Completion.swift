import TerminalUI

extension Keymap {
  /// An open completion's keys. They are the pickers' actions (`keys: pickers:` remaps them
  /// with the pickers'), as the list is a small picker: ↑↓ choose, Tab or Enter accepts, Esc
  /// closes the list and leaves the word as typed.
  public static let completion = [
    KeyBinding(
      [.tab, .enter], PickerAction.apply, "Tab Enter", .acceptCompletion, footer: "Tab",
      short: .acceptCompletionShort),
    KeyBinding(
      [.down, .ctrl("n")], PickerAction.moveDown, "↓ ^N", .nextCompletion, footer: "↓",
      short: .nextCompletionShort),
    KeyBinding([.up, .ctrl("p")], PickerAction.moveUp, "↑ ^P", .previousCompletion),
    KeyBinding(
      [.escape], PickerAction.close, "Esc", .closeCompletion, footer: "Esc",
      short: .closeCompletionShort),
  ]

  /// `table` while a completion is open: the completion's keys first, and the table's bindings
  /// without the keys the completion takes (Enter accepts rather than sends), so the footer and
  /// the help name each key once.
  public static func completing(_ table: [KeyBinding]) -> [KeyBinding] {
    let taken = Set(completion.flatMap(\.keys))
    return completion
      + table.compactMap { binding in
        guard binding.keys.contains(where: taken.contains) else { return binding }
        let kept = binding.keys.filter { !taken.contains($0) }
        return kept.isEmpty ? nil : binding.with(keys: kept, relabel: false)
      }
  }
}
