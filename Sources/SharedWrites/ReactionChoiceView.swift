import AppCore
import IssueDomain
import Localization
import TerminalUI

/// Draws `+`'s choice (in the choice box `v` and `m` use): a numbered line per reaction with its count, `[x]` on the account's own
/// (`[ ]` on the rest once they are known), the selected line highlighted; while the account's
/// load, a line says so, and a failure says why and that Enter tries again. Reactions are emoji
/// where the terminal shows them, else GitHub's names, as on the counts line.
public enum ReactionChoiceView {
  public static func draw(
    _ choice: ReactionChoice, in area: Rect, canvas: inout Canvas, theme: Theme,
    keys: PickerKeys = PickerKeys()
  ) {
    let words = theme.words
    var title = "\(words(.reactionsTitle)) · #\(choice.reference.number)"
    if let comment = choice.comment { title += " · " + words(.commentBy(comment.author.login)) }
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
    WriteOverlayView.drawChoiceBox(
      title: title,
      status: status.map { ($0, choice.failure == nil ? theme.meta : theme.panes.error) },
      options: options, selection: choice.selection,
      hint: theme.keyNames(keys.hint(words(.reactionsHint))),
      in: area,
      canvas: &canvas, theme: theme)
  }

  /// `1 [x] 👍 3 yours`: the number, the mark once known, the reaction and its count.
  public static func option(
    _ reaction: Reaction, number: Int, choice: ReactionChoice, theme: Theme
  ) -> String {
    let name = theme.drawsEmoji ? ReactionsLine.glyph(reaction) : reaction.rawValue
    let count = choice.counts[reaction]
    guard let mine = choice.mine else { return "\(number) \(name) \(count)" }
    let yours = mine[reaction] != nil
    let mark = yours ? "[x]" : "[ ]"
    let suffix = yours ? "  \(theme.words(.reactionsYours))" : ""
    return "\(number) \(mark) \(name) \(count)\(suffix)"
  }
}
