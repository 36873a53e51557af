import SystemSupport

/// A grid of cells that views draw into. Rendering is `State → Canvas`; only the backend turns a
/// canvas into terminal output, so every frame can be inspected and snapshotted in tests.
public struct Canvas: Hashable, Sendable {
  public let size: Size
  public internal(set) var cells: [Cell]
  /// Where the terminal's cursor goes: the focused row or field. A screen reader follows the
  /// cursor, so a backend that shows it moves it here; `nil` leaves it hidden.
  public var cursor: Point?

  /// A canvas filled with one cell. A fill that is not a single-column grapheme becomes a blank
  /// in its style, since a wide fill would need continuation cells.
  /// Every frame starts as a blank canvas (4,800 cells at 120×40), so a blank fill skips
  /// measuring its character, and the cells are laid down by doubling copies of the first: a
  /// cell is plain data, so each copy is one `memcpy`.
  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    let cell =
      if fill == .blank {
        fill
      } else if DisplayWidth.of(fill.character) == 1 {
        Cell(character: fill.character, style: fill.style)
      } else {
        Cell(character: " ", style: fill.style)
      }
    let count = size.width * size.height
    self.cells = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let first = buffer.baseAddress, count > 0 else { return }
      first.initialize(to: cell)
      var filled = 1
      while filled < count {
        let copied = min(filled, count - filled)
        (first + filled).initialize(from: first, count: copied)
        filled += copied
      }
      initialized = count
    }
  }

  public var bounds: Rect { Rect(size: size) }

  /// The cell at a position; positions outside the canvas read as blank, so callers need no checks.
  /// Inlinable: a backend reads every cell it copies through it.
  @inlinable public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
    return cells[y * size.width + x]
  }

  /// Writes one cell, repairing any wide grapheme it cuts in half so no row is ever misaligned.
  /// The width is taken from the character, not trusted from the cell: a zero-width or control
  /// grapheme becomes a blank, so nothing written can act on the terminal.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    put(cell.character, width: DisplayWidth.of(cell.character), style: cell.style, x: x, y: y)
  }

  /// Writes a grapheme of known width. A wide grapheme that does not fit before the right edge
  /// is drawn as a blank, never as half a character.
  private mutating func put(_ character: Character, width: Int, style: Style, x: Int, y: Int) {
    guard y >= 0, y < size.height, x >= 0, x < size.width else { return }
    let span = min(max(width, 0), 2)
    if span == 0 || x + span > size.width {
      store(.space, span: 1, style: style, x: x, y: y)
    } else {
      store(Grapheme(character), span: span, style: style, x: x, y: y)
    }
  }

  /// Writes a grapheme that fits at `x`, then its continuation cell if it is wide.
  private mutating func store(_ grapheme: Grapheme, span: Int, style: Style, x: Int, y: Int) {
    let rowStart = y * size.width
    // A continuation cell we overwrite orphans the wide cell to its left.
    if cells[rowStart + x].isContinuation, x > 0 {
      blankKeepingStyle(rowStart + x - 1)
    }
    // A wide cell whose first half we overwrite orphans its continuation.
    let lastCovered = x + span - 1
    if cells[rowStart + lastCovered].width == 2, lastCovered + 1 < size.width {
      blankKeepingStyle(rowStart + lastCovered + 1)
    }
    cells[rowStart + x] = Cell(grapheme: grapheme, width: UInt8(span), style: style)
    if span == 2 {
      cells[rowStart + x + 1] = Cell(grapheme: .space, width: 0, style: style)
    }
  }

  private mutating func blankKeepingStyle(_ index: Int) {
    cells[index] = Cell(character: " ", width: 1, style: cells[index].style)
  }

  /// Draws text on one row, clipped to the canvas and to `maxWidth` columns by display width.
  /// A control (ESC, C1) or a bidi override is drawn as its picture (`ControlPicture`: `␛`,
  /// `�`), so nothing drawn can act on the terminal and nothing sent is hidden from the reader
  /// (`ESC]0;PWNED` shows as `␛]0;PWNED`, not `]0;PWNED`); other zero-width graphemes are
  /// skipped. Returns the number of columns written.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at point: Point, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    draw(String(text), at: point, style: style, maxWidth: maxWidth)
  }

  /// The same for a `String`, which callers in other modules reach without specialising the
  /// generic one: iterated through `StringProtocol`'s witnesses, a character cost several times
  /// as much. Printable ASCII that is a grapheme of its own (`printableASCIIGrapheme`) is stored
  /// from its byte, with no grapheme breaking, width lookup or `Character`: most of what is on
  /// screen is ASCII. Anything else goes by `Character`.
  @discardableResult
  public mutating func draw(
    _ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard point.y >= 0, point.y < size.height else { return 0 }
    let limit = min(size.width, point.x + (maxWidth ?? size.width))
    var x = point.x
    var index = text.startIndex
    while index < text.endIndex {
      if let ascii = text.printableASCIIGrapheme(at: index) {
        if x + 1 > limit { break }
        if x >= 0 {
          store(Grapheme(printableASCII: ascii.byte), span: 1, style: style, x: x, y: point.y)
        }
        x += 1
        index = ascii.next
        continue
      }
      let character = text[index]
      index = text.index(index, after: character)
      let width = DisplayWidth.of(character)
      if width == 0 {
        // Text that skipped `UntrustedText` still shows what it holds, inert.
        for picture in character.unicodeScalars.compactMap(ControlPicture.of) {
          if x + 1 > limit { return max(0, x - point.x) }
          if x >= 0 { put(Character(picture), width: 1, style: style, x: x, y: point.y) }
          x += 1
        }
        continue
      }
      if x + width > limit { break }
      if x >= 0 {
        put(character, width: width, style: style, x: x, y: point.y)
      }
      x += width
    }
    return max(0, x - point.x)
  }

  /// Draws text inside a rect's first row, clipped to the rect.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, in rect: Rect, style: Style = .plain
  ) -> Int {
    guard !rect.isEmpty else { return 0 }
    return draw(text, at: Point(x: rect.x, y: rect.y), style: style, maxWidth: rect.width)
  }

  /// Fills a rect with one character (a space by default) in a style.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let measured = DisplayWidth.of(character)
    let (fill, width) = measured == 0 ? (Character(" "), 1) : (character, measured)
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x + width <= area.maxX {
        put(fill, width: width, style: style, x: x, y: y)
        x += width
      }
    }
  }

  /// Restyles the cells of a rect in place, keeping their text: how selection highlights a row.
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        cells[y * size.width + x].style = transform(cells[y * size.width + x].style)
      }
    }
  }

  /// Copies another canvas in at an offset, clipped; lets widgets render independently.
  public mutating func overlay(_ other: Canvas, at origin: Point) {
    let target = Rect(
      x: origin.x, y: origin.y, width: other.size.width, height: other.size.height)
    if !target.isEmpty, target.intersection(bounds) == target {
      copyRows(of: other, at: origin)
      return
    }
    for y in 0..<other.size.height {
      for x in 0..<other.size.width {
        let cell = other[x, y]
        if cell.isContinuation { continue }
        set(cell, x: origin.x + x, y: origin.y + y)
      }
    }
  }

  /// Copies a canvas that lies wholly inside this one, a row slice at a time. Its rows are
  /// already well formed (every canvas is), so only the cells at the two seams can cut one of
  /// our wide graphemes in half.
  private mutating func copyRows(of other: Canvas, at origin: Point) {
    let width = other.size.width
    for y in 0..<other.size.height {
      let start = (origin.y + y) * size.width + origin.x
      let end = start + width
      if origin.x > 0, cells[start].isContinuation { blankKeepingStyle(start - 1) }
      if origin.x + width < size.width, cells[end].isContinuation { blankKeepingStyle(end) }
      copyCells(from: other.cells, at: y * width, count: width, to: start)
    }
  }

  /// Copies `count` cells in one move. A cell is plain data (see `Cell`), so this is a
  /// `memcpy`; `replaceSubrange` went through its generic path, a third of what copying a
  /// cached list row cost.
  private mutating func copyCells(from source: [Cell], at offset: Int, count: Int, to start: Int) {
    guard count > 0, offset >= 0, start >= 0, offset + count <= source.count,
      start + count <= cells.count
    else { return }
    cells.withUnsafeMutableBufferPointer { target in
      source.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        (to + start).update(from: from + offset, count: count)
      }
    }
  }

  /// The text of one row, each wide grapheme written once; trailing spaces kept.
  public func text(ofRow y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var line = ""
    line.reserveCapacity(size.width)
    for x in 0..<size.width {
      let cell = cells[y * size.width + x]
      if cell.isContinuation { continue }
      line.append(cell.character)
    }
    return line
  }

  /// Every row's text, for assertions and snapshots.
  public var lines: [String] { (0..<size.height).map { text(ofRow: $0) } }

  /// Whether any row contains the text; the usual predicate for waiting on a frame in tests.
  public func contains(_ text: String) -> Bool {
    lines.contains { $0.contains(text) }
  }
}
