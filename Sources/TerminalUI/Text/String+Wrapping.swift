extension StringProtocol {
  /// Greedy word wrap by display width. Explicit newlines are kept, and a word wider than the
  /// line is broken by grapheme so that nothing is ever cut off. Text with wide (CJK)
  /// characters, which needs no spaces between words, may break between any two characters.
  public func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var piece = String(word)
        var pieceWidth = piece.displayWidth
        if lineWidth > 0, lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0, piece.contains(where: { DisplayWidth.of($0) == 2 }) {
          let head = piece.clipped(toWidth: width - lineWidth - 1)
          if !head.isEmpty {
            line += " " + head
            piece = String(piece.dropFirst(head.count))
            pieceWidth = piece.displayWidth
          }
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while pieceWidth > width {
          var head = piece.clipped(toWidth: width)
          if head.isEmpty, let first = piece.first { head = String(first) }
          lines.append(head)
          piece = String(piece.dropFirst(head.count))
          pieceWidth = piece.displayWidth
        }
        line = piece
        lineWidth = pieceWidth
      }
      lines.append(line)
    }
    return lines
  }
}
