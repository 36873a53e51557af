import AppCore
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// Draws the new-issue form: a heading naming the repository (and a notice under it), the
/// title field, a row each for the labels, assignees and milestone, then the body's text area
/// with the inline message at its foot. The template choice is the writes' choice box over it.
/// Pure.
public enum NewIssueView {
  public static func draw(
    _ screen: NewIssueScreen, in body: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let rect = ComposerView.textRect(body)
    guard !rect.isEmpty else { return }
    let words = theme.words
    let heading = words(.newIssueIn(screen.repository.description))
    canvas.draw(heading.ellipsised(toWidth: rect.width), in: rect.row(0), style: theme.title)
    if let notice = screen.notice, rect.height > 1 {
      canvas.draw(
        words(notice).ellipsised(toWidth: rect.width), in: rect.row(1), style: theme.meta)
    }
    switch screen.phase {
    case .loading:
      let row = rect.height > 2 ? rect.row(2) : rect.row(0)
      if rect.height > 2 {
        canvas.draw(
          words(.templatesLoading).ellipsised(toWidth: row.width), in: row, style: theme.meta)
      }
    case .choosing:
      drawChoice(screen, in: body, canvas: &canvas, theme: theme)
    case .editing, .inEditor, .sending, .closed:
      drawForm(screen, in: rect, canvas: &canvas, theme: theme)
    }
  }

  private static func drawForm(
    _ screen: NewIssueScreen, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let top = headerRows(screen)
    guard rect.height > top else { return }
    let editing = screen.phase == .editing
    let rows: [(NewIssueScreen.Row, LocalizedText, String)] = [
      (.labels, .labelsField, list(screen.labels, theme)),
      (.assignees, .assigneesField, list(screen.assignees, theme)),
      (.milestone, .milestoneField, screen.milestone?.title ?? theme.words(.noneChosen)),
    ]
    for (offset, (row, name, value)) in rows.enumerated() where top + 1 + offset < rect.height {
      let line = rect.row(top + 1 + offset)
      let focused = editing && screen.row == row
      let text = "\(theme.words(name)): \(value)"
      let style = focused ? Style(attributes: theme.panes.selection) : theme.meta
      canvas.draw((focused ? "▸ " : "  ") + text, in: line, style: style)
    }
    let field = areaRect(rect, screen)
    IssueTextFormView.draw(
      screen.form, titleRow: rect.row(top), field: field,
      message: IssueTextFormView.messageLines(screen.inlineMessage, in: field),
      isEditing: editing && (screen.row == .title || screen.row == .body),
      placeholder: screen.phase == .sending ? .filing : .newIssueBodyPlaceholder,
      canvas: &canvas, theme: theme)
  }

  private static func drawChoice(
    _ screen: NewIssueScreen, in body: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let words = theme.words
    let options =
      screen.templates.map { template in
        switch template.kind {
        case .markdown:
          template.about.isEmpty ? template.name : "\(template.name) · \(template.about)"
        case .form:
          "\(template.name) · \(words(.opensInBrowser))"
        }
      } + [words(.blankIssue)]
    WriteOverlayView.drawChoiceBox(
      title: words(.chooseTemplateTitle), status: nil, options: options,
      selection: screen.selection, hint: words(.chooseTemplateHint), in: body, canvas: &canvas,
      theme: theme)
  }

  /// `bug, docs`, or "none".
  private static func list(_ names: [String], _ theme: Theme) -> String {
    names.isEmpty ? theme.words(.noneChosen) : names.joined(separator: ", ")
  }

  /// The heading, and the notice's row when there is one.
  public static func headerRows(_ screen: NewIssueScreen) -> Int { screen.notice == nil ? 1 : 2 }

  /// Below the heading, the title and the three pickers' rows.
  public static func areaRect(_ rect: Rect, _ screen: NewIssueScreen) -> Rect {
    let top = headerRows(screen) + 4
    return Rect(x: rect.x, y: rect.y + top, width: rect.width, height: max(0, rect.height - top))
  }

  /// The text area's size in `body`: what its scrolling is measured in.
  public static func textSize(_ screen: NewIssueScreen, in body: Rect) -> Size {
    let field = areaRect(ComposerView.textRect(body), screen)
    let rows = IssueTextFormView.messageLines(screen.inlineMessage, in: field).count
    return Size(width: field.width, height: max(0, field.height - rows))
  }
}
