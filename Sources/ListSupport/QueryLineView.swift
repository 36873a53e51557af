import AppCore
import TerminalUI

/// A line typed into at the top of a list (the issue lists' query, the inbox's and the
/// repositories' filter): `prefix`, the field with its cursor, and `hint` over the field while
/// it is empty. Returns the field's rectangle.
public enum QueryLineView {
  @discardableResult
  public static func draw(
    _ line: TextField, prefix: String = "/ ", hint: String, in row: Rect, canvas: inout Canvas,
    theme: Theme
  ) -> Rect {
    let used = canvas.draw(prefix, in: row, style: theme.title)
    let field = row.inset(left: used)
    line.draw(in: field, style: theme.field, isFocused: true, canvas: &canvas)
    if line.text.isEmpty {
      canvas.draw(
        hint.ellipsised(toWidth: max(0, field.width - 1)), in: field.inset(left: 1),
        style: theme.meta)
    }
    return field
  }
}
