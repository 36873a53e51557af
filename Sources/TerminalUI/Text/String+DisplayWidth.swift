extension StringProtocol {
  /// Terminal cells this text occupies; use it instead of `count` when laying out columns.
  public var displayWidth: Int { DisplayWidth.of(self) }

  /// Longest prefix of whole grapheme clusters whose display width is at most `width`.
  ///
  /// Never splits a cluster: a wide character that would straddle the limit is dropped, so
  /// the result may be one cell narrower than `width`. Non-positive widths yield "".
  public func clipped(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    // Printable ASCII up to the edge, with printable ASCII (or nothing) after it, is one cell
    // per byte. Only the bytes up to the edge are looked at, so clipping a line off a long
    // text costs the line, not the text.
    let bytes = utf8
    var edge = bytes.startIndex
    var taken = 0
    while taken < width, edge < bytes.endIndex, DisplayWidth.isPrintableASCII(bytes[edge]) {
      bytes.formIndex(after: &edge)
      taken += 1
    }
    if edge == bytes.endIndex || (taken == width && DisplayWidth.isPrintableASCII(bytes[edge])) {
      return String(self[..<edge])
    }
    var used = 0
    var end = startIndex
    while end < endIndex {
      let next = index(after: end)
      let characterWidth = DisplayWidth.of(self[end])
      if used + characterWidth > width { break }
      used += characterWidth
      end = next
    }
    return String(self[..<end])
  }

  /// The text unchanged if it fits in `width` cells, otherwise clipped so that the text plus
  /// `ellipsis` fits, signalling truncation. The result is at most `width` cells wide.
  ///
  /// Non-positive widths yield ""; if the ellipsis alone does not fit it is itself clipped
  /// (so width 1 gives "…" with the default ellipsis).
  public func ellipsised(toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if displayWidth <= width { return String(self) }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard ellipsisWidth < width else { return ellipsis.clipped(toWidth: width) }
    return clipped(toWidth: width - ellipsisWidth) + ellipsis
  }

  /// Exactly `width` cells: padded with trailing spaces, or clipped if too wide (a wide
  /// character cut at the edge is replaced by a space so columns stay aligned).
  ///
  /// Non-positive widths yield "".
  public func padded(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let current = displayWidth
    if current == width { return String(self) }
    let base = current > width ? clipped(toWidth: width) : String(self)
    let gap = width - (current > width ? DisplayWidth.of(base) : current)
    return base + String(repeating: " ", count: gap)
  }
}
