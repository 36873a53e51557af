/// What a picker says, in the user's language; the app hands in its translation.
public struct PickerWords: Hashable, Sendable {
  /// Before the filter text, e.g. "Filter: ".
  public var filterPrompt: String
  /// The bottom hint, e.g. "Space toggle · Enter apply · Esc cancel".
  public var hint: String
  /// The empty pane when nothing matches the filter.
  public var noMatches: String

  public init(filterPrompt: String, hint: String, noMatches: String) {
    self.filterPrompt = filterPrompt
    self.hint = hint
    self.noMatches = noMatches
  }

  public static let english = PickerWords(
    filterPrompt: "Filter: ", hint: "Space toggle · Enter apply · Esc cancel",
    noMatches: "Nothing matches")
}
