extension String {
  /// The text without leading and trailing whitespace and newlines (a pasted line's `\n`).
  /// Written out because the domain has no other use for Foundation's string API.
  var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
