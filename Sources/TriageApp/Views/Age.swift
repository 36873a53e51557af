import Foundation

/// "5m", "3h", "12d", "4mo", "2y" (in Japanese "5分", "3時間", "12日", "4か月", "2年"): how long
/// ago, in the fewest columns a list row can spare.
enum Age {
  /// How long ago, in the one unit it is shown in. Rows of a list mostly fall in a few spans,
  /// so a view measuring many of them words each span once.
  enum Span: Equatable {
    case now
    case minutes(Int)
    case hours(Int)
    case days(Int)
    case months(Int)
    case years(Int)
  }

  static func span(from date: Date, to now: Date) -> Span {
    let interval = now.timeIntervalSince(date)
    let seconds = interval.isFinite ? Int(max(0, min(interval, 1e12))) : 0
    let minutes = seconds / 60
    let hours = minutes / 60
    let days = hours / 24
    if minutes < 1 { return .now }
    if hours < 1 { return .minutes(minutes) }
    if days < 1 { return .hours(hours) }
    if days < 60 { return .days(days) }
    if days < 730 { return .months(days / 30) }
    return .years(days / 365)
  }

  static func text(_ span: Span, words: ChromeWords) -> String {
    switch span {
    case .now: words(.ageNow)
    case .minutes(let minutes): words(.ageMinutes(minutes))
    case .hours(let hours): words(.ageHours(hours))
    case .days(let days): words(.ageDays(days))
    case .months(let months): words(.ageMonths(months))
    case .years(let years): words(.ageYears(years))
    }
  }

  static func text(from date: Date, to now: Date, words: ChromeWords) -> String {
    text(span(from: date, to: now), words: words)
  }
}
