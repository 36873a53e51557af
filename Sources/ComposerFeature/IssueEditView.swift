import AppCore
import IssueDomain
import Localization
import TerminalUI

/// Draws the issue editor: a heading naming the issue, the title field on its own row, then
/// the body's text area, whose last row shows an inline error. Pure.
public enum IssueEditView {
  public static func draw(
    _ screen: IssueEditScreen, in body: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let rect = ComposerView.textRect(body)
    guard !rect.isEmpty else { return }
    let words = theme.words
    let heading = words(.editIssueOn("\(screen.repository)#\(screen.reference.number)"))
    canvas.draw(heading.ellipsised(toWidth: rect.width), in: rect.row(0), style: theme.title)
    guard rect.height > 1 else { return }
    let field = areaRect(rect)
    IssueTextFormView.draw(
      screen.form, titleRow: rect.row(1), field: field,
      message: messageLines(screen, in: field), isEditing: screen.phase == .editing,
      placeholder: .bodyPlaceholder, canvas: &canvas, theme: theme)
  }

  /// Below the heading and the title row.
  public static func areaRect(_ rect: Rect) -> Rect {
    Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
  }

  /// The inline message's rows under the text.
  public static func messageLines(_ screen: IssueEditScreen, in field: Rect) -> [String] {
    IssueTextFormView.messageLines(screen.inlineMessage, in: field)
  }

  /// The text area's size in `body`: what its scrolling is measured in.
  public static func textSize(_ screen: IssueEditScreen, in body: Rect) -> Size {
    let field = areaRect(ComposerView.textRect(body))
    let rows = messageLines(screen, in: field).count
    return Size(width: field.width, height: max(0, field.height - rows))
  }
}
