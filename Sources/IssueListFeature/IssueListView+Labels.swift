import AppCore
import IssueDomain
import TerminalUI

/// Each label's style, by GitHub's hex colour: the nearest 256-colour and a readable text colour
/// on it, or nil for a colour that isn't one. Computed once per colour, not per row drawn.
public typealias LabelColorCache = MemoCache<String, Style?>

extension IssueListView {
  /// A label as a chip: its name between two blanks in its own colours. The blanks and one
  /// column between chips keep names apart where colours are not shown (`NO_COLOR`, the
  /// reverse-video selection): `bug   good first issue` still reads as two labels.
  public static let chipPadding = 2

  /// Labels as chips, in the order the server gave them. Those that don't fit are cut at a whole
  /// label and counted (`+2`); a first label too long for the column alone is ellipsised, never
  /// cut mid-name without a mark.
  public static func drawLabels(
    _ labels: [Label], in rect: Rect, canvas: inout Canvas, theme: Theme,
    colors: LabelColorCache?
  ) {
    guard !labels.isEmpty, rect.width > 0 else { return }
    // A chip is at least 3 columns and one apart, so no more than this many can fit: the server
    // may send any number of labels, and only these are measured.
    let measured = labels.prefix(rect.width / 4 + 1)
    let widths = measured.map { $0.name.displayWidth + chipPadding }
    let shown = labelsShown(widths, of: labels.count, room: rect.width)
    var x = rect.x
    for (label, width) in zip(labels.prefix(shown), widths) {
      drawChip(
        label.name, width: width, at: x, in: rect, canvas: &canvas, theme: theme,
        style: labelStyle(label, theme: theme, colors: colors))
      x += width + 1
    }
    let hidden = labels.count - shown
    guard hidden > 0 else { return }
    if shown == 0 {
      // Not even the first label fits whole: as much of it as leaves room for the count.
      let count = labels.count > 1 ? moreText(labels.count - 1) : ""
      let room = rect.width - (count.isEmpty ? 0 : count.displayWidth + 1)
      if room >= chipPadding + 2 {
        drawChip(
          labels[0].name.ellipsised(toWidth: room - chipPadding), width: room, at: x,
          in: rect, canvas: &canvas, theme: theme,
          style: labelStyle(labels[0], theme: theme, colors: colors))
        if !count.isEmpty {
          canvas.draw(count, in: rect.inset(left: room + 1), style: theme.meta)
        }
        return
      }
    }
    canvas.draw(moreText(hidden), in: rect.inset(left: x - rect.x), style: theme.meta)
  }

  /// How many of `count` chips (by default all of `widths`, the first ones' widths) fit in
  /// `room` columns, one column apart, together with `+N` (after one column) for the rest: all
  /// of them if they fit alone.
  public static func labelsShown(_ widths: [Int], of count: Int? = nil, room: Int) -> Int {
    let count = max(count ?? widths.count, widths.count)
    let total = widths.reduce(0, +) + max(0, widths.count - 1)
    if count == widths.count, total <= room { return count }
    var used = 0
    for (index, width) in widths.enumerated() {
      let next = used + (index > 0 ? 1 : 0) + width
      let rest = count - index - 1
      let more = rest > 0 ? 1 + moreText(rest).displayWidth : 0
      if next + more > room { return index }
      used = next
    }
    return widths.count
  }

  /// `+3`: labels that didn't fit.
  public static func moreText(_ count: Int) -> String { "+\(count)" }

  /// The style of `label`'s chip: its colour from `colors` (computed and kept on first use), or
  /// the theme's when it has none or an invalid one.
  public static func labelStyle(_ label: Label, theme: Theme, colors: LabelColorCache?) -> Style {
    guard let hex = label.color else { return theme.labelChip }
    let style =
      if let colors {
        colors.value(for: hex, compute: chipStyle(hex:))
      } else {
        chipStyle(hex: hex)
      }
    return style ?? theme.labelChip
  }

  /// A chip's colours for GitHub's `hex`: the nearest 256-colour, with black or white text.
  public static func chipStyle(hex: String) -> Style? {
    Xterm256.labelColors(hex: hex).map {
      Style(
        foreground: Color(index: Int16($0.foreground)),
        background: Color(index: Int16($0.background)))
    }
  }

  private static func drawChip(
    _ name: String, width: Int, at x: Int, in rect: Rect, canvas: inout Canvas, theme: Theme,
    style: Style
  ) {
    let chip = Rect(x: x, y: rect.y, width: min(width, rect.maxX - x), height: 1)
    canvas.fill(chip, style: style)
    canvas.draw(name, in: chip.inset(left: 1, right: 1), style: style)
  }
}
