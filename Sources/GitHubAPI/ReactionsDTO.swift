/// GitHub's `reactions` rollup on an issue or a comment: a count per reaction, plus `url` and
/// `total_count`, which are not needed. Each count is read on its own, so a missing or odd one
/// is left out rather than failing the issue.
public struct ReactionsDTO: Decodable, Sendable, Equatable {
  /// The counts by GitHub's names (`+1`, `heart`, …), as sent; only the eight known names.
  public var counts: [String: Int]

  public static let names = ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"]

  public init(counts: [String: Int]) {
    self.counts = counts
  }

  public init(from decoder: any Decoder) throws {
    // Not an object at all: no counts, rather than an issue that fails to decode.
    let container = try? decoder.container(keyedBy: Name.self)
    var counts: [String: Int] = [:]
    for name in Self.names {
      guard let key = Name(stringValue: name),
        let count = try? container?.decodeIfPresent(Int.self, forKey: key)
      else { continue }
      counts[name] = count
    }
    self.counts = counts
  }

  private struct Name: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
