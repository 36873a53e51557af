import FoundationEssentials

/// A value of the schema's document, as JSON: the document is built of dictionaries, arrays,
/// strings, integers and booleans, which `JSONEncoder` writes once they are wrapped.
struct SchemaValue: Encodable {
  let value: Any

  init(_ value: Any) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case let object as [String: Any]:
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in object { try container.encode(SchemaValue(value), forKey: Key(key)) }
    case let array as [Any]:
      var container = encoder.unkeyedContainer()
      for value in array { try container.encode(SchemaValue(value)) }
    default:
      var container = encoder.singleValueContainer()
      switch value {
      case let value as Bool: try container.encode(value)
      case let value as Int: try container.encode(value)
      case let value as Double: try container.encode(value)
      case let value as String: try container.encode(value)
      default:
        throw EncodingError.invalidValue(
          value, .init(codingPath: encoder.codingPath, debugDescription: "not JSON"))
      }
    }
  }

  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
