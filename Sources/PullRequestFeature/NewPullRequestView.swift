import AppCore
import ComposerFeature
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// Draws the new-pull-request form: a heading naming the repository and the branches (and a
/// notice under it), the title and base fields, a row each for draft, reviewers and labels,
/// then the body's text area with the inline message at its foot. Stopped, the reason, wrapped.
/// Pure.
public enum NewPullRequestView {
  public static func draw(
    _ screen: NewPullRequestScreen, in body: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let rect = ComposerView.textRect(body)
    guard !rect.isEmpty else { return }
    let words = theme.words
    let repository = screen.repository.description
    let heading =
      screen.head.isEmpty
      ? words(.newPullRequestIn(repository))
      : words(.newPullRequestIn(repository, head: screen.head, base: screen.base))
    canvas.draw(heading.ellipsised(toWidth: rect.width), in: rect.row(0), style: theme.title)
    if let notice = screen.notice, screen.isWritten, rect.height > 1 {
      canvas.draw(
        words(notice).ellipsised(toWidth: rect.width), in: rect.row(1), style: theme.meta)
    }
    switch screen.phase {
    case .loading:
      if rect.height > 2 {
        canvas.draw(
          words(.readingCheckout).ellipsised(toWidth: rect.width), in: rect.row(2),
          style: theme.meta)
      }
    case .stopped(let reason):
      for (index, line) in words(reason).wrapped(toWidth: rect.width).enumerated()
      where 2 + index < rect.height {
        canvas.draw(line, in: rect.row(2 + index), style: theme.status)
      }
    case .editing, .inEditor, .sending, .closed:
      drawForm(screen, in: rect, canvas: &canvas, theme: theme)
    }
  }

  private static func drawForm(
    _ screen: NewPullRequestScreen, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let top = headerRows(screen)
    guard rect.height > top else { return }
    let editing = screen.phase == .editing
    let words = theme.words
    if rect.height > top + 1 {
      let line = rect.row(top + 1)
      let label = marker(editing && screen.row == .base) + words(.baseField) + ": "
      canvas.draw(label, in: line, style: theme.meta)
      let width = label.displayWidth
      screen.baseField.draw(
        in: Rect(x: line.x + width, y: line.y, width: max(0, line.width - width), height: 1),
        style: .plain, isFocused: editing && screen.row == .base, canvas: &canvas)
    }
    let rows: [(NewPullRequestScreen.Row, LocalizedText, String)] = [
      (.draft, .draftField, words(screen.isDraft ? .yesDraft : .noDraft)),
      (.reviewers, .reviewersField, list(screen.reviewers, theme)),
      (.labels, .labelsField, list(screen.labels, theme)),
    ]
    for (offset, (row, name, value)) in rows.enumerated() where top + 2 + offset < rect.height {
      let focused = editing && screen.row == row
      let style = focused ? Style(attributes: theme.panes.selection) : theme.meta
      canvas.draw(
        (marker(focused) + "\(words(name)): \(value)").ellipsised(toWidth: rect.width),
        in: rect.row(top + 2 + offset), style: style)
    }
    let field = areaRect(rect, screen)
    IssueTextFormView.draw(
      screen.form, titleRow: rect.row(top), field: field,
      message: IssueTextFormView.messageLines(screen.inlineMessage, in: field),
      isEditing: editing && (screen.row == .title || screen.row == .body),
      placeholder: screen.phase == .sending ? .openingPullRequest : .newPullRequestBodyPlaceholder,
      canvas: &canvas, theme: theme)
  }

  private static func marker(_ focused: Bool) -> String { focused ? "▸ " : "  " }

  private static func list(_ names: [String], _ theme: Theme) -> String {
    names.isEmpty ? theme.words(.noneChosen) : names.joined(separator: ", ")
  }

  /// The heading, and the notice's row when there is one.
  public static func headerRows(_ screen: NewPullRequestScreen) -> Int {
    screen.notice == nil ? 1 : 2
  }

  /// Below the heading, the title, base, draft, reviewers and labels rows.
  public static func areaRect(_ rect: Rect, _ screen: NewPullRequestScreen) -> Rect {
    let top = headerRows(screen) + 5
    return Rect(x: rect.x, y: rect.y + top, width: rect.width, height: max(0, rect.height - top))
  }

  /// The text area's size in `body`: what its scrolling is measured in.
  public static func textSize(_ screen: NewPullRequestScreen, in body: Rect) -> Size {
    let field = areaRect(ComposerView.textRect(body), screen)
    let rows = IssueTextFormView.messageLines(screen.inlineMessage, in: field).count
    return Size(width: field.width, height: max(0, field.height - rows))
  }
}
