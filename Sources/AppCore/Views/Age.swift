import FoundationEssentials

/// "5m", "3h", "12d", "4mo", "2y" (in Japanese "5分", "3時間", "12日", "4か月", "2年"): how long
/// ago, in the fewest columns a list row can spare.
public enum Age {
  /// How long ago, in the one unit it is shown in. Shown as a count and a unit word, so of two
  /// spans in one unit the larger count is never the narrower text: a view measuring many
  /// words only the largest of each unit.
  public enum Span: Equatable {
    case now
    case minutes(Int)
    case hours(Int)
    case days(Int)
    case months(Int)
    case years(Int)

    public enum Unit: Equatable {
      case now, minutes, hours, days, months, years
    }

    public var unit: Unit {
      switch self {
      case .now: .now
      case .minutes: .minutes
      case .hours: .hours
      case .days: .days
      case .months: .months
      case .years: .years
      }
    }

    /// How many of the unit; 0 for `.now`.
    public var count: Int {
      switch self {
      case .now: 0
      case .minutes(let count), .hours(let count), .days(let count), .months(let count),
        .years(let count):
        count
      }
    }
  }

  public static func span(from date: Date, to now: Date) -> Span {
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

  public static func text(_ span: Span, words: ChromeWords) -> String {
    switch span {
    case .now: words(.ageNow)
    case .minutes(let minutes): words(.ageMinutes(minutes))
    case .hours(let hours): words(.ageHours(hours))
    case .days(let days): words(.ageDays(days))
    case .months(let months): words(.ageMonths(months))
    case .years(let years): words(.ageYears(years))
    }
  }

  public static func text(from date: Date, to now: Date, words: ChromeWords) -> String {
    text(span(from: date, to: now), words: words)
  }
}
