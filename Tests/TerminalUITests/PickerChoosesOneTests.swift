import ScreenState
import Testing

@testable import TerminalUI

/// A picker that chooses one value (a milestone): Enter or Space applies the selected row
/// alone, whatever is ticked; with no row to choose (a filter that hides all), nothing.
@Suite struct PickerChoosesOneTests {
  static func loaded() -> LabelPicker {
    let base = PickerFixture.picker()
    var picker = LabelPicker(store: base.store, chosen: ["bug"], choosesOne: true)
    _ = picker.start(height: PickerFixture.height)
    _ = picker.handle(
      .loaded(
        generation: picker.store.generation,
        .success(PickerFixture.page(PickerFixture.labels[...], next: nil))),
      height: PickerFixture.height)
    return picker
  }

  @Test func enterChoosesTheSelectedRowNotTheTickedOne() {
    var picker = Self.loaded()
    #expect(picker.press(.down, .down, .enter) == .apply(["good first issue"]))
    #expect(picker.chosen == ["bug"], "the tick stays on what the issue has")
  }

  @Test func spaceChoosesTooAndTypingFilters() {
    var picker = Self.loaded()
    for character in "wont" { _ = picker.press(.character(character)) }
    #expect(picker.press(.character(" ")) == .apply(["wontfix"]))
  }

  @Test func nothingSelectedChoosesNothing() {
    var picker = Self.loaded()
    for character in "zzz" { _ = picker.press(.character(character)) }
    #expect(picker.shownTitles.isEmpty)
    #expect(picker.press(.enter) == PickerIntent<String>.none)
    #expect(picker.press(.character(" ")) == PickerIntent<String>.none)
    #expect(picker.press(.escape) == .cancel)
  }
}
