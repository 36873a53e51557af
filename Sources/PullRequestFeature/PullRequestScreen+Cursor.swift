import AppCore
import IssueDomain

/// The diff's line cursor: on a line of code (its first row, when wrapped) or a thread's row.
/// ↑↓ move it a line at a time and the page follows; a page, the wheel or a jump moves the
/// page and the cursor stays on screen. A thread under the cursor is the selected one. Each
/// move lays out only the files it passes, as scrolling does.
extension PullRequestScreen {
  /// Whether the cursor stops on `row`.
  public static func takesCursor(_ row: DiffRow) -> Bool {
    switch row.kind {
    case .added, .removed, .context: !row.isContinuation
    case .thread: true
    case .fileHeader, .note, .hunk, .threadBody, .outdated: false
    }
  }

  /// The next row the cursor stops on after (or before) `position`, across files; nil at the
  /// diff's end. At most every file once.
  func stop(after position: DiffPosition, forward: Bool, _ context: ScreenContext)
    -> DiffPosition?
  {
    var file = position.file
    var row = position.row
    while file >= 0, file < fileList.count {
      let rows = layout(file: file, context).rows
      row += forward ? 1 : -1
      while row >= 0, row < rows.count {
        if Self.takesCursor(rows[row]) { return DiffPosition(file: file, row: row) }
        row += forward ? 1 : -1
      }
      file += forward ? 1 : -1
      guard file >= 0, file < fileList.count else { return nil }
      row = forward ? -1 : layout(file: file, context).rows.count
    }
    return nil
  }

  /// The first stop at or after `position`, else the last before it.
  func nearestStop(_ position: DiffPosition, _ context: ScreenContext) -> DiffPosition? {
    let before = DiffPosition(file: position.file, row: position.row - 1)
    return stop(after: before, forward: true, context)
      ?? stop(after: position, forward: false, context)
  }

  /// ↑↓ (and a page's worth): the cursor `steps` stops on, the page following it.
  public mutating func moveCursor(by steps: Int, _ context: ScreenContext) {
    guard !fileList.isEmpty else { return }
    placeCursor(context)
    var position = cursor
    for _ in 0..<min(abs(steps), 100_000) {
      guard let next = stop(after: position, forward: steps > 0, context) else { break }
      position = next
    }
    cursor = position
    if let anchor = rangeStart, anchor.file != cursor.file { rangeStart = nil }
    followCursor(context)
    selectUnderCursor(context)
  }

  /// `g` `G`: the diff's first or last line.
  public mutating func cursorToEnd(_ forward: Bool, _ context: ScreenContext) {
    guard !fileList.isEmpty else { return }
    scrollDiff(by: forward ? Int.max / 2 : Int.min / 2, context)
    let end =
      forward
      ? DiffPosition(
        file: fileList.count - 1, row: layout(file: fileList.count - 1, context).rows.count)
      : DiffPosition(file: 0, row: -1)
    cursor = stop(after: end, forward: !forward, context) ?? DiffPosition()
    rangeStart = nil
    followCursor(context)
    selectUnderCursor(context)
  }

  /// A cursor that is on no stop (the first look, a new layout) is put on the nearest one,
  /// from the top of the page when it is off it.
  mutating func placeCursor(_ context: ScreenContext) {
    let rows = cursor.file < fileList.count ? layout(file: cursor.file, context).rows : []
    if rows.indices.contains(cursor.row), Self.takesCursor(rows[cursor.row]),
      isOnPage(cursor, context)
    {
      return
    }
    cursor = nearestStop(isOnPage(cursor, context) ? cursor : diff, context) ?? diff
  }

  /// Whether `position` is among the rows on screen from the top.
  func isOnPage(_ position: DiffPosition, _ context: ScreenContext) -> Bool {
    guard let distance = rows(from: diff, to: position, within: context.height, context) else {
      return false
    }
    return distance < max(1, context.height)
  }

  /// How many rows `to` is below `from`, counting no further than `limit`; nil when it is above,
  /// or further.
  func rows(from: DiffPosition, to: DiffPosition, within limit: Int, _ context: ScreenContext)
    -> Int?
  {
    if to.file < from.file || (to.file == from.file && to.row < from.row) { return nil }
    if to.file == from.file { return to.row - from.row <= limit ? to.row - from.row : nil }
    var count = layout(file: from.file, context).rows.count - from.row
    var file = from.file + 1
    while file < to.file {
      guard count <= limit else { return nil }
      count += layout(file: file, context).rows.count
      file += 1
    }
    count += to.row
    return count <= limit ? count : nil
  }

  /// The page follows the cursor: up to it when it is above the top, down until it is the last
  /// row when it is below the bottom.
  mutating func followCursor(_ context: ScreenContext) {
    if cursor.file < diff.file || (cursor.file == diff.file && cursor.row < diff.row) {
      diff = cursor
    } else if !isOnPage(cursor, context) {
      diff = cursor
      scrollDiff(by: -(max(1, context.height) - 1), context)
    }
    clampDiff(context)
  }

  /// After the page moved on its own (a page key, the wheel, a jump): the cursor on its
  /// nearest stop on screen.
  mutating func keepCursorOnPage(_ context: ScreenContext) {
    guard !fileList.isEmpty else { return }
    if !isOnPage(cursor, context) {
      let below = cursor.file > diff.file || (cursor.file == diff.file && cursor.row >= diff.row)
      if below {
        var bottom = diff
        scrollPosition(&bottom, by: max(1, context.height) - 1, context)
        cursor =
          stop(after: DiffPosition(file: bottom.file, row: bottom.row + 1), forward: false, context)
          ?? diff
      } else {
        cursor = diff
      }
    }
    placeCursor(context)
    if let anchor = rangeStart, anchor.file != cursor.file { rangeStart = nil }
    selectUnderCursor(context)
  }

  /// The thread under the cursor, if it is on one, is the selected thread.
  mutating func selectUnderCursor(_ context: ScreenContext) {
    guard cursor.file < fileList.count else {
      selectedThread = nil
      return
    }
    let rows = layout(file: cursor.file, context).rows
    guard rows.indices.contains(cursor.row), rows[cursor.row].kind == .thread,
      let index = rows[cursor.row].thread
    else {
      selectedThread = nil
      return
    }
    let (threads, _) = shownThreads(inFile: cursor.file, context.keys)
    selectedThread =
      threads.indices.contains(index)
      ? ThreadSelection(file: cursor.file, id: threads[index].id) : nil
  }

  /// Space: a range starts at the cursor's line; again, it is let go.
  public mutating func toggleRange(_ context: ScreenContext) {
    placeCursor(context)
    if rangeStart != nil {
      rangeStart = nil
      return
    }
    let rows = cursor.file < fileList.count ? layout(file: cursor.file, context).rows : []
    guard rows.indices.contains(cursor.row), rows[cursor.row].kind != .thread else { return }
    rangeStart = cursor
  }

  /// The rows of the cursor's file the range covers, in order.
  public var rangeRows: ClosedRange<Int>? {
    guard let start = rangeStart, start.file == cursor.file else { return nil }
    return min(start.row, cursor.row)...max(start.row, cursor.row)
  }
}
