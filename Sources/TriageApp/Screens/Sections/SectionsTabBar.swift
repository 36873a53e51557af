import TerminalUI

/// The row of section tabs: ` 1 Assigned to me 12 │ 2 Created by me 3 │ …`, the selected one in
/// reverse video. Tabs that don't fit are cut from the far side of the selected one.
enum SectionsTabBar {
  static func draw(
    _ tabs: [(title: String, count: String?)], selected: Int, in row: Rect, canvas: inout Canvas,
    theme: Theme
  ) {
    let labels = tabs.enumerated().map { index, tab in
      " \(index + 1) \(tab.title)\(tab.count.map { " \($0)" } ?? "") "
    }
    var first = 0
    while first < selected,
      labels[first...selected].reduce(0, { $0 + $1.displayWidth + 1 }) > row.width
    {
      first += 1
    }
    var x = row.x
    for index in labels.indices where index >= first {
      guard x < row.maxX else { break }
      let text = labels[index].ellipsised(toWidth: row.maxX - x)
      let style = index == selected ? Style(attributes: theme.panes.selection) : theme.meta
      x += canvas.draw(text, at: Point(x: x, y: row.y), style: style)
      // A cut tab is the last: no separator after it, as if another whole tab followed.
      guard text == labels[index] else { break }
      if x < row.maxX {
        x += canvas.draw("│", at: Point(x: x, y: row.y), style: theme.meta)
      }
    }
  }
}
