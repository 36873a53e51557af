import Foundation
import IssueDomain
import TriageApp
import Yams

extension ConfigFile {
  /// The keys a section may have; anything else is a typo to report, not to ignore.
  static let sectionKeys = ["title", "kind", "query", "limit", "participating", "reasons"]
  /// The keys the top level may have.
  static let topLevelKeys = [
    "sections", "cache", "theme", "keys", "commands", "accessibility", "preview",
  ]
  /// What `accessibility` may be.
  static let accessibilityModes = ["standard", "screen-reader"]
  /// The keys a command may have.
  static let commandKeys = ["key", "context", "title", "run", "shell"]
  /// The keys `preview` may have.
  static let previewKeys = ["enabled", "min_width"]
  /// Unknown keys are quoted back in the message; a pasted paragraph is cut to this.
  static let maximumQuotedKeyLength = 32

  /// The sections `text` configures; nil when it configures none (an empty document, or no
  /// `sections` key), which means the defaults. Throws the first problem, in file order.
  static func sections(in text: String, file: String) throws(ConfigurationProblem)
    -> SectionsConfiguration?
  {
    try settings(in: text, file: file)?.sections
  }

  /// Everything `text` configures; nil for an empty document. Throws the first problem, in file
  /// order.
  static func settings(in text: String, file: String) throws(ConfigurationProblem) -> Settings? {
    if let line = firstAliasLine(in: text) {
      throw ConfigurationProblem(file: file, line: line, reason: .alias)
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw syntaxProblem(error, text: text, file: file)
    } catch {
      throw ConfigurationProblem(file: file, reason: .syntax(quoted("\(error)", limit: 120)))
    }
    // No document, or an empty one (`---` alone): nothing configured.
    guard let root, root.null == nil else { return nil }
    let reader = SectionsReader(file: file)
    return try reader.configuration(root)
  }

  /// libyaml's problem and its line (1-based, from the mark), or Yams' duplicate key.
  private static func syntaxProblem(_ error: YamlError, text: String, file: String)
    -> ConfigurationProblem
  {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return ConfigurationProblem(
        file: file, line: mark.line, reason: .syntax(quoted(problem, limit: 120)))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ConfigurationProblem(
        file: file, line: context.mark.line,
        key: duplicates.sorted().first.map { quoted($0, limit: maximumQuotedKeyLength) },
        reason: .duplicateKey)
    case .reader(let problem, let offset, _, _):
      // The offset counts bytes of the UTF-8 input; its line is one more than the breaks before it.
      let line = offset.map { offset in
        1 + text.utf8.prefix(max(0, offset)).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      }
      return ConfigurationProblem(
        file: file, line: line, reason: .syntax(quoted(problem, limit: 120)))
    default:
      return ConfigurationProblem(
        file: file, reason: .syntax(quoted(error.description, limit: 120)))
    }
  }

  /// Text from the file made safe to draw on one row and cut to `limit` characters.
  static func quoted(_ text: String, limit: Int) -> String {
    let clean = UntrustedText.sanitized(text, multiline: false)
    return clean.count <= limit ? clean : String(clean.prefix(limit - 1)) + "…"
  }
}

/// Walks the composed YAML tree, checking each rule and naming where it failed.
private struct SectionsReader {
  let file: String

  func configuration(_ root: Node) throws(ConfigurationProblem) -> ConfigFile.Settings {
    guard let mapping = root.mapping else {
      throw problem(root, key: nil, .wrongType(expected: "a mapping with a sections list"))
    }
    try checkKeys(mapping, allowed: ConfigFile.topLevelKeys, path: nil)
    var settings = ConfigFile.Settings()
    var commandEntries: [CustomCommand.Entry]?
    // In file order, so the first problem reported is the first in the file.
    for key in mapping.keys {
      switch key.scalar?.string {
      case "sections": settings.sections = try sections(mapping["sections"])
      case "cache": settings.cacheMaximumBytes = try cache(mapping["cache"])
      case "theme": settings.theme = try theme(mapping["theme"])
      case "keys": settings.keyRemap = try keys(mapping["keys"])
      case "commands": commandEntries = try commands(mapping["commands"])
      case "accessibility": settings.screenReader = try accessibility(mapping["accessibility"])
      case "preview": settings.preview = try preview(mapping["preview"])
      default: break
      }
    }
    // Checked once `keys:` is known, wherever it is in the file: a command's key can't be an
    // action's too.
    if let commandEntries {
      do throws(CustomCommand.Problem) {
        settings.customCommands = try CustomCommand.commands(
          commandEntries, remap: settings.keyRemap ?? KeyRemap())
      } catch {
        throw ConfigurationProblem(
          file: file, line: error.line, key: "commands", reason: .invalidCommand(error.message))
      }
    }
    return settings
  }

