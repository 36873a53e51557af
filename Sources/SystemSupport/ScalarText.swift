/// The string work Foundation's `NSString` did for us, in plain Swift and scalar by scalar as
/// it did: trimming, a literal search, a literal replacement and a path's parent. Scalars, not
/// characters, so that `\r\n` or a mark after a space is cut where Foundation cut it.
extension StringProtocol {
  /// Without leading and trailing spaces and tabs: `trimmingCharacters(in: .whitespaces)`.
  public func trimmingWhitespace() -> String {
    trimmingScalars(where: ScalarClass.isWhitespace)
  }

  /// Without leading and trailing whitespace and line breaks:
  /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
  public func trimmingWhitespaceAndNewlines() -> String {
    trimmingScalars(where: ScalarClass.isWhitespaceOrNewline)
  }

  /// Without the leading and trailing scalars `isTrimmed` holds for.
  public func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// Where `target` first occurs, compared scalar by scalar; nil for an empty `target`, as
  /// Foundation's `range(of:)` answered.
  public func scalarRange(of target: some StringProtocol) -> Range<Index>? {
    guard !target.isEmpty else { return nil }
    return unicodeScalars.firstRange(of: target.unicodeScalars)
  }

  /// Every `target`, from the start and not overlapping, replaced by `replacement`:
  /// `replacingOccurrences(of:with:)`.
  public func replacingEvery(
    _ target: some StringProtocol, with replacement: some StringProtocol
  ) -> String {
    guard !target.isEmpty else { return String(self) }
    let scalars = String.UnicodeScalarView(unicodeScalars)
    return String(scalars.replacing(target.unicodeScalars, with: replacement.unicodeScalars))
  }
}
