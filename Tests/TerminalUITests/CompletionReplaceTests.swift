import Testing

@testable import TerminalUI

/// What a completion does to a field: the word before the cursor replaced by the candidate,
/// the cursor after it, the text after the cursor kept, and the fields' own limits held.
@Suite struct CompletionReplaceTests {
  @Test func aTextFieldsWordBeforeTheCursorIsReplaced() {
    var field = TextField(text: "is:open la rest")
    for _ in 0..<5 { _ = field.handle(.left) }
    field.replace(charactersBeforeCursor: 2, with: "label:")
    #expect(field.text == "is:open label: rest")
    #expect(field.cursor == 14)
    // More than there is before the cursor takes only that; controls are dropped as a paste's.
    field.replace(charactersBeforeCursor: 100, with: "a\u{1B}b")
    #expect(field.text == "ab rest")
    #expect(field.cursor == 2)
  }

  @Test func aTextFieldKeepsItsLimit() {
    var field = TextField(text: "ab", maximumLength: 4)
    field.replace(charactersBeforeCursor: 1, with: "xyz")
    #expect(field.text == "axyz")
    field.replace(charactersBeforeCursor: 0, with: "more")
    #expect(field.text == "axyz")
  }

  @Test func aTextAreasWordBeforeTheCursorIsReplacedAsOneEdit() {
    let size = Size(width: 20, height: 4)
    var area = TextArea(text: "Thanks @mo\nsecond")
    for _ in 0..<7 { _ = area.handle(.left, in: size) }
    area.replace(charactersBeforeCursor: 3, with: "@monalisa ", in: size)
    #expect(area.text == "Thanks @monalisa \nsecond")
    #expect(area.cursor == 17)
  }

  @Test func aTextAreaRefusesAReplacementPastItsLimitWhole() {
    let size = Size(width: 20, height: 4)
    var area = TextArea(text: "@mo", maximumLength: 6)
    area.replace(charactersBeforeCursor: 3, with: "@monalisa ", in: size)
    #expect(area.text == "@mo", "left as it was")
    #expect(area.cursor == 3)
    #expect(area.refusedInput)
  }
}
