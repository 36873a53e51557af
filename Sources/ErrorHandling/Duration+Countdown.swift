import Localization

extension Duration {
  /// A wait as people read it, rounded up: `59 s`, `4 min 5 s`, `1 h 2 min` (`59 秒`,
  /// `4 分 5 秒`, `1 時間 2 分`). Past an hour the seconds are noise, so minutes are rounded up
  /// instead; a wait never reads as `3596 s`.
  public var countdownText: LocalizedText {
    let seconds = wholeSecondsRoundedUp
    if seconds < 60 {
      return LocalizedText(en: "\(seconds) s", ja: "\(seconds) 秒")
    }
    if seconds < 3600 {
      let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
      return rest == 0
        ? LocalizedText(en: "\(minutes) min", ja: "\(minutes) 分")
        : LocalizedText(en: "\(minutes) min \(rest) s", ja: "\(minutes) 分 \(rest) 秒")
    }
    let (hours, minutes) = ((seconds + 59) / 60).quotientAndRemainder(dividingBy: 60)
    return minutes == 0
      ? LocalizedText(en: "\(hours) h", ja: "\(hours) 時間")
      : LocalizedText(en: "\(hours) h \(minutes) min", ja: "\(hours) 時間 \(minutes) 分")
  }
}
