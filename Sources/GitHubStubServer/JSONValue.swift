/// Any JSON value, so that a recorded response (an array, an object, even a bare string) can be
/// decoded from a fixture and sent back unchanged in meaning.
///
/// Integers are kept apart from other numbers so that 64-bit ids survive the round trip exactly.
public enum JSONValue: Sendable, Codable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The value as a header would carry it: octokit records some header values as numbers
  /// (`x-ratelimit-used: 1`), while HTTP only has text.
  var headerText: String {
    switch self {
    case .null: ""
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value): String(value)
    case .string(let value): value
    case .array(let values): values.map(\.headerText).joined(separator: ", ")
    case .object: ""
    }
  }
}
