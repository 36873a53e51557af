import IssueDomain
import IssueStore

extension ConfigFile {
  /// The keys `cache` may have.
  static let cacheKeys = ["max_size"]

  /// The store's cap when the file doesn't set one: 200 MB.
  static let defaultCacheMaximumBytes = IssueStore.defaultMaximumBytes

  /// The smallest and largest caps: below 1 MB a single long thread would be evicted as it is
  /// saved, and past 1000 GB the number is a typo, not a plan.
  static let cacheSizeRange = 1024 * 1024...1000 * 1024 * 1024 * 1024

  /// The multipliers of the units a size may end in. They are powers of 1024 whichever way they
  /// are written, as the default's "200 MB" is, so `200MB` and `200MiB` are the same cap.
  private static let units: [String: Int] = [
    "kb": 1024, "kib": 1024, "mb": 1024 * 1024, "mib": 1024 * 1024,
    "gb": 1024 * 1024 * 1024, "gib": 1024 * 1024 * 1024,
  ]

  /// The time `text` names: a whole number and `s`, `m` or `h` (`90s`, `5m`, `1h`); nil for
  /// anything else.
  static func interval(_ text: String) -> Duration? {
    let digits = text.prefix { ("0"..."9").contains($0) }
    let unit = text.dropFirst(digits.count).lowercased()
    guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
    switch unit {
    case "s": return .seconds(number)
    case "m": return .seconds(number * 60)
    case "h": return .seconds(number * 3600)
    default: return nil
    }
  }

  /// The bytes `text` names: a whole number, an optional space and a unit (`200MB`, `1 GB`,
  /// `512MiB`), within `cacheSizeRange`; nil for anything else, so the file says exactly what
  /// is used (no bare numbers, fractions, signs or exponents).
  static func byteSize(_ text: String) -> Int? {
    let digits = text.prefix { ("0"..."9").contains($0) }
    var unit = text.dropFirst(digits.count)
    if unit.first == " " { unit = unit.dropFirst() }
    // Twelve digits can't overflow when multiplied by 1024³, and are past the range anyway.
    guard !digits.isEmpty, digits.count <= 12, let number = Int(digits),
      let multiplier = units[unit.lowercased()]
    else { return nil }
    let bytes = number * multiplier
    return cacheSizeRange.contains(bytes) ? bytes : nil
  }
}
