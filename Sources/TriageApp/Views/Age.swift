import Foundation

/// "5m", "3h", "12d", "4mo", "2y": how long ago, in the fewest characters a list row can spare.
enum Age {
  static func text(from date: Date, to now: Date) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    let minutes = seconds / 60
    let hours = minutes / 60
    let days = hours / 24
    if minutes < 1 { return "now" }
    if hours < 1 { return "\(minutes)m" }
    if days < 1 { return "\(hours)h" }
    if days < 60 { return "\(days)d" }
    if days < 730 { return "\(days / 30)mo" }
    return "\(days / 365)y"
  }
}
