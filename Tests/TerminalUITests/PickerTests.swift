import ScreenState
import SnapshotTesting
import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// A label as the picker sees it.
struct PickerLabel: Pickable, Equatable {
  let id: String
  let colour: Int16?
  var description: String? = nil

  var pickerTitle: String { id }
  var pickerDetail: String? { description }
  var pickerSwatch: Color? { colour.map { Color(index: $0) } }
}

typealias LabelPicker = PickerState<PickerLabel, Int, TestFailure>

enum PickerFixture {
  static let height = 6

  static let labels: [PickerLabel] = [
    PickerLabel(id: "bug", colour: 196, description: "Something isn't working"),
    PickerLabel(id: "documentation", colour: 33),
    PickerLabel(id: "good first issue", colour: 99, description: "Good for newcomers"),
    PickerLabel(id: "help wanted", colour: 35),
    PickerLabel(id: "優先度: 高", colour: 208, description: "日本語の説明"),
    PickerLabel(id: "question", colour: nil),
    PickerLabel(id: "wontfix", colour: 255),
    PickerLabel(id: "needs-triage", colour: 226),
  ]

  static func picker(chosen: Set<String> = ["bug"]) -> LabelPicker {
    let store = PagingListStore<PickerLabel, Int, TestFailure>(
      name: "labels",
      fetcher: PagingFetcher(
        fetchInitial: { _ throws(TestFailure) in PagedCollection() },
        fetchMore: { _, _ throws(TestFailure) in PagedCollection() },
        isCancellation: { $0 == .cancelled }),
      describe: { FailureDescription(message: "Couldn't load labels: \($0)", isRetryable: true) })
    return LabelPicker(store: store, chosen: chosen)
  }

  static func page(_ labels: ArraySlice<PickerLabel>, next: Int?) -> PagedCollection<
    PickerLabel, Int
  > {
    PagedCollection(items: Array(labels), nextCursor: next)
  }

  /// A picker with its first page loaded.
  static func loaded(
    _ labels: ArraySlice<PickerLabel> = labels[...], next: Int? = nil, height: Int = height
  ) -> LabelPicker {
    var picker = picker()
    _ = picker.start(height: height)
    _ = picker.handle(
      .loaded(generation: picker.store.generation, .success(page(labels, next: next))),
      height: height)
    return picker
  }
}

extension LabelPicker {
  mutating func press(_ keys: Key..., height: Int = PickerFixture.height) -> PickerIntent<String> {
    var last = PickerIntent<String>.none
    for key in keys { last = handle(.key(key), height: height).intent }
    return last
  }

  var shownTitles: [String] { rows.map { store.items[$0.index].id } }
}

@Suite struct PickerStateTests {
  @Test func typingFiltersBestFirstAndSpaceTogglesAndEnterApplies() {
    var picker = PickerFixture.loaded()
    for character in "wnt" { _ = picker.press(.character(character)) }
    #expect(picker.filter.text == "wnt")
    #expect(picker.shownTitles == ["help wanted", "wontfix"], "the run \"nt\" ranks first")
    _ = picker.press(.character(" "))
    #expect(picker.chosen == ["bug", "help wanted"])
    _ = picker.press(.down, .character(" "))
    #expect(picker.chosen == ["bug", "wontfix", "help wanted"])
    _ = picker.press(.backspace, .backspace, .backspace)
    #expect(picker.shownTitles.count == PickerFixture.labels.count)
    _ = picker.press(.character(" "))
    #expect(picker.chosen == ["wontfix", "help wanted"], "bug, the first row, is untoggled")
    #expect(picker.press(.enter) == .apply(["wontfix", "help wanted"]))
  }

  @Test func lettersTypeAndNeverMoveAndEscCancels() {
    var picker = PickerFixture.loaded()
    _ = picker.press(.character("j"), .character("k"))
    #expect(picker.filter.text == "jk")
    #expect(picker.viewport.selection == 0)
    #expect(picker.press(.escape) == .cancel)
  }

  @Test func arrowsCtrlNPAndPagesMove() {
    var picker = PickerFixture.loaded()
    _ = picker.press(.down, .ctrl("n"))
    #expect(picker.viewport.selection == 2)
    _ = picker.press(.ctrl("p"))
    #expect(picker.viewport.selection == 1)
    _ = picker.press(.pageDown)
    #expect(picker.viewport.selection == 7)
    _ = picker.press(.pageUp)
    #expect(picker.viewport.selection == 1)
  }

  @Test func aPasteFiltersWithoutSpaces() {
    var picker = PickerFixture.loaded()
    _ = picker.handle(.paste("good first"), height: PickerFixture.height)
    #expect(picker.filter.text == "goodfirst")
    #expect(picker.shownTitles == ["good first issue"])
  }

