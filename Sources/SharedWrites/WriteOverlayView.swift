import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// Draws the close-reason choice or a picker over the screen, and the write banner.
public enum WriteOverlayView {
  public static func draw(
    _ overlay: WriteOverlay, tick: Int, in size: Size, canvas: inout Canvas, theme: Theme,
    keys: PickerKeys = PickerKeys()
  ) {
    switch overlay {
    case .closeReason(let choice):
      drawCloseReason(choice, in: Rect(size: size), canvas: &canvas, theme: theme, keys: keys)
    case .labels(let picker):
      drawPicker(
        picker, title: .labelsPickerTitle, empty: .noLabelsInRepository, tick: tick, in: size,
        canvas: &canvas, theme: theme, keys: keys)
    case .assignees(let picker):
      drawPicker(
        picker, title: picker.title ?? .assigneesPickerTitle, empty: .noAssignable, tick: tick,
        in: size,
        canvas: &canvas, theme: theme, keys: keys)
    case .milestone(let picker):
      drawPicker(
        picker, title: .milestonePickerTitle, empty: .noOpenMilestones,
        hint: .milestonePickerHint, tick: tick, in: size, canvas: &canvas, theme: theme,
        keys: keys)
    case .reactions(let choice):
      ReactionChoiceView.draw(
        choice, in: Rect(size: size), canvas: &canvas, theme: theme, keys: keys)
    }
  }

  public static func pickerWords(
    _ words: ChromeWords, hint: LocalizedText = .pickerHint, keys: PickerKeys = PickerKeys(),
    theme: Theme = .standard
  ) -> PickerWords {
    PickerWords(
      filterPrompt: words(.pickerFilter), hint: theme.keyNames(keys.hint(words(hint))),
      noMatches: words(.pickerNoMatches))
  }

  /// A picker for an issue (or a form): its title and the issue's number, its list, and
  /// GitHub's refusal of the last Enter in place of the hint.
  public static func drawPicker<Item: Pickable & Equatable>(
    _ picker: IssuePicker<Item>, title: LocalizedText, empty: LocalizedText,
    hint: LocalizedText = .pickerHint, tick: Int, in size: Size, canvas: inout Canvas,
    theme: Theme, keys: PickerKeys
  ) where Item.ID == String {
    let words = theme.words
    // For a form, the issue isn't filed yet: it has no number to show, only its form's name.
    let form: LocalizedText = picker.issue.isPullRequest ? .newPullRequestTitle : .newIssueTitle
    let heading =
      picker.forForm
      ? "\(words(title)) · \(words(form))"
      : "\(words(title)) · #\(picker.issue.number)"
    PickerView(
      state: picker.state, title: heading, emptyMessage: words(empty),
      words: pickerWords(words, hint: hint, keys: keys, theme: theme), theme: theme.panes,
      tick: tick
    ).draw(in: size, canvas: &canvas)
    // GitHub's refusal of the last Enter replaces the hint, in the error style.
    let frame = PickerView<Item, PageCursor, AppError>.frame(in: size)
    guard let message = picker.message, frame.width >= 8, frame.height >= 5 else { return }
    let row = Rect(x: frame.x + 1, y: frame.maxY - 2, width: frame.width - 2, height: 1)
    canvas.fill(row)
    canvas.draw(message.ellipsised(toWidth: row.width), in: row, style: theme.panes.error)
  }

  private static func drawCloseReason(
    _ choice: CloseReasonChoice, in area: Rect, canvas: inout Canvas, theme: Theme,
    keys: PickerKeys
  ) {
    let words = theme.words
    let title = "\(words(.closeReasonTitle)) · #\(choice.issue.number)"
    let options = [words(.closeCompleted), words(.closeNotPlanned)]
    let hint = theme.keyNames(keys.hint(words(.closeReasonHint)))
    let content = max(
      title.displayWidth, hint.displayWidth, (options.map(\.displayWidth).max() ?? 0) + 6)
    let width = min(area.width, content + 4)
    let height = min(area.height, 8)
    guard width >= 12, height >= 6 else { return }
    let box = area.centered(width: width, height: height)
    canvas.fill(box)
    canvas.drawFrame(box, style: theme.alert.border)
    let inside = box.inset(by: 1).inset(left: 1, right: 1)
    canvas.draw(title.ellipsised(toWidth: inside.width), in: inside.row(0), style: theme.title)
    for (index, option) in options.enumerated() {
      let row = inside.row(2 + index)
      let selected = index == choice.selection
      let text = "\(selected ? "▸" : " ") \(index + 1) \(option)"
      let style = selected ? Style(attributes: theme.panes.selection) : Style.plain
      if selected { canvas.fill(row, style: style) }
      canvas.draw(
        text.ellipsised(toWidth: row.width), in: row,
        style: style)
    }
    canvas.draw(hint.ellipsised(toWidth: inside.width), in: inside.row(5), style: theme.meta)
  }

