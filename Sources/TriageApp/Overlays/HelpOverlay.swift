import AppCore
import ErrorHandling
import FoundationEssentials
import Localization
import TerminalUI

/// The `?` overlay: every binding of the current screen, in a framed box over it. When the rows
/// don't fit (40×12, say) the list scrolls, and the last line says how and where it is.
enum HelpOverlay {
  static let closingHint = LocalizedText(en: "Esc or ? closes", ja: "Esc か ? で閉じる")
  /// The label of the row that keeps the config file's problem in view.
  static let configurationLabel = LocalizedText(en: "config", ja: "設定")

  /// The last line while the rows scroll: the keys that move them from here, the rows shown
  /// and how many there are. At the end only the way back up is offered.
  static func scrollHint(first: Int, last: Int, total: Int) -> LocalizedText {
    guard last < total else {
      return LocalizedText(
        en: "↑ PgUp scroll · \(first)-\(last)/\(total) · Esc closes",
        ja: "↑ スクロール · \(first)-\(last)/\(total) · Esc 閉じる")
    }
    return LocalizedText(
      en: "↑↓ PgDn scroll · \(first)-\(last)/\(total) · Esc closes",
      ja: "↑↓ スクロール · \(first)-\(last)/\(total) · Esc 閉じる")
  }

  /// The rows: each binding that has a label, then the wheel where rows move.
  static func rows(for bindings: [KeyBinding], wheel: Bool, words: ChromeWords)
    -> [(keys: String, action: String)]
  {
    var rows = bindings.filter { !$0.label.isEmpty }.map { ($0.label, words($0.description)) }
    if wheel { rows.append((words(.wheel), words(.scroll))) }
    return rows
  }

  /// The rows as the box shows them in `area`: an action too wide for the box is wrapped at
  /// word boundaries onto lines of its own under the action column, so that nothing is cut
  /// mid-word at 40 columns.
  static func lines(
    _ rows: [(keys: String, action: String)], in area: Rect
  ) -> [(keys: String, action: String)] {
    let keyWidth = rows.map(\.keys.displayWidth).max() ?? 0
    let available = max(8, area.width - 4 - keyWidth - 2)
    return rows.flatMap { row -> [(keys: String, action: String)] in
      guard row.action.displayWidth > available else { return [row] }
      let pieces = row.action.wrapped(toWidth: available)
      return pieces.enumerated().map { (index, piece) in (index == 0 ? row.keys : "", piece) }
    }
  }

  /// How many rows the box shows at once in `area`: its height less the frame, the title, the
  /// blank lines around the rows and the hint.
  static func visibleRowCount(rowCount: Int, in area: Rect) -> Int {
    let height = min(area.height, rowCount + 6)
    return max(0, min(rowCount, height - 6))
  }

  /// The largest scroll offset: the last row at the bottom of the box.
  static func maximumOffset(rowCount: Int, in area: Rect) -> Int {
    max(0, rowCount - visibleRowCount(rowCount: rowCount, in: area))
  }

  static func draw(
    title: String, rows: [(keys: String, action: String)], offset: Int = 0, in area: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    let visible = visibleRowCount(rowCount: rows.count, in: area)
    let first = min(max(0, offset), maximumOffset(rowCount: rows.count, in: area))
    let scrolls = visible < rows.count
    let hint =
      scrolls
      ? theme.keyNames(
        theme.words(scrollHint(first: first + 1, last: first + visible, total: rows.count)))
      : theme.words(closingHint)
    let keyWidth = rows.map(\.keys.displayWidth).max() ?? 0
    let actionWidth = rows.map(\.action.displayWidth).max() ?? 0
    let contentWidth = max(keyWidth + 2 + actionWidth, title.displayWidth, hint.displayWidth)
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
    canvas.cursor = Point(x: inside.minX, y: y)
    y += 2
    for row in rows.dropFirst(first).prefix(visible) {
      let keys = row.keys.padded(toWidth: keyWidth)
      let used = canvas.draw(
        keys, at: Point(x: inside.minX, y: y), style: theme.footerKey, maxWidth: inside.width)
      canvas.draw(
        row.action, at: Point(x: inside.minX + used + 2, y: y), style: .plain,
        maxWidth: max(0, inside.width - used - 2))
      y += 1
    }
    if inside.height >= 3 {
      canvas.draw(
        fitted(hint, toWidth: inside.width), at: Point(x: inside.minX, y: inside.maxY - 1),
        style: theme.meta)
    }
  }

  /// The hint at `width`: its ` · ` parts left out from the last (how to close it, then where
  /// the rows are) while it is too wide, and only then cut with `…`, so that a part is whole
  /// or left out rather than a word cut short.
  static func fitted(_ hint: String, toWidth width: Int) -> String {
    var parts = hint.components(separatedBy: " · ")
    while parts.count > 1, parts.joined(separator: " · ").displayWidth > width {
      parts.removeLast()
    }
    return parts.joined(separator: " · ").ellipsised(toWidth: width)
  }
}
