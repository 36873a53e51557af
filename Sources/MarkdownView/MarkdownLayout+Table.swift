import AppCore
import TerminalUI

extension MarkdownLayout {
  /// A table in box-drawing characters. Columns take their widest cell's display width; when
  /// the table is wider than `width`, the narrow columns keep their width and the wide ones
  /// share the rest equally, and a cut cell ends in `…`. A table with too many columns for even
  /// one cell each is shown row by row as `header: value` lines instead.
  public mutating func table(_ table: MarkdownDocument.Table, width: Int) -> [Line] {
    let columns = max(
      table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return [] }
    let header = cells(table.header, columns: columns, base: styles.strong, width: width)
    let rows = table.rows.map { cells($0, columns: columns, base: styles.plain, width: width) }
    let chrome = 3 * columns + 1
    guard width - chrome >= columns else {
      return stacked(header: header, rows: rows, width: width)
    }
    let natural = (0..<columns).map { column in
      ([header] + rows).map { Self.width(of: $0[column]) }.max() ?? 0
    }
    let widths = Self.fit(natural.map { max(1, $0) }, into: width - chrome)
    let alignments = (0..<columns).map {
      $0 < table.alignments.count ? table.alignments[$0] : .none
    }
    var lines = [border("┌", "┬", "┐", widths)]
    lines.append(row(header, widths: widths, alignments: alignments))
    lines.append(border("├", "┼", "┤", widths))
    lines += rows.map { row($0, widths: widths, alignments: alignments) }
    lines.append(border("└", "┴", "┘", widths))
    return lines
  }

  /// Each cell's runs on one line, padded with empty cells to `columns`.
  private mutating func cells(
    _ cells: [[Inline]], columns: Int, base: Style, width: Int
  ) -> [[Run]] {
    (0..<columns).map { column in
      column < cells.count ? singleLine(cells[column], base: base, width: width) : []
    }
  }

  private static func width(of runs: [Run]) -> Int {
    runs.reduce(0) { $0 + $1.text.displayWidth }
  }

  /// Column widths that fit in `room` (at least one column each): the narrowest columns keep
  /// their natural width, and the widest share what is left equally.
  public static func fit(_ natural: [Int], into room: Int) -> [Int] {
    guard natural.reduce(0, +) > room else { return natural }
    var widths = natural
    var left = room
    var remaining = natural.count
    for column in natural.indices.sorted(by: { natural[$0] < natural[$1] }) {
      let share = max(1, left / remaining)
      widths[column] = min(natural[column], share)
      left -= widths[column]
      remaining -= 1
    }
    return widths
  }

  private func border(_ left: String, _ middle: String, _ right: String, _ widths: [Int]) -> Line {
    let segments = widths.map { String(repeating: "─", count: $0 + 2) }
    return Line(text: left + segments.joined(separator: middle) + right, style: styles.rule)
  }

  private func row(
    _ cells: [[Run]], widths: [Int], alignments: [MarkdownDocument.Alignment]
  ) -> Line {
    let bar = Run(text: "│", style: styles.rule)
    var runs = [bar]
    for (column, cell) in cells.enumerated() {
      runs += aligned(cell, width: widths[column], alignment: alignments[column])
      runs.append(bar)
    }
    return Line(runs: runs.filter { !$0.text.isEmpty })
  }

  /// A cell padded to `width` (plus one blank each side) by its alignment, or cut with `…`.
  private func aligned(
    _ cell: [Run], width: Int, alignment: MarkdownDocument.Alignment
  ) -> [Run] {
    var content = cell
    let natural = Self.width(of: cell)
    if natural > width {
      content = Self.clip(cell, toWidth: width - 1) + [Run(text: "…", style: styles.rule)]
    }
    let gap = max(0, width - Self.width(of: content))
    let before =
      switch alignment {
      case .right: gap
      case .center: gap / 2
      case .left, .none: 0
      }
    let space = { (count: Int) in
      Run(text: String(repeating: " ", count: count), style: styles.plain)
    }
    return [space(1 + before)] + content + [space(1 + gap - before)]
  }

  /// Rows as `header: value` lines, for a table too wide to draw at all.
  private func stacked(header: [[Run]], rows: [[[Run]]], width: Int) -> [Line] {
    var lines: [Line] = []
    for row in rows {
      if !lines.isEmpty { lines.append(Line(text: "", style: styles.plain)) }
      for (column, cell) in row.enumerated() {
        let label = header[column] + [Run(text: ": ", style: styles.strong)]
        lines += Self.wrap(label + cell, width: width, base: styles.plain).map(Line.init(runs:))
      }
    }
    return lines
  }
}
