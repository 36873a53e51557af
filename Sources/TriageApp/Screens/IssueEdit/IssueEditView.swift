import Localization
import TerminalUI

/// Draws the issue editor: a heading naming the issue, the title field on its own row, then
/// the body's text area, whose last row shows an inline error. Pure.
enum IssueEditView {
  static func draw(_ screen: IssueEditScreen, in body: Rect, canvas: inout Canvas, theme: Theme) {
    let rect = ComposerView.textRect(body)
    guard !rect.isEmpty else { return }
    let words = theme.words
    let heading = words(.editIssueOn("\(screen.repository)#\(screen.reference.number)"))
    canvas.draw(heading.ellipsised(toWidth: rect.width), in: rect.row(0), style: theme.title)
    guard rect.height > 1 else { return }
    let label = words(.titleLabel).ellipsised(toWidth: rect.width)
    let labelWidth = label.displayWidth
    canvas.draw(label, in: rect.row(1), style: theme.meta)
    let titleRow = rect.row(1)
    screen.titleField.draw(
      in: Rect(
        x: titleRow.x + labelWidth, y: titleRow.y, width: max(0, titleRow.width - labelWidth),
        height: 1),
      style: .plain, isFocused: screen.focus == .title && screen.phase == .editing,
      canvas: &canvas)
    var field = areaRect(rect)
    let message = messageLines(screen, in: field)
    for (index, line) in message.enumerated() {
      let y = field.y + field.height - message.count + index
      canvas.draw(
        line, in: Rect(x: field.x, y: y, width: field.width, height: 1), style: theme.status)
    }
    field.height -= message.count
    var text = TextAreaTheme.standard
    text.error = theme.status
    text.placeholder = theme.meta
    screen.area.draw(
      in: field, placeholder: words(.bodyPlaceholder),
      error: screen.area.refusedInput ? words(.commentTooLong) : nil,
      isFocused: screen.focus == .body && screen.phase == .editing, theme: text, canvas: &canvas)
  }

  /// Below the heading and the title row.
  static func areaRect(_ rect: Rect) -> Rect {
    Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
  }

  /// The inline message's rows under the text. It wraps rather than being cut to one row: a
  /// conflict's says which key overwrites and which discards, and at 40 columns one row would
  /// lose that. The text keeps at least a row.
  static func messageLines(_ screen: IssueEditScreen, in field: Rect) -> [String] {
    guard let message = screen.inlineMessage, !message.isEmpty else { return [] }
    return Array(message.wrapped(toWidth: field.width).prefix(max(0, field.height - 1)))
  }

  /// The text area's size in `body`: what its scrolling is measured in.
  static func textSize(_ screen: IssueEditScreen, in body: Rect) -> Size {
    let field = areaRect(ComposerView.textRect(body))
    let rows = messageLines(screen, in: field).count
    return Size(width: field.width, height: max(0, field.height - rows))
  }
}