  /// `accessibility: screen-reader` (or `standard`, the default).
  private func accessibility(_ node: Node?) throws(ConfigurationProblem) -> Bool? {
    guard let node else { return nil }
    guard let scalar = node.scalar, node.null == nil,
      ConfigFile.accessibilityModes.contains(scalar.string.lowercased())
    else {
      throw problem(
        node, key: "accessibility", .wrongType(expected: "standard or screen-reader"))
    }
    return scalar.string.lowercased() == "screen-reader"
  }

  /// `commands:`, a list of mappings (key, context, title, run, shell); their meaning is
  /// checked whole by `CustomCommand.commands`, whose problem names the entry's line.
  private func commands(_ node: Node?) throws(ConfigurationProblem) -> [CustomCommand.Entry]? {
    guard let node else { return nil }
    guard let items = node.sequence else {
      throw problem(node, key: "commands", .wrongType(expected: "a list of commands"))
    }
    var entries: [CustomCommand.Entry] = []
    for (offset, item) in items.enumerated() {
      let path = "commands[\(offset + 1)]"
      guard let mapping = item.mapping else {
        throw problem(item, key: path, .wrongType(expected: "a mapping (key, context, run)"))
      }
      try checkKeys(mapping, allowed: ConfigFile.commandKeys, path: path)
      guard let keyNode = mapping["key"] else { throw problem(item, key: "\(path).key", .missing) }
      guard let runNode = mapping["run"] else { throw problem(item, key: "\(path).run", .missing) }
      let shell =
        try mapping["shell"].map { (node: Node) throws(ConfigurationProblem) in
          try flag(node, key: "\(path).shell")
        } ?? false
      let template: [String]
      if let scalar = runNode.scalar, runNode.null == nil {
        guard shell else {
          throw problem(
            runNode, key: "\(path).run",
            .wrongType(expected: "a list of arguments (or one string with shell: true)"))
        }
        template = [scalar.string]
      } else if let list = runNode.sequence {
        template = try list.map { (argument: Node) throws(ConfigurationProblem) -> String in
          try text(argument, key: "\(path).run")
        }
      } else {
        throw problem(
          runNode, key: "\(path).run",
          .wrongType(expected: "a list of arguments (or one string with shell: true)"))
      }
      let title = try mapping["title"].map { (node: Node) throws(ConfigurationProblem) in
        UntrustedText.sanitized(try text(node, key: "\(path).title"), multiline: false)
      }
      entries.append(
        CustomCommand.Entry(
          key: try text(keyNode, key: "\(path).key"),
          context: try mapping["context"].map { (node: Node) throws(ConfigurationProblem) in
            try text(node, key: "\(path).context")
          } ?? "global",
          title: title, template: template, shell: shell, line: item.mark?.line ?? 0))
    }
    return entries
  }

  private func theme(_ node: Node?) throws(ConfigurationProblem) -> ThemeName? {
    guard let node else { return nil }
    guard let scalar = node.scalar, node.null == nil,
      let name = ThemeName(rawValue: scalar.string.lowercased())
    else { throw problem(node, key: "theme", .unknownTheme(accepted: ThemeName.accepted)) }
    return name
  }

  /// `keys:`, a mapping of contexts, each a mapping of action names to a key or a list of keys;
  /// checked whole by `KeyRemap`, whose problem names the entry's line.
  private func keys(_ node: Node?) throws(ConfigurationProblem) -> KeyRemap? {
    guard let node else { return nil }
    let shape = "a mapping of contexts, each mapping action names to keys"
    guard let contexts = node.mapping else {
      throw problem(node, key: "keys", .wrongType(expected: shape))
    }
    var entries: [KeyRemap.Entry] = []
    for (contextKey, actionsNode) in contexts {
      let context = contextKey.scalar?.string ?? ""
      guard let actions = actionsNode.mapping else {
        throw problem(actionsNode, key: "keys.\(context)", .wrongType(expected: shape))
      }
      for (actionKey, keysNode) in actions {
        let action = actionKey.scalar?.string ?? ""
        let path = "keys.\(context).\(action)"
        let names: [String]
        if let scalar = keysNode.scalar, keysNode.null == nil {
          names = [scalar.string]
        } else if let list = keysNode.sequence {
          names = try list.map { (item: Node) throws(ConfigurationProblem) -> String in
            guard let scalar = item.scalar else {
              throw problem(item, key: path, .wrongType(expected: "a key or a list of keys"))
            }
            return scalar.string
          }
        } else {
          throw problem(keysNode, key: path, .wrongType(expected: "a key or a list of keys"))
        }
        entries.append(
          KeyRemap.Entry(
            context: context, action: action, keys: names, line: actionKey.mark?.line ?? 0))
      }
    }
    do throws(KeyRemap.Problem) {
      return try KeyRemap(entries)
    } catch {
      throw ConfigurationProblem(
        file: file, line: error.line == 0 ? nil : error.line, key: "keys",
        reason: .invalidKeys(error.message))
    }
  }

