import TerminalUI

/// The `?` overlay: every binding of the current screen, in a framed box over it.
enum HelpOverlay {
  /// The rows: each binding that has a label, then the wheel where rows move.
  static func rows(for bindings: [KeyBinding], wheel: Bool, words: ChromeWords)
    -> [(keys: String, action: String)]
  {
    var rows = bindings.filter { !$0.label.isEmpty }.map { ($0.label, words($0.description)) }
    if wheel { rows.append((words(.wheel), words(.scroll))) }
    return rows
  }

  static func draw(
    title: String, rows: [(keys: String, action: String)], in area: Rect, canvas: inout Canvas,
    theme: Theme
  ) {
    let keyWidth = rows.map(\.keys.displayWidth).max() ?? 0
    let actionWidth = rows.map(\.action.displayWidth).max() ?? 0
    let closingHint = theme.words(.helpClosingHint)
    let contentWidth = max(keyWidth + 2 + actionWidth, title.displayWidth, closingHint.displayWidth)
    let width = min(area.width, contentWidth + 4)
    let height = min(area.height, rows.count + 6)
    guard width >= 8, height >= 4 else { return }
    let box = area.centered(width: width, height: height)
    canvas.fill(box)
    canvas.drawFrame(box, style: theme.alert.border)
    let inside = box.inset(by: 1).inset(left: 1, right: 1)
    var y = inside.minY
    canvas.draw(
      title.ellipsised(toWidth: inside.width), at: Point(x: inside.minX, y: y), style: theme.title)
    y += 2
    let available = inside.maxY - y - 2
    let shown = rows.count <= available ? rows[...] : rows.prefix(max(0, available - 1))
    for row in shown {
      let keys = row.keys.padded(toWidth: keyWidth)
      let used = canvas.draw(
        keys, at: Point(x: inside.minX, y: y), style: theme.footerKey, maxWidth: inside.width)
      canvas.draw(
        row.action, at: Point(x: inside.minX + used + 2, y: y), style: .plain,
        maxWidth: max(0, inside.width - used - 2))
      y += 1
    }
    if shown.count < rows.count, y < inside.maxY {
      canvas.draw("…", at: Point(x: inside.minX, y: y), style: theme.meta)
    }
    if inside.height >= 3 {
      canvas.draw(
        closingHint.ellipsised(toWidth: inside.width),
        at: Point(x: inside.minX, y: inside.maxY - 1),
        style: theme.meta)
    }
  }
}
