import AppCore
import Localization
import TerminalUI

/// Draws an `IssueTextForm`: the title field on its row after its label, and the body's text
/// area with the form's message wrapped in its last rows. The issue editor's and the new-issue
/// form's. Pure.
public enum IssueTextFormView {
  /// The title on `titleRow`; the body in `field`, less the message's rows at its foot.
  public static func draw(
    _ form: IssueTextForm, titleRow: Rect, field: Rect, message: [String], isEditing: Bool,
    placeholder: LocalizedText, canvas: inout Canvas, theme: Theme
  ) {
    let words = theme.words
    let label = words(.titleLabel).ellipsised(toWidth: titleRow.width)
    let labelWidth = label.displayWidth
    canvas.draw(label, in: titleRow, style: theme.meta)
    form.titleField.draw(
      in: Rect(
        x: titleRow.x + labelWidth, y: titleRow.y, width: max(0, titleRow.width - labelWidth),
        height: 1),
      style: .plain, isFocused: form.focus == .title && isEditing, canvas: &canvas)
    var field = field
    for (index, line) in message.enumerated() {
      let y = field.y + field.height - message.count + index
      canvas.draw(
        line, in: Rect(x: field.x, y: y, width: field.width, height: 1), style: theme.status)
    }
    field.height -= message.count
    var text = TextAreaTheme.standard
    text.error = theme.status
    text.placeholder = theme.meta
    form.area.draw(
      in: field, placeholder: words(placeholder),
      error: form.area.refusedInput ? words(.commentTooLong) : nil,
      isFocused: form.focus == .body && isEditing, theme: text, canvas: &canvas)
  }

  /// `message`'s rows under the text in `field`. It wraps rather than being cut to one row: a
  /// conflict's says which key overwrites and which discards, and at 40 columns one row would
  /// lose that. The text keeps at least a row.
  public static func messageLines(_ message: String?, in field: Rect) -> [String] {
    guard let message, !message.isEmpty else { return [] }
    return Array(message.wrapped(toWidth: field.width).prefix(max(0, field.height - 1)))
  }
}
