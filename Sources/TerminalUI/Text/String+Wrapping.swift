extension StringProtocol {
  /// Greedy word wrap by display width. Explicit newlines are kept, and a word wider than the
  /// line is broken by grapheme so that nothing is ever cut off. Text with wide (CJK)
  /// characters, which needs no spaces between words, may break between any two characters.
  ///
  /// Linear in the text's length: a word is measured once and broken in one walk over its
  /// graphemes, never re-measured or copied for each line it fills, so an unbreakable run as
  /// long as a minified blob costs no more than ordinary prose of that length.
  public func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var piece = Substring(word)
        var pieceWidth = DisplayWidth.of(piece)
        if lineWidth > 0, lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0, piece.contains(where: { DisplayWidth.of($0) == 2 }) {
          let head = piece.clipped(toWidth: width - lineWidth - 1)
          if !head.isEmpty {
            line += " " + head
            let cut = piece.utf8.index(piece.startIndex, offsetBy: head.utf8.count)
            pieceWidth -= DisplayWidth.of(head)
            piece = piece[cut...]
          }
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        if pieceWidth > width {
          (piece, pieceWidth) = Self.breaking(
            piece, width: pieceWidth, toWidth: width, into: &lines)
        }
        line = String(piece)
        lineWidth = pieceWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// Appends to `lines` the full-width lines `piece` (which is `pieceWidth` wide) breaks into,
  /// by grapheme, and returns what is left for the last line, which is at most `width` wide. A
  /// grapheme wider than `width` gets a line of its own.
  private static func breaking(
    _ piece: Substring, width pieceWidth: Int, toWidth width: Int, into lines: inout [String]
  ) -> (rest: Substring, width: Int) {
    var remaining = pieceWidth
    var start = piece.startIndex
    // Every byte printable ASCII: one cell each, so the lines are cut by byte offset.
    if DisplayWidth.isPrintableASCII(piece) {
      let bytes = piece.utf8
      while remaining > width {
        let end = bytes.index(start, offsetBy: width)
        lines.append(String(piece[start..<end]))
        remaining -= width
        start = end
      }
      return (piece[start...], remaining)
    }
    var used = 0
    var index = start
    while remaining > width, index < piece.endIndex {
      let character = piece[index]
      let characterWidth = DisplayWidth.of(character)
      let next = piece.index(after: index)
      if used + characterWidth > width {
        if index == start {
          // Wider than the whole line: it fills one alone.
          lines.append(String(character))
          remaining -= characterWidth
          start = next
          index = next
        } else {
          lines.append(String(piece[start..<index]))
          remaining -= used
          start = index
        }
        used = 0
        continue
      }
      used += characterWidth
      index = next
    }
    return (piece[start...], remaining)
  }
}
