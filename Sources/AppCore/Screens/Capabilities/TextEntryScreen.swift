import TerminalUI

/// A screen that takes typed text, at least some of the time (a form, a filter line): keys its
/// table doesn't bind, and pastes, are its text then.
public protocol TextEntryScreen: Screen {
  /// Whether unbound keys and pastes are the screen's text now, not ignored.
  var takesText: Bool { get }
  /// The completion list open on its text, if any: screen-reader mode says its selection.
  var completion: Completion? { get }
  /// Input the key table doesn't bind, when `takesText`.
  mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event>
}

extension TextEntryScreen {
  public var takesText: Bool { true }
  public var completion: Completion? { nil }

  public var erasedTakesText: Bool { takesText }
  public var erasedCompletion: Completion? { completion }
  public mutating func erasedEdit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    edit(input, context).erased
  }
}
