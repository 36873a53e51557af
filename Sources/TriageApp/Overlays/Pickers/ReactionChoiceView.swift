import IssueDomain
import Localization
import TerminalUI

/// Draws `+`'s choice: a numbered line per reaction with its count, `[x]` on the account's own
/// (`[ ]` on the rest once they are known), the selected line highlighted; while the account's
/// load, a line says so, and a failure says why and that Enter tries again. Reactions are emoji
/// where the terminal shows them, else GitHub's names, as on the counts line.
enum ReactionChoiceView {
  static func draw(_ choice: ReactionChoice, in area: Rect, canvas: inout Canvas, theme: Theme) {
    let words = theme.words
    let title = "\(words(.reactionsTitle)) · #\(choice.reference.number)"
    let options = ReactionChoice.reactions.enumerated().map { index, reaction in
      option(reaction, number: index + 1, choice: choice, theme: theme)
    }
    let status: String? =
      if let failure = choice.failure {
        "\(failure) \(words(.reactionsRetry))"
      } else if choice.mine == nil {
        words(.reactionsLoading)
      } else {
        nil
      }
    let hint = words(.reactionsHint)
    let content = max(
      title.displayWidth, hint.displayWidth, (options.map(\.displayWidth).max() ?? 0) + 2,
      status?.displayWidth ?? 0)
    let width = min(area.width, content + 4)
    let height = min(area.height, options.count + 6)
    guard width >= 12, height >= 6 else { return }
    let box = area.centered(width: width, height: height)
    canvas.fill(box)
    canvas.drawFrame(box, style: theme.alert.border)
    let inside = box.inset(by: 1).inset(left: 1, right: 1)
    canvas.draw(title.ellipsised(toWidth: inside.width), in: inside.row(0), style: theme.title)
    if let status {
      let style = choice.failure == nil ? theme.meta : theme.panes.error
      canvas.draw(status.ellipsised(toWidth: inside.width), in: inside.row(1), style: style)
    }
    // The rows that fit between the status row and the hint; the selected one always among them.
    let room = max(0, inside.height - 3)
    let first = min(max(0, choice.selection - room + 1), max(0, options.count - room))
    for (offset, index) in (first..<min(options.count, first + room)).enumerated() {
      let row = inside.row(2 + offset)
      let selected = index == choice.selection
      let text = "\(selected ? "▸" : " ") \(options[index])"
      let style = selected ? Style(attributes: theme.panes.selection) : Style.plain
      if selected { canvas.fill(row, style: style) }
      canvas.draw(text.ellipsised(toWidth: row.width), in: row, style: style)
    }
    canvas.draw(
      hint.ellipsised(toWidth: inside.width), in: inside.row(inside.height - 1), style: theme.meta)
  }

  /// `1 [x] 👍 3 yours`: the number, the mark once known, the reaction and its count.
  static func option(
    _ reaction: Reaction, number: Int, choice: ReactionChoice, theme: Theme
  ) -> String {
    let name = theme.drawsEmoji ? ReactionsLine.glyph(reaction) : reaction.rawValue
    let count = choice.issue.reactions[reaction]
    guard let mine = choice.mine else { return "\(number) \(name) \(count)" }
    let yours = mine[reaction] != nil
    let mark = yours ? "[x]" : "[ ]"
    let suffix = yours ? "  \(theme.words(.reactionsYours))" : ""
    return "\(number) \(mark) \(name) \(count)\(suffix)"
  }
}