  /// `preview:`, a mapping of `enabled` (true or false) and `min_width` (columns); a key it
  /// leaves out keeps its default.
  private func preview(_ node: Node?) throws(ConfigurationProblem) -> PreviewSettings? {
    guard let node else { return nil }
    guard let mapping = node.mapping else {
      throw problem(node, key: "preview", .wrongType(expected: "a mapping (enabled, min_width)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.previewKeys, path: "preview")
    var settings = PreviewSettings.standard
    // In file order, so the first problem reported is the first in the file.
    for key in mapping.keys {
      guard let name = key.scalar?.string, let value = mapping[name] else { continue }
      switch name {
      case "enabled": settings.isEnabled = try flag(value, key: "preview.enabled")
      case "min_width": settings.minimumWidth = try columns(value, key: "preview.min_width")
      default: break
      }
    }
    return settings
  }

  /// A plain decimal count of columns within `PreviewSettings.minimumWidthRange`.
  private func columns(_ node: Node, key: String) throws(ConfigurationProblem) -> Int {
    let range = PreviewSettings.minimumWidthRange
    guard let scalar = node.scalar, scalar.style == .plain, (1...6).contains(scalar.string.count),
      scalar.string.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(scalar.string), range.contains(value)
    else {
      throw problem(
        node, key: key, .widthOutOfRange(minimum: range.lowerBound, maximum: range.upperBound))
    }
    return value
  }

  private func cache(_ node: Node?) throws(ConfigurationProblem) -> Int? {
    guard let node else { return nil }
    guard let mapping = node.mapping else {
      throw problem(node, key: "cache", .wrongType(expected: "a mapping (max_size)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.cacheKeys, path: "cache")
    guard let sizeNode = mapping["max_size"] else { return nil }
    guard let scalar = sizeNode.scalar, sizeNode.null == nil,
      let bytes = ConfigFile.byteSize(scalar.string)
    else { throw problem(sizeNode, key: "cache.max_size", .invalidSize) }
    return bytes
  }

  private func sections(_ list: Node?) throws(ConfigurationProblem) -> SectionsConfiguration? {
    guard let list else { return nil }
    guard let items = list.sequence else {
      throw problem(list, key: "sections", .wrongType(expected: "a list"))
    }
    guard !items.isEmpty else { throw problem(list, key: "sections", .noSections) }
    guard items.count <= SectionsConfiguration.maximumSections else {
      let extra = items[
        items.index(items.startIndex, offsetBy: SectionsConfiguration.maximumSections)]
      throw problem(extra, key: "sections", .tooManySections(count: items.count))
    }
    var sections: [Section] = []
    for (offset, item) in items.enumerated() {
      sections.append(try section(item, path: "sections[\(offset + 1)]"))
    }
    return SectionsConfiguration(sections: sections)
  }

  private func section(_ node: Node, path: String) throws(ConfigurationProblem) -> Section {
    guard let mapping = node.mapping else {
      throw problem(node, key: path, .wrongType(expected: "a mapping (title, query)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.sectionKeys, path: path)
    guard let titleNode = mapping["title"] else {
      throw problem(node, key: "\(path).title", .missing)
    }
    let title = UntrustedText.sanitized(
      try text(titleNode, key: "\(path).title"), multiline: false
    ).trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw problem(titleNode, key: "\(path).title", .empty) }
    guard title.count <= SectionsConfiguration.maximumTitleLength else {
      throw problem(
        titleNode, key: "\(path).title",
        .tooLong(maximum: SectionsConfiguration.maximumTitleLength))
    }
    var kind = Section.Kind.search
    if let kindNode = mapping["kind"] {
      guard let known = Section.Kind(rawValue: try text(kindNode, key: "\(path).kind")) else {
        throw problem(kindNode, key: "\(path).kind", .unknownKind)
      }
      kind = known
    }
    let query = try self.query(mapping["query"], kind: kind, section: node, path: path)
    var limit: Int?
    if let limitNode = mapping["limit"] {
      limit = try self.limit(limitNode, key: "\(path).limit")
    }
    var section = Section(title: title, kind: kind, query: query, limit: limit)
    if let node = mapping["participating"] {
      guard kind == .notifications else {
        throw problem(node, key: "\(path).participating", .onlyForNotifications)
      }
      section.participating = try flag(node, key: "\(path).participating")
    }
    if let node = mapping["reasons"] {
      guard kind == .notifications else {
        throw problem(node, key: "\(path).reasons", .onlyForNotifications)
      }
      section.reasons = try reasons(node, key: "\(path).reasons")
    }
    return section
  }

  /// `true` or `false`, unquoted.
  private func flag(_ node: Node, key: String) throws(ConfigurationProblem) -> Bool {
    guard let scalar = node.scalar, scalar.style == .plain,
      let value = ["true": true, "false": false][scalar.string]
    else { throw problem(node, key: key, .wrongType(expected: "true or false")) }
    return value
  }

  /// A list of GitHub's reasons (`[mention, review_requested]`).
  private func reasons(_ node: Node, key: String) throws(ConfigurationProblem) -> [InboxReason] {
    guard let sequence = node.sequence else {
      throw problem(node, key: key, .wrongType(expected: "a list of reasons"))
    }
    var reasons: [InboxReason] = []
    for item in sequence {
      let name = try text(item, key: key)
      let reason = InboxReason(rawValue: name)
      guard case .other = reason else {
        reasons.append(reason)
        continue
      }
      throw problem(
        item, key: key,
        .unknownReason(ConfigFile.quoted(name, limit: ConfigFile.maximumQuotedKeyLength)))
    }
    return reasons
  }

  private func query(_ node: Node?, kind: Section.Kind, section: Node, path: String)
    throws(ConfigurationProblem) -> String?
  {
    let key = "\(path).query"
    switch (kind, node) {
    case (.repositories, nil), (.notifications, nil):
      return nil
    case (.repositories, let node?), (.notifications, let node?):
      throw problem(node, key: key, .queryNotAllowed)
    case (.search, nil):
      throw problem(section, key: key, .missing)
    case (.search, let node?):
      let query = try text(node, key: key).trimmingCharacters(in: .whitespaces)
      guard !query.isEmpty else { throw problem(node, key: key, .empty) }
      guard !query.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { throw problem(node, key: key, .controlCharacter) }
      guard query.count <= SectionsConfiguration.maximumQueryLength else {
        throw problem(node, key: key, .tooLong(maximum: SectionsConfiguration.maximumQueryLength))
      }
      return query
    }
  }

  /// A plain decimal integer in range: `"100"` (quoted), `1e3`, `0x10` and `~` are refused, so
  /// the file says exactly what is used.
  private func limit(_ node: Node, key: String) throws(ConfigurationProblem) -> Int {
    guard let scalar = node.scalar, scalar.style == .plain,
      !scalar.string.isEmpty, scalar.string.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(scalar.string), SectionsConfiguration.limitRange.contains(value)
    else { throw problem(node, key: key, .limitOutOfRange) }
    return value
  }

  /// A scalar's text; a list, a mapping or null (`~`, empty) is the wrong type.
  private func text(_ node: Node, key: String) throws(ConfigurationProblem) -> String {
    guard let scalar = node.scalar, node.null == nil else {
      throw problem(node, key: key, .wrongType(expected: "text"))
    }
    return scalar.string
  }

  /// Every key is a known name, in file order; the first that isn't is the problem.
  private func checkKeys(_ mapping: Node.Mapping, allowed: [String], path: String?)
    throws(ConfigurationProblem)
  {
    for key in mapping.keys {
      guard let name = key.scalar?.string, allowed.contains(name) else {
        let shown = ConfigFile.quoted(
          key.scalar?.string ?? "?", limit: ConfigFile.maximumQuotedKeyLength)
        throw problem(
          key, key: path.map { "\($0).\(shown)" } ?? shown, .unknownKey(expected: allowed))
      }
    }
  }

  private func problem(_ node: Node, key: String?, _ reason: ConfigurationProblem.Reason)
    -> ConfigurationProblem
  {
    ConfigurationProblem(file: file, line: node.mark?.line, key: key, reason: reason)
  }
}
