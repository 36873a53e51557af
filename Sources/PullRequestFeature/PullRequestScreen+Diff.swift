import AppCore
import IssueDomain
import TerminalUI

/// Moving through the diff: by rows, by hunk and by file. Each move lays out only the files it
/// passes (from the memo when they were laid out before at this width), so a step costs the
/// same in a 300-file diff as in a one-file one.
extension PullRequestScreen {
  /// File `index` laid out at the width of `context`'s body, from the program's memo.
  public func layout(file index: Int, _ context: ScreenContext) -> DiffFileLayout {
    let (threads, laidOver) = shownThreads(inFile: index, context.keys)
    let open = threads.isEmpty ? [] : openThreads
    var signature = diffThreads.signatures[index] ?? 0
    if laidOver != 0 { signature ^= laidOver }
    let key = DiffFileKey(
      pullRequest: IssueReference(repository: repository, number: number),
      generation: generation, file: index, width: context.body.width, wraps: wrapsDiff,
      threads: signature, open: open)
    let files = fileList
    let theme = context.theme
    return context.caches.diffLayouts.files.value(for: key) { key in
      DiffFileLayout(
        files[key.file], width: key.width, words: theme.words, wraps: key.wraps,
        threads: threads.isEmpty ? nil : DiffFileLayout.Threads(threads, open: open, theme: theme))
    }
  }

  /// `w`: wrapping on or off, with the same line at the top; the text starts at its first
  /// column again.
  public mutating func toggleWrap(_ context: ScreenContext) {
    guard diff.file < fileList.count else {
      wrapsDiff.toggle()
      return
    }
    let before = layout(file: diff.file, context)
    let line = before.rows.indices.contains(diff.row) ? before.rows[diff.row].line : 0
    let cursorRows = cursor.file < fileList.count ? layout(file: cursor.file, context).rows : []
    let cursorLine: Int? =
      cursorRows.indices.contains(cursor.row) ? cursorRows[cursor.row].line : nil
    wrapsDiff.toggle()
    diffColumn = 0
    diff.row = layout(file: diff.file, context).firstRow(ofLine: line)
    // The cursor stays on its line (on the line's first row: a thread under it is a row apart).
    if let cursorLine {
      cursor.row = layout(file: cursor.file, context).firstRow(ofLine: cursorLine)
    }
    clampDiff(context)
  }

  /// ← → h l, unwrapped: a quarter of the text's room at a time, never past the point where
  /// the widest line on screen ends at the right edge.
  public mutating func scrollSideways(_ direction: Int, _ context: ScreenContext) {
    let step = max(4, context.body.width / 4)
    var widest = 0
    var gutter = 0
    var position = diff
    var rows = 0
    while rows < context.height, position.file < fileList.count {
      let layout = layout(file: position.file, context)
      widest = max(widest, layout.widest)
      gutter = max(gutter, layout.rows.first { $0.gutterWidth > 0 }?.gutterWidth ?? 0)
      rows += layout.rows.count - position.row
      position = DiffPosition(file: position.file + 1, row: 0)
    }
    let limit = max(0, widest - max(1, context.body.width - gutter))
    diffColumn = min(max(0, diffColumn + direction * step), limit)
  }

