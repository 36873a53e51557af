import AppCore
import IssueDomain
import Localization
import TerminalUI

/// Draws the diff's file list over the diff: a frame with the title and position in its top
/// border, the filter line, then one file a row (its path with the filter's matches
/// highlighted, then its counts). Server text goes through the canvas, which keeps it inert.
public enum DiffFileJumpView {
  /// The list's frame in the diff's area for `count` files: up to 72 columns and 20 rows,
  /// centred; the same size whatever the filter leaves, so it doesn't jump as one types.
  public static func frame(in area: Rect, count: Int) -> Rect {
    let width = min(72, max(0, area.width - 2))
    let height = min(20, max(4, count + 3), area.height)
    return area.centered(width: width, height: height)
  }

  /// Rows of files the list shows in `area`: the frame less its borders and the filter line.
  public static func listHeight(in area: Rect, count: Int) -> Int {
    max(1, frame(in: area, count: count).height - 3)
  }

  /// `viewed` are the files the account marked viewed, by index: each is marked, and the
  /// title counts them when there are any.
  public static func draw(
    _ jump: DiffFileJump, files: [PullRequestFile], viewed: Set<Int> = [], in area: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    let frame = frame(in: area, count: files.count)
    guard frame.width >= 8, frame.height >= 4 else { return }
    let words = theme.words
    canvas.fill(frame)
    canvas.drawFrame(frame, style: theme.alert.border)
    let inner = frame.inset(left: 1, right: 1)
    let count = viewed.isEmpty ? "" : " · " + words(.viewedOf(viewed.count, files.count))
    let title = " \(words(.fileListTitle))\(count) ".ellipsised(toWidth: max(0, inner.width - 2))
    let used = canvas.draw(title, at: Point(x: inner.x + 1, y: frame.y), style: theme.title)
    if !jump.rows.isEmpty {
      let position = " \(jump.selection + 1)/\(jump.rows.count) "
      let x = frame.maxX - 1 - position.displayWidth
      if x > inner.x + 1 + used { canvas.draw(position, at: Point(x: x, y: frame.y)) }
    }
    let filterRow = Rect(x: inner.x, y: frame.y + 1, width: inner.width, height: 1)
    let prompt = canvas.draw(words(.fileListFilter), in: filterRow, style: theme.meta)
    jump.filter.draw(
      in: filterRow.inset(left: min(filterRow.width, prompt)), style: .plain, isFocused: true,
      canvas: &canvas)
    let list = Rect(x: inner.x, y: frame.y + 2, width: inner.width, height: frame.height - 3)
    guard !jump.rows.isEmpty else {
      canvas.draw(
        words(.fileListNoMatches).ellipsised(toWidth: list.width), in: list.row(0),
        style: theme.meta)
      return
    }
    for (offset, row) in jump.rows.dropFirst(jump.top).prefix(list.height).enumerated()
    where row.file < files.count {
      let rect = list.row(offset)
      let selected = jump.top + offset == jump.selection
      let style = selected ? Style(attributes: theme.panes.selection) : Style.plain
      if selected { canvas.fill(rect, style: style) }
      let file = files[row.file]
      let mark = viewed.contains(row.file) ? " " + words(.viewedMark) : ""
      let counts = "\(mark) +\(file.additions) −\(file.deletions)"
      let room = max(0, rect.width - 2 - counts.displayWidth)
      let start = rect.inset(left: 1)
      let (path, match) = spokenPath(file, match: row.match, theme)
      let drawn = FuzzyFilter.draw(
        path, match: match, at: Point(x: start.x, y: start.y), maxWidth: room, style: style,
        canvas: &canvas)
      if rect.width - 2 - drawn >= counts.displayWidth {
        canvas.draw(
          counts, at: Point(x: rect.maxX - 1 - counts.displayWidth, y: rect.y),
          style: selected ? style : theme.meta)
      }
    }
  }

  /// The row's path and its matched letters; in screen-reader mode a rename's `←` is a word
  /// (`new from old`), and the letters matched after it move along by the word's length.
  static func spokenPath(_ file: PullRequestFile, match: FuzzyMatch?, _ theme: Theme)
    -> (String, FuzzyMatch?)
  {
    var path = DiffFileJump.path(file)
    guard theme.screenReader, let arrow = path.firstIndex(of: "←") else { return (path, match) }
    let word = theme.words(.renamedFrom)
    let offset = path.distance(from: path.startIndex, to: arrow)
    path.replaceSubrange(arrow...arrow, with: word)
    var moved = match
    moved?.positions = (match?.positions ?? []).map { $0 > offset ? $0 + word.count - 1 : $0 }
    return (path, moved)
  }
}
