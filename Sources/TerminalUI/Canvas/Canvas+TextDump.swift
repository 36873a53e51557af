extension Canvas {
  /// A run of identically styled, non-plain cells on one row.
  public struct StyledRun: Hashable, Sendable {
    public var row: Int
    public var columns: Range<Int>
    public var style: Style
  }

  /// Every styled run, row by row. Continuation cells belong to the run of their wide cell.
  public var styledRuns: [StyledRun] {
    var runs: [StyledRun] = []
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let style = self[x, y].style
        var end = x + 1
        while end < size.width, self[end, y].style == style { end += 1 }
        if !style.isPlain { runs.append(StyledRun(row: y, columns: x..<end, style: style)) }
        x = end
      }
    }
    return runs
  }

  /// The canvas as reviewable text: rows with trailing spaces trimmed, then a section listing
  /// styled runs, so that a lost highlight changes the dump as surely as lost text does.
  public var textDump: String {
    var out = lines.map { line -> String in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
    out.append("--- styles ---")
    for run in styledRuns {
      out.append("\(run.row): \(run.columns.lowerBound)..<\(run.columns.upperBound) \(run.style)")
    }
    return out.joined(separator: "\n") + "\n"
  }
}