  @Test func theNextPageIsAskedForNearTheEnd() {
    var picker = PickerFixture.loaded(PickerFixture.labels[0..<6], next: 2, height: 3)
    #expect(picker.store.state.isPaging == false)
    let effect = picker.handle(.key(.down), height: 3).effect
    #expect(effect.runIDs.isEmpty, "four rows after the selection: not yet")
    #expect(picker.handle(.key(.down), height: 3).effect.runIDs == [picker.store.pageID])
    #expect(picker.store.state.isPaging)
    _ = picker.handle(
      .pageLoaded(
        generation: picker.store.generation,
        .success(PickerFixture.page(PickerFixture.labels[6...], next: nil))), height: 3)
    #expect(picker.shownTitles.count == 8)
    #expect(picker.viewport.selection == 2, "the selection stays on its item")
  }

  /// A filter that matches nothing pages while the overlay is short of rows, but only a
  /// bounded number of pages before it waits for the reader.
  @Test func aFilterThatMatchesNothingPagesABoundedNumberOfTimes() {
    var picker = PickerFixture.loaded(PickerFixture.labels[0..<1], next: 1)
    // The store may already be paging to fill the viewport: finish that page first.
    var cursor = 1
    var requests = 0
    _ = picker.press(.character("z"), .character("z"))
    for _ in 0..<50 {
      guard picker.store.state.isPaging else { break }
      requests += 1
      cursor += 1
      let label = PickerLabel(id: "label-\(cursor)", colour: nil)
      _ = picker.handle(
        .pageLoaded(
          generation: picker.store.generation,
          .success(PagedCollection(items: [label], nextCursor: cursor))),
        height: PickerFixture.height)
    }
    #expect(requests > 0)
    #expect(
      requests <= LabelPicker.pagesWithoutMatchesLimit
        + PagingListStore<PickerLabel, Int, TestFailure>.pagesWithoutReaderLimit)
    #expect(!picker.store.state.isPaging)
  }

  @Test func enterRetriesAFailedLoadInsteadOfApplying() {
    var picker = PickerFixture.picker()
    _ = picker.start(height: PickerFixture.height)
    _ = picker.handle(
      .loaded(generation: picker.store.generation, .failure(.boom)), height: PickerFixture.height)
    let result = picker.handle(.key(.enter), height: PickerFixture.height)
    #expect(result.intent == .none)
    #expect(result.effect.runIDs == [picker.store.loadID])
  }
}

@Suite struct PickerViewSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  static func render(_ picker: LabelPicker, size: Size, tick: Int = 0) -> Canvas {
    var canvas = Canvas(size: size)
    for y in 0..<size.height {
      canvas.draw(
        String(repeating: "#12 issue list behind the overlay ", count: 4), at: Point(x: 0, y: y))
    }
    PickerView(
      state: picker, title: "Labels", emptyMessage: "No labels in this repository", tick: tick
    )
    .draw(in: size, canvas: &canvas)
    return canvas
  }

  static func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  @Test(arguments: sizes)
  func loadedAndFiltered(size: Size) {
    var picker = PickerFixture.loaded(
      height: PickerView<PickerLabel, Int, TestFailure>.listHeight(in: size))
    let height = PickerView<PickerLabel, Int, TestFailure>.listHeight(in: size)
    _ = picker.press(.down, .down, .character(" "), height: height)
    assertSnapshot(
      of: Self.render(picker, size: size), as: .canvasText, named: "all-" + Self.name(size))
    for character in "ie" { _ = picker.press(.character(character), height: height) }
    assertSnapshot(
      of: Self.render(picker, size: size), as: .canvasText, named: "filtered-" + Self.name(size))
  }

  @Test(arguments: sizes)
  func placeholderEmptyAndErrorPanes(size: Size) {
    let height = PickerView<PickerLabel, Int, TestFailure>.listHeight(in: size)
    var picker = PickerFixture.picker()
    _ = picker.start(height: height)
    assertSnapshot(
      of: Self.render(picker, size: size), as: .canvasText, named: "loading-" + Self.name(size))
    var failed = picker
    _ = failed.handle(.loaded(generation: failed.store.generation, .failure(.boom)), height: height)
    assertSnapshot(
      of: Self.render(failed, size: size), as: .canvasText, named: "error-" + Self.name(size))
    var empty = picker
    _ = empty.handle(
      .loaded(generation: empty.store.generation, .success(PagedCollection())), height: height)
    assertSnapshot(
      of: Self.render(empty, size: size), as: .canvasText, named: "empty-" + Self.name(size))
    var nothing = PickerFixture.loaded(height: height)
    _ = nothing.press(.character("z"), .character("q"), height: height)
    assertSnapshot(
      of: Self.render(nothing, size: size), as: .canvasText, named: "nomatch-" + Self.name(size))
  }
}
