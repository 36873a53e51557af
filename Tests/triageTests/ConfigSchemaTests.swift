import AppCore
import Foundation
import IssueDomain
import Testing
import TriageApp
import Yams

@testable import triage

/// The JSON Schema of `config.yml` and the reader allow exactly the same keys, the shipped file
/// is what `--print-config-schema` prints, and the docs' full example is valid to both.
@Suite("Config schema", .timeLimit(.minutes(1)))
struct ConfigSchemaTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private var schema: [String: Any] { ConfigSchema.document }

  private func properties(_ schema: [String: Any]) -> Set<String> {
    Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
  }

  private func property(_ schema: [String: Any], _ name: String) -> [String: Any] {
    (schema["properties"] as? [String: Any])?[name] as? [String: Any] ?? [:]
  }

  @Test func theShippedFileIsWhatTheCommandPrints() throws {
    let shipped = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/config.schema.json"),
      encoding: .utf8)
    #expect(shipped == ConfigSchema.text)
    let parsed = try JSONSerialization.jsonObject(with: Data(shipped.utf8)) as? [String: Any]
    #expect(parsed?["type"] as? String == "object")
  }

  @Test func theSchemaAllowsTheKeysTheReaderAllowsAndNoOthers() {
    #expect(properties(schema) == Set(ConfigFile.topLevelKeys))
    let sections = property(schema, "sections")["items"] as? [String: Any] ?? [:]
    #expect(properties(sections) == Set(ConfigFile.sectionKeys))
    let commands = property(schema, "commands")["items"] as? [String: Any] ?? [:]
    #expect(properties(commands) == Set(ConfigFile.commandKeys))
    #expect(properties(property(schema, "preview")) == Set(ConfigFile.previewKeys))
    #expect(properties(property(schema, "review")) == Set(ConfigFile.reviewKeys))
    #expect(properties(property(schema, "threads")) == Set(ConfigFile.threadsKeys))
    #expect(properties(property(schema, "cache")) == Set(ConfigFile.cacheKeys))
    let keys = property(schema, "keys")
    #expect(
      properties(keys) == Set(ActionCatalog.namesByContext.keys.map(\.rawValue) + ["preset"]))
    for (context, names) in ActionCatalog.namesByContext {
      #expect(properties(property(keys, context.rawValue)) == names, "\(context.rawValue)")
    }
  }

  /// Each way round, on documents: what one allows the other allows, what one refuses the
  /// other refuses.
  @Test(arguments: [
    ("theme: light\n", true), ("theme: purple\n", false), ("colour: blue\n", false),
    ("sections:\n  - title: A\n    query: q\n    limit: 5\n", true),
    ("sections:\n  - title: A\n    query: q\n    limits: 5\n", false),
    ("sections:\n  - query: q\n", false),
    ("preview:\n  enabled: true\n  min_width: 100\n", true),
    ("preview:\n  min_width: 10\n", false), ("preview:\n  wide: true\n", false),
    ("cache:\n  max_size: 5MB\n", true), ("cache:\n  max_size: 5\n", false),
    ("keys:\n  lists:\n    refresh: [r, ctrl-r]\n", true),
    ("keys:\n  lists:\n    fly: n\n", false), ("keys:\n  nowhere:\n    quit: q\n", false),
    ("keys:\n  preset: gh-dash\n", true), ("keys:\n  preset: vim\n", false),
    ("commands:\n  - key: x\n    run: [echo]\n", true),
    ("commands:\n  - key: x\n    run: [echo]\n    when: always\n", false),
    ("commands:\n  - key: x\n", false),
    ("accessibility: screen-reader\n", true), ("accessibility: loud\n", false),
    ("review:\n  comments: pending\n", true), ("review:\n  comments: single\n", true),
    ("review:\n  comments: later\n", false), ("review:\n  mode: pending\n", false),
    ("review: pending\n", false),
    ("threads:\n  unresolved_first: true\n", true),
    ("threads:\n  unresolved_first: maybe\n", false),
    ("threads:\n  resolved_last: true\n", false), ("threads: true\n", false),
    ("include: [a.yml]\n", true), ("include: {a: b}\n", false),
    ("repo_paths:\n  octo/app: ~/src/app\n  octo/*: /src/*\n", true),
    ("repo_paths:\n  octo: ~/src\n", false), ("repo_paths:\n  octo/app: src\n", false),
  ])
  func theSchemaAndTheReaderAgree(_ yaml: String, _ valid: Bool) throws {
    let readerAccepts = ConfigFile.parse(yaml, file: "c.yml")?.problems.isEmpty ?? true
    let node = try #require(try Yams.compose(yaml: yaml))
    let schemaErrors = SchemaCheck.errors(node, schema)
    #expect(readerAccepts == valid, "\(yaml)")
    #expect(schemaErrors.isEmpty == valid, "\(yaml): \(schemaErrors)")
  }

  @Test func theDocsFullExampleIsValidToBoth() throws {
    let text = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/configuration.md"),
      encoding: .utf8)
    let section = try #require(text.range(of: "## A full example"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```yaml\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let yaml = String(rest[start.upperBound..<end.lowerBound])
    let settings = try #require(ConfigFile.parse(yaml, file: "example"))
    #expect(settings.problems == [])
    #expect(Set(settings.keysSet + ["include"]) == Set(ConfigFile.topLevelKeys))
    let node = try #require(try Yams.compose(yaml: yaml))
    #expect(SchemaCheck.errors(node, schema) == [])
  }
}

