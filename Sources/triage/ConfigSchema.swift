import AppCore
import FoundationEssentials
import IssueDomain
import TriageApp

/// The JSON Schema of `config.yml`, made from the same tables the reader checks against (the
/// keys each mapping may have, the themes, the kinds, the reasons, the key contexts and their
/// actions), so the two can't drift. `triage --print-config-schema` prints it, and
/// `docs/config.schema.json` is that text, for editors (`yaml-language-server`).
enum ConfigSchema {
  static var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(SchemaValue(document)) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static var document: [String: Any] {
    [
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Triage config.yml",
      "description": "Triage's configuration (docs/configuration.md).",
      "type": "object",
      "additionalProperties": false,
      "properties": [
        "include": [
          "description": "Files read before this one, relative to it (or from ~/).",
          "oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
        ],
        "sections": [
          "type": "array", "minItems": 1,
          "maxItems": SectionsConfiguration.maximumSections, "items": section,
        ],
        "cache": object(["max_size": ["type": "string", "pattern": sizePattern]]),
        "theme": ["enum": ThemeName.allCases.map(\.rawValue)],
        "keys": keys,
        "commands": [
          "type": "array", "maxItems": CustomCommand.maximumCount, "items": command,
        ],
        "accessibility": ["enum": ConfigFile.accessibilityModes],
        "preview": object([
          "enabled": ["type": "boolean"],
          "min_width": [
            "type": "integer", "minimum": PreviewSettings.minimumWidthRange.lowerBound,
            "maximum": PreviewSettings.minimumWidthRange.upperBound,
          ],
        ]),
        "review": object(["comments": ["enum": ReviewCommentMode.allCases.map(\.rawValue)]]),
        "threads": object(["unresolved_first": ["type": "boolean"]]),
        "repo_paths": [
          "type": "object",
          "propertyNames": ["pattern": "^[A-Za-z0-9_.-]+/([A-Za-z0-9_.-]+|\\*)$"],
          "additionalProperties": ["type": "string", "pattern": "^(/|~/|~$)"],
        ],
      ] as [String: Any],
    ]
  }

  static let sizePattern = "^[0-9]{1,12} ?([KkMmGg][Ii]?[Bb])$"

  private static func object(_ properties: [String: Any], required: [String] = []) -> [String: Any]
  {
    var schema: [String: Any] = [
      "type": "object", "additionalProperties": false, "properties": properties,
    ]
    if !required.isEmpty { schema["required"] = required }
    return schema
  }

  private static var section: [String: Any] {
    object(
      [
        "title": [
          "type": "string", "minLength": 1, "maxLength": SectionsConfiguration.maximumTitleLength,
        ],
        "kind": ["enum": Section.Kind.allCases.map(\.rawValue)],
        "query": [
          "type": "string", "minLength": 1, "maxLength": SectionsConfiguration.maximumQueryLength,
        ],
        "limit": [
          "type": "integer", "minimum": SectionsConfiguration.limitRange.lowerBound,
          "maximum": SectionsConfiguration.limitRange.upperBound,
        ],
        "participating": ["type": "boolean"],
        "reasons": ["type": "array", "items": ["enum": InboxReason.known.map(\.rawValue)]],
        "refresh": ["type": "string", "pattern": "^[0-9]{1,6}[smh]$"],
      ], required: ["title"])
  }

  private static var keyList: [String: Any] {
    ["oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]]
  }

  private static var keys: [String: Any] {
    var contexts: [String: Any] = [:]
    for (context, names) in ActionCatalog.namesByContext {
      contexts[context.rawValue] = object(
        Dictionary(uniqueKeysWithValues: names.sorted().map { ($0, keyList) }))
    }
    contexts["preset"] = ["enum": KeyPreset.allCases.map(\.rawValue)]
    return object(contexts)
  }

  private static var command: [String: Any] {
    object(
      [
        "key": ["type": "string"],
        "context": ["enum": CustomCommand.contexts.map(\.rawValue)],
        "title": ["type": "string", "maxLength": CustomCommand.maximumTitleLength],
        "run": [
          "oneOf": [
            ["type": "string"], ["type": "array", "minItems": 1, "items": ["type": "string"]],
          ]
        ],
        "shell": ["type": "boolean"],
      ], required: ["key", "run"])
  }
}
