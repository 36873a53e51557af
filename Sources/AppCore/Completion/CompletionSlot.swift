/// A field's completion: the list open on the word before the cursor, and the word whose list
/// Esc closed, which stays without one while it is typed (another word opens lists again).
public struct CompletionSlot: Equatable, Sendable {
  public init() {}

  public private(set) var open: Completion?
  /// Where the word whose list Esc closed starts.
  public private(set) var dismissed: Int?

  /// The list the trigger found for the field as it is now; `word` is where the word before
  /// the cursor starts when the field knows it whether or not anything matches it, so a
  /// dismissed word that matches nothing for a while stays dismissed.
  public mutating func update(_ found: Completion?, word: Int? = nil) {
    if let dismissed {
      if (word ?? found?.start) == dismissed {
        open = nil
        return
      }
      self.dismissed = nil
    }
    open = found
  }

  public mutating func move(by delta: Int) { open?.move(by: delta) }

  /// A picker action on the open list: the moves and Esc are done here; accepting returns the
  /// list, whose selected candidate the field then writes in place of the word.
  public mutating func perform(_ action: PickerAction) -> Completion? {
    guard let list = open else { return nil }
    switch action {
    case .moveUp: move(by: -1)
    case .moveDown: move(by: 1)
    case .pageUp, .pageDown: break
    case .apply, .toggle: return list
    case .close: dismiss()
    }
    return nil
  }

  /// Esc: the list closes and the word keeps what was typed.
  public mutating func dismiss() {
    dismissed = open?.start
    open = nil
  }

  /// The field closed or its text was replaced as a whole.
  public mutating func clear() {
    open = nil
    dismissed = nil
  }
}