  /// A framed choice: the title, a status line under it when there is one, the options (each
  /// already numbered) with the selected one highlighted and kept in view, and the hint at the
  /// bottom. With no selection the options are drawn as notes, dimmed.
  public static func drawChoiceBox(
    title: String, status: (text: String, style: Style)?, options: [String], selection: Int?,
    hint: String, in area: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let content = max(
      title.displayWidth, hint.displayWidth, (options.map(\.displayWidth).max() ?? 0) + 4,
      status?.text.displayWidth ?? 0)
    let width = min(area.width, content + 4)
    let height = min(area.height, options.count + 6)
    guard width >= 12, height >= 5 else { return }
    let box = area.centered(width: width, height: height)
    canvas.fill(box)
    canvas.drawFrame(box, style: theme.alert.border)
    let inside = box.inset(by: 1).inset(left: 1, right: 1)
    canvas.draw(title.ellipsised(toWidth: inside.width), in: inside.row(0), style: theme.title)
    if let status {
      canvas.draw(
        status.text.ellipsised(toWidth: inside.width), in: inside.row(1), style: status.style)
    }
    let room = max(0, inside.height - 3)
    let first = min(max(0, (selection ?? 0) - room + 1), max(0, options.count - room))
    for (offset, index) in (first..<min(options.count, first + room)).enumerated() {
      let row = inside.row(2 + offset)
      guard let selection else {
        canvas.draw(options[index].ellipsised(toWidth: row.width), in: row, style: theme.meta)
        continue
      }
      let selected = index == selection
      let text = "\(selected ? "▸" : " ") \(options[index])"
      let style = selected ? Style(attributes: theme.panes.selection) : Style.plain
      if selected {
        canvas.fill(row, style: style)
        // The terminal's cursor on the selected option, which a screen reader follows.
        canvas.cursor = Point(x: row.x, y: row.y)
      }
      canvas.draw(text.ellipsised(toWidth: row.width), in: row, style: style)
    }
    canvas.draw(
      hint.ellipsised(toWidth: inside.width), in: inside.row(inside.height - 1), style: theme.meta)
  }

  /// The failed write waiting for Retry (or a rate limit's wait, or a write being checked), on
  /// its notice row.
  public static func drawBanner(
    _ writes: PendingWrites, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    guard let banner = writes.notice, row.height > 0 else { return }
    let text = theme.words(bannerText(banner.entry, number: banner.reference.number, theme))
    canvas.fill(row, style: theme.panes.banner)
    canvas.draw(" \(text)".ellipsised(toWidth: row.width), in: row, style: theme.panes.banner)
  }

  /// What the banner says of `entry`: only what is known. A write whose answer was lost may
  /// have been made, so it is "may not have been saved" until the server says otherwise.
  public static func bannerText(
    _ entry: PendingWrites.Entry, number: Int, _ theme: Theme
  ) -> LocalizedText {
    switch entry.phase {
    case .checking:
      return .checkingWrite(entry.write, number: number)
    case .waiting(_, let remaining):
      return .waitingToResend(entry.write, number: number, remaining: remaining)
    case .failed(let failure), .resending(let failure):
      let message = failure.error.message(in: theme.words.language) ?? ""
      return entry.mayHaveReachedServer
        ? .mayNotBeSaved(entry.write, number: number, message: message)
        : .notSaved(entry.write, number: number, message: message)
    case .sending:
      return .pendingMark
    }
  }
}
