import Foundation

/// "5m", "3h", "12d", "4mo", "2y" (in Japanese "5分", "3時間", "12日", "4か月", "2年"): how long
/// ago, in the fewest columns a list row can spare.
enum Age {
  static func text(from date: Date, to now: Date, words: ChromeWords) -> String {
    let interval = now.timeIntervalSince(date)
    let seconds = interval.isFinite ? Int(max(0, min(interval, 1e12))) : 0
    let minutes = seconds / 60
    let hours = minutes / 60
    let days = hours / 24
    if minutes < 1 { return words(.ageNow) }
    if hours < 1 { return words(.ageMinutes(minutes)) }
    if days < 1 { return words(.ageHours(hours)) }
    if days < 60 { return words(.ageDays(days)) }
    if days < 730 { return words(.ageMonths(days / 30)) }
    return words(.ageYears(days / 365))
  }
}
