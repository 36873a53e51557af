extension Duration {
  /// Whole seconds, rounded up and never negative, for countdowns: a wait of 0.2 s still reads
  /// "1 s", so the display never says 0 while the wait is running. Capped far beyond any real
  /// wait, so that no arithmetic on the result can overflow.
  var wholeSecondsRoundedUp: Int64 {
    guard self > .zero else { return 0 }
    guard self < Self.countdownCeiling else { return Self.countdownCeiling.components.seconds }
    let parts = components
    return parts.seconds + (parts.attoseconds > 0 ? 1 : 0)
  }

  /// About 31 700 years: past anything a countdown shows, well inside `Int64` seconds.
  static let countdownCeiling = Duration.seconds(Int64(1) << 40)
}
