import AppCore
import TerminalUI

/// The row of section tabs: ` 1 Assigned to me 12 │ 2 Created by me 3 │ …`, the selected one in
/// reverse video, a separator only between tabs. When they don't all fit, the selected one
/// stays in view with as many neighbours as fit on both sides, and the side with tabs cut off
/// says so: `‹` before, and the next tab cut short with `…` (or `›`) after.
enum SectionsTabBar {
  static func draw(
    _ tabs: [(title: String, count: String?)], selected: Int, in row: Rect, canvas: inout Canvas,
    theme: Theme
  ) {
    guard !tabs.isEmpty, row.width > 0 else { return }
    let labels = tabs.enumerated().map { index, tab in
      " \(index + 1) \(tab.title)\(tab.count.map { " \($0)" } ?? "") "
    }
    let selected = min(max(0, selected), labels.count - 1)
    // In screen-reader mode the markers are words and tabs are parted by a comma: a reader
    // would name each glyph.
    let words = theme.screenReader
    let before = words ? theme.words(.moreTabs) + " " : "‹"
    let after = words ? " " + theme.words(.moreTabs) : "›"
    let separator = words ? "," : "│"
    let (first, last) = window(
      labels.map(\.displayWidth), around: selected, width: row.width,
      markerWidth: max(before.displayWidth, after.displayWidth))
    var x = row.x
    if first > 0 {
      x += canvas.draw(before, at: Point(x: x, y: row.y), style: theme.meta)
    }
    for index in first...last {
      if index > first {
        x += canvas.draw(separator, at: Point(x: x, y: row.y), style: theme.meta)
      }
      let style = index == selected ? Style(attributes: theme.panes.selection) : theme.meta
      let room = row.maxX - x - (last < labels.count - 1 ? after.displayWidth : 0)
      x += canvas.draw(
        labels[index].ellipsised(toWidth: max(0, room)), at: Point(x: x, y: row.y), style: style)
    }
    guard last < labels.count - 1, x < row.maxX else { return }
    if words {
      canvas.draw(
        after, at: Point(x: min(x, row.maxX - after.displayWidth), y: row.y), style: theme.meta)
      return
    }
    // The next tab as far as it fits, cut with `…`, then `›` if more follow it; only the
    // marker when there is no room.
    let more = last + 2 < labels.count
    let room = row.maxX - x - 1 - (more ? 1 : 0)
    if room >= 8 {
      x += canvas.draw("│", at: Point(x: x, y: row.y), style: theme.meta)
      x += canvas.draw(
        labels[last + 1].ellipsised(toWidth: room), at: Point(x: x, y: row.y), style: theme.meta)
      if more { canvas.draw("›", at: Point(x: x, y: row.y), style: theme.meta) }
    } else {
      canvas.draw("›", at: Point(x: row.maxX - 1, y: row.y), style: theme.meta)
    }
  }

  /// The run of tabs around `selected` that fits `width`, given each label's width, one column
  /// between tabs and `markerWidth` for each side's marker: neighbours are added on the left
  /// and the right in turn, so the selected tab keeps context on both sides.
  static func window(_ widths: [Int], around selected: Int, width: Int, markerWidth: Int = 1)
    -> (Int, Int)
  {
    var first = selected
    var last = selected
    func needed(_ first: Int, _ last: Int) -> Int {
      let tabs = widths[first...last].reduce(0, +) + (last - first)
      return tabs + (first > 0 ? markerWidth : 0) + (last < widths.count - 1 ? markerWidth : 0)
    }
    var grew = true
    while grew {
      grew = false
      if first > 0, needed(first - 1, last) <= width {
        first -= 1
        grew = true
      }
      if last + 1 < widths.count, needed(first, last + 1) <= width {
        last += 1
        grew = true
      }
    }
    return (first, last)
  }
}