/// The part of JSON Schema (draft 7) that `ConfigSchema` uses, checked over a YAML tree.
private enum SchemaCheck {
  static func errors(_ node: Node, _ schema: [String: Any], at path: String = "") -> [String] {
    var errors: [String] = []
    func fail(_ why: String) { errors.append("\(path.isEmpty ? "/" : path): \(why)") }
    if let options = schema["oneOf"] as? [[String: Any]] {
      let matching = options.filter { Self.errors(node, $0, at: path).isEmpty }
      if matching.count != 1 { fail("matches \(matching.count) of oneOf") }
    }
    if let allowed = schema["enum"] as? [String] {
      if node.scalar == nil || !allowed.contains(node.string ?? "") {
        fail("not one of \(allowed)")
      }
    }
    switch schema["type"] as? String {
    case "object":
      guard let mapping = node.mapping else {
        fail("not an object")
        break
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in schema["required"] as? [String] ?? [] where mapping[name] == nil {
        fail("\(name) is required")
      }
      for (key, value) in mapping {
        let name = key.string ?? ""
        if let names = schema["propertyNames"] as? [String: Any],
          let pattern = names["pattern"] as? String, !matches(name, pattern)
        {
          fail("\(name) is not a name this allows")
        }
        if let property = properties[name] as? [String: Any] {
          errors += self.errors(value, property, at: path + "/" + name)
        } else if let additional = schema["additionalProperties"] as? [String: Any] {
          errors += self.errors(value, additional, at: path + "/" + name)
        } else if schema["additionalProperties"] as? Bool == false {
          fail("\(name) is not allowed")
        }
      }
    case "array":
      guard let sequence = node.sequence else {
        fail("not an array")
        break
      }
      if let minimum = schema["minItems"] as? Int, sequence.count < minimum { fail("too few") }
      if let maximum = schema["maxItems"] as? Int, sequence.count > maximum { fail("too many") }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in sequence.enumerated() {
          errors += self.errors(item, items, at: path + "/\(index)")
        }
      }
    case "string":
      guard let scalar = node.scalar, node.null == nil, node.bool == nil || scalar.style != .plain
      else {
        fail("not a string")
        break
      }
      let text = scalar.string
      if let minimum = schema["minLength"] as? Int, text.count < minimum { fail("too short") }
      if let maximum = schema["maxLength"] as? Int, text.count > maximum { fail("too long") }
      if let pattern = schema["pattern"] as? String, !matches(text, pattern) {
        fail("\(text) doesn't match \(pattern)")
      }
    case "integer":
      guard let scalar = node.scalar, scalar.style == .plain, let value = Int(scalar.string)
      else {
        fail("not an integer")
        break
      }
      if let minimum = schema["minimum"] as? Int, value < minimum { fail("below \(minimum)") }
      if let maximum = schema["maximum"] as? Int, value > maximum { fail("above \(maximum)") }
    case "boolean":
      if node.scalar?.style != .plain || node.bool == nil { fail("not a boolean") }
    default:
      break
    }
    return errors
  }

  private static func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }
}
