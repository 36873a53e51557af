extension Duration {
  /// Whole seconds, rounded up and never negative, for countdowns: a wait of 0.2 s still reads
  /// "1 s", so the display never says 0 while the wait is running.
  var wholeSecondsRoundedUp: Int64 {
    guard self > .zero else { return 0 }
    let parts = components
    return parts.seconds + (parts.attoseconds > 0 ? 1 : 0)
  }
}