  /// The file list's keys: moves, Enter (to the file) and Esc.
  public mutating func performInFileList(_ action: PullRequestAction, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  {
    guard var jump = fileJump else { return .none }
    let height = DiffFileJumpView.listHeight(in: context.body, count: fileList.count)
    switch action {
    case .scrollUp: jump.move(by: -1, height: height)
    case .scrollDown: jump.move(by: 1, height: height)
    case .pageUp: jump.move(by: -max(1, height - 1), height: height)
    case .pageDown: jump.move(by: max(1, height - 1), height: height)
    case .closeFileList:
      fileJump = nil
      return .none
    case .jumpToFile:
      fileJump = nil
      guard let file = jump.selectedFile else { return .none }
      diff = DiffPosition(file: file, row: 0)
      clampDiff(context)
      cursor = nearestStop(diff, context) ?? diff
      rangeStart = nil
      selectUnderCursor(context)
      return .none
    default: return .none
    }
    fileJump = jump
    return .none
  }

  /// Scrolls the diff by `delta` rows, across files, then keeps the last row from rising above
  /// the bottom. Top and bottom go straight there, laying out no file between.
  public mutating func scrollDiff(by delta: Int, _ context: ScreenContext) {
    let count = fileList.count
    guard count > 0 else { return }
    if delta <= Int.min / 4 {
      diff = DiffPosition()
      return
    }
    if delta >= Int.max / 4 {
      diff = lastTop(context)
      return
    }
    var position = diff
    scrollPosition(&position, by: delta, context)
    diff = position
    clampDiff(context)
  }

  /// `position` moved `delta` rows across files, stopping at the diff's ends.
  func scrollPosition(_ position: inout DiffPosition, by delta: Int, _ context: ScreenContext) {
    let count = fileList.count
    guard count > 0 else { return }
    var remaining = delta
    while remaining > 0 {
      let rows = layout(file: position.file, context).rows.count
      let room = rows - 1 - position.row
      if remaining <= room {
        position.row += remaining
        remaining = 0
      } else if position.file + 1 < count {
        remaining -= room + 1
        position = DiffPosition(file: position.file + 1, row: 0)
      } else {
        position.row = rows - 1
        remaining = 0
      }
    }
    while remaining < 0 {
      if position.row + remaining >= 0 {
        position.row += remaining
        remaining = 0
      } else if position.file > 0 {
        remaining += position.row + 1
        let previous = layout(file: position.file - 1, context).rows.count
        position = DiffPosition(file: position.file - 1, row: previous - 1)
      } else {
        position.row = 0
        remaining = 0
      }
    }
  }

  /// `n` `N` `]` `[`: the next or previous hunk's header, or file's, at the top.
  public mutating func moveInDiff(_ action: PullRequestAction, _ context: ScreenContext) {
    let count = fileList.count
    guard count > 0 else { return }
    switch action {
    case .nextFile:
      // The next file not viewed, as GitHub's own jump goes; past the last, the next file.
      let next =
        review == nil
        ? nil : (diff.file + 1..<count).first { !isViewed(file: $0, context.keys) }
      diff = DiffPosition(file: next ?? min(diff.file + 1, count - 1), row: 0)
    case .previousFile:
      diff = DiffPosition(file: diff.row > 0 ? diff.file : max(0, diff.file - 1), row: 0)
    case .nextHunk:
      var file = diff.file
      var after = diff.row
      // Files without hunks (binary, too large) are passed over; at most every file once.
      while file < count {
        if let start = layout(file: file, context).hunkStarts.first(where: { $0 > after }) {
          diff = DiffPosition(file: file, row: start)
          break
        }
        file += 1
        after = -1
      }
    case .previousHunk:
      var file = diff.file
      var before = diff.row
      while file >= 0 {
        let starts = layout(file: file, context).hunkStarts
        if let start = starts.last(where: { $0 < before }) {
          diff = DiffPosition(file: file, row: start)
          break
        }
        file -= 1
        before = Int.max
      }
    default:
      return
    }
    clampDiff(context)
  }

  /// `}` `{`: the next or previous thread after the cursor, in the
  /// diff's order, selected and brought near the top; with `threads.unresolved_first`, the
  /// next unresolved one while there is one that way. Only the files it lands on or starts
  /// from are laid out: the files with threads are known without a layout.
  public mutating func moveToThread(forward: Bool, _ context: ScreenContext) {
    guard !diffThreads.files.isEmpty else { return }
    // From the cursor: on a thread, that is the selected one.
    placeCursor(context)
    let found =
      (context.environment.unresolvedThreadsFirst
        ? thread(from: cursor, forward: forward, unresolvedOnly: true, context) : nil)
      ?? thread(from: cursor, forward: forward, unresolvedOnly: false, context)
    guard let found else { return }
    cursor = found
    rangeStart = nil
    diff = DiffPosition(file: found.file, row: max(0, found.row - Self.threadContext))
    clampDiff(context)
    selectUnderCursor(context)
  }

  /// Where the first thread after (or before) `start` begins, looking at each file with
  /// threads at most once.
  private func thread(
    from start: DiffPosition, forward: Bool, unresolvedOnly: Bool, _ context: ScreenContext
  ) -> DiffPosition? {
    let withThreads = diffThreads.files
    var file = start.file
    var from = start.row
    for _ in 0...withThreads.count {
      if diffThreads.byFile[file] != nil {
        let starts = layout(file: file, context).threadStarts
        let found =
          forward
          ? starts.first { $0.row > from && !(unresolvedOnly && $0.isResolved) }
          : starts.last { $0.row < from && !(unresolvedOnly && $0.isResolved) }
        if let found { return DiffPosition(file: file, row: found.row) }
      }
      let next =
        forward ? withThreads.first { $0 > file } : withThreads.last { $0 < file }
      guard let next else { return nil }
      file = next
      from = forward ? -1 : Int.max
    }
    return nil
  }

  /// Rows of code kept above a thread `}` brings to the top.
  public static let threadContext = 2

  /// Keeps the diff's top at or above the last page's, so its end never rises from the bottom.
  public mutating func clampDiff(_ context: ScreenContext) {
    let count = fileList.count
    guard count > 0 else {
      diff = DiffPosition()
      return
    }
    if diff.file >= count { diff = DiffPosition(file: count - 1, row: 0) }
    // Every file has a row at least, so the last page starts in one of the last `height`
    // files: a position before those is on no later page, and nothing needs laying out.
    guard diff.file >= count - max(1, context.height) else { return }
    let last = lastTop(context)
    if diff.file > last.file || (diff.file == last.file && diff.row > last.row) { diff = last }
  }

  /// The top of the last page: found from the end by laying out only the last files that fill
  /// one screen.
  public func lastTop(_ context: ScreenContext) -> DiffPosition {
    var needed = max(1, context.height)
    var file = fileList.count - 1
    while file >= 0 {
      let rows = layout(file: file, context).rows.count
      if rows >= needed { return DiffPosition(file: file, row: rows - needed) }
      needed -= rows
      file -= 1
    }
    return DiffPosition()
  }
}
