import AppCore
import FoundationEssentials
import IssueDomain
import SystemSupport
import TriageApp

extension ConfigFile {
  /// The keys a section may have; anything else is a typo to report, not to ignore.
  static let sectionKeys = [
    "title", "kind", "query", "limit", "participating", "reasons", "refresh",
  ]
  /// The keys the top level may have.
  static let topLevelKeys = [
    "include", "sections", "cache", "theme", "keys", "commands", "accessibility", "preview",
    "review", "threads", "repo_paths",
  ]
  /// The keys a repository's `.triage.yml` may set: what it shows, never what runs (commands,
  /// keys) or what is read (include, repo_paths), since the file comes with the repository.
  static let repositoryFileKeys = ["sections", "theme", "preview", "accessibility"]
  /// What `accessibility` may be.
  static let accessibilityModes = ["standard", "screen-reader"]
  /// The keys a command may have.
  static let commandKeys = ["key", "context", "title", "run", "shell"]
  /// The keys `review` may have.
  static let reviewKeys = ["comments"]
  /// The keys `threads` may have.
  static let threadsKeys = ["unresolved_first"]
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
  /// order; `parse(_:file:)` gives them all, with what the file still sets.
  static func settings(in text: String, file: String) throws(ConfigurationProblem) -> Settings? {
    let settings = parse(text, file: file)
    if let first = settings?.problems.first { throw first }
    return settings
  }

  /// Everything `text` configures, every problem in it, and what is left once each problem's
  /// key is left out; nil for an empty document. A problem in the YAML itself (syntax, size)
  /// leaves nothing, so the file gives only that problem.
  static func parse(
    _ text: String, file: String, allowedKeys: [String] = topLevelKeys,
    consequence: ConfigurationProblem.Consequence = .usingDefaults, checksCommands: Bool = true
  ) -> Settings? {
    let root: ConfigNode?
    do throws(BoundedYAML.Failure) {
      root = try BoundedYAML.compose(text)
    } catch {
      var settings = Settings()
      var key: String?
      if case .duplicateKey(let name, _) = error {
        key = quoted(name, limit: maximumQuotedKeyLength)
      }
      settings.problems = [
        ConfigurationProblem(
          file: file, line: error.line, key: key, reason: reason(error), consequence: consequence)
      ]
      return settings
    }
    // No document, or an empty one (`---` alone): nothing configured.
    guard let root, root.null == nil else { return nil }
    var reader = SectionsReader(file: file, allowedKeys: allowedKeys)
    var settings = reader.configuration(root, wholeFile: consequence)
    if checksCommands, let entries = settings.commandEntries {
      settings.customCommands = checkedCommands(
        entries, remap: settings.keyRemap ?? KeyRemap(), problems: &settings.problems)
    }
    settings.problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
    return settings
  }

  /// The commands that can be used, each checked against those before it and `remap`; a
  /// command that can't is left out and its problem added, at the line it is about.
  static func checkedCommands(
    _ entries: [CommandEntry], remap: KeyRemap, problems: inout [ConfigurationProblem]
  ) -> [CustomCommand] {
    var accepted: [CustomCommand.Entry] = []
    var commands: [CustomCommand] = []
    if let extra = entries.dropFirst(CustomCommand.maximumCount).first {
      let problem = CustomCommand.Problem.tooMany(count: entries.count, line: extra.entry.line)
      problems.append(
        ConfigurationProblem(
          file: extra.file, line: extra.entry.line, key: "commands",
          reason: .invalidCommand(problem.message), consequence: .leftOut(extra.path + "…")))
    }
    for entry in entries.prefix(CustomCommand.maximumCount) {
      do throws(CustomCommand.Problem) {
        commands = try CustomCommand.commands(accepted + [entry.entry], remap: remap)
        accepted.append(entry.entry)
      } catch {
        let line: Int
        if case .unknownPlaceholder = error { line = entry.runLine } else { line = error.line }
        problems.append(
          ConfigurationProblem(
            file: entry.file, line: line, key: entry.path, reason: .invalidCommand(error.message),
            consequence: .leftOut(entry.path)))
      }
    }
    return commands
  }

  /// The problem a composition failure is.
  private static func reason(_ failure: BoundedYAML.Failure) -> ConfigurationProblem.Reason {
    switch failure {
    case .syntax(let words, _): .syntax(quoted(words, limit: 120))
    case .tooManyNodes: .tooManyNodes(maximum: BoundedYAML.maximumNodes)
    case .tooDeep: .tooDeep(maximum: BoundedYAML.maximumDepth)
    case .undefinedAlias(let name, _): .undefinedAlias(quoted(name, limit: maximumQuotedKeyLength))
    case .complexKey: .complexKey
    case .duplicateKey: .duplicateKey
    case .secondDocument: .syntax("a second document (---) in the file")
    }
  }

  /// Text from the file made safe to draw on one row and cut to `limit` characters.
  static func quoted(_ text: String, limit: Int) -> String {
    let clean = UntrustedText.sanitized(text, multiline: false)
    return clean.count <= limit ? clean : String(clean.prefix(limit - 1)) + "…"
  }
}

/// Walks the composed YAML tree, checking each rule and naming where it failed. A problem
/// leaves out what it is in (a top-level key, a section, a command, a key's entry) and is
/// kept, so every problem in the file is reported and the rest still applies.
private struct SectionsReader {
  let file: String
  let allowedKeys: [String]
  var problems: [ConfigurationProblem] = []

  init(file: String, allowedKeys: [String]) {
    self.file = file
    self.allowedKeys = allowedKeys
  }

  /// Keeps `problem`, saying that `key` is left out unless a narrower part already was.
  private mutating func keep(_ problem: ConfigurationProblem, leavingOut key: String) {
    var problem = problem
    if problem.consequence == .usingDefaults { problem.consequence = .leftOut(key) }
    problems.append(problem)
  }

  mutating func configuration(
    _ root: ConfigNode, wholeFile: ConfigurationProblem.Consequence
  ) -> ConfigFile.Settings {
    var settings = ConfigFile.Settings()
    guard let mapping = root.mapping else {
      problems.append(
        ConfigurationProblem(
          file: file, line: root.mark?.line,
          reason: .wrongType(expected: "a mapping with a sections list"),
          consequence: wholeFile))
      settings.problems = problems
      return settings
    }
    // In file order, so the problems are in the file's order.
    for (keyNode, value) in mapping {
      let name = keyNode.scalar?.string ?? "?"
      let shown = ConfigFile.quoted(name, limit: ConfigFile.maximumQuotedKeyLength)
      guard allowedKeys.contains(name) else {
        let reason: ConfigurationProblem.Reason =
          ConfigFile.topLevelKeys.contains(name)
          ? .notInRepositoryFile(allowed: allowedKeys) : .unknownKey(expected: allowedKeys)
        keep(problem(keyNode, key: shown, reason), leavingOut: shown)
        continue
      }
      do throws(ConfigurationProblem) {
        switch name {
        case "include": settings.includes = try includes(value)
        case "sections": settings.sections = sections(value)
        case "cache": settings.cacheMaximumBytes = try cache(value)
        case "theme": settings.theme = try theme(value)
        case "keys": settings.keyRemap = keys(value)
        case "commands": settings.commandEntries = try commands(value)
        case "accessibility": settings.screenReader = try accessibility(value)
        case "preview": settings.preview = try preview(value)
        case "review": settings.reviewComments = try review(value)
        case "threads": settings.unresolvedThreadsFirst = try threads(value)
        case "repo_paths": settings.repositoryPaths = try repositoryPaths(value)
        default: break
        }
      } catch {
        keep(error, leavingOut: name)
      }
    }
    settings.problems = problems
    return settings
  }

  /// `include:`, one path or a list of them.
  private func includes(_ node: ConfigNode) throws(ConfigurationProblem) -> [ConfigFile.Include] {
    let expected = "a file or a list of files"
    if let scalar = node.scalar, node.null == nil {
      return [ConfigFile.Include(path: scalar.string, line: node.mark?.line ?? 0)]
    }
    guard let items = node.sequence else {
      throw problem(node, key: "include", .wrongType(expected: expected))
    }
    return try items.map { (item: ConfigNode) throws(ConfigurationProblem) in
      ConfigFile.Include(path: try text(item, key: "include"), line: item.mark?.line ?? 0)
    }
  }

  /// `repo_paths:`, a mapping of `owner/name` or `owner/*` to a clone's directory.
  private mutating func repositoryPaths(_ node: ConfigNode) throws(ConfigurationProblem)
    -> [RepositoryPath]
  {
    guard let mapping = node.mapping else {
      throw problem(
        node, key: "repo_paths", .wrongType(expected: "a mapping of owner/name to a directory"))
    }
    var paths: [RepositoryPath] = []
    for (keyNode, value) in mapping {
      let pattern = keyNode.scalar?.string ?? ""
      let shown =
        "repo_paths.\(ConfigFile.quoted(pattern, limit: ConfigFile.maximumQuotedKeyLength))"
      do throws(ConfigurationProblem) {
        guard RepositoryPath.isPattern(pattern) else {
          throw problem(
            keyNode, key: shown, .invalidRepositoryPath("must be owner/name or owner/*"))
        }
        let path = try text(value, key: shown)
        guard path == "~" || path.hasPrefix("~/") || path.hasPrefix("/") else {
          throw problem(
            value, key: shown,
            .invalidRepositoryPath("must be an absolute directory or start with ~/"))
        }
        paths.append(
          RepositoryPath(pattern: pattern, path: path, file: file, line: keyNode.mark?.line ?? 0))
      } catch {
        keep(error, leavingOut: shown)
      }
    }
    return paths
  }

  /// `accessibility: screen-reader` (or `standard`, the default).
  private func accessibility(_ node: ConfigNode) throws(ConfigurationProblem) -> Bool? {
    guard let scalar = node.scalar, node.null == nil,
      ConfigFile.accessibilityModes.contains(scalar.string.lowercased())
    else {
      throw problem(
        node, key: "accessibility", .wrongType(expected: "standard or screen-reader"))
    }
    return scalar.string.lowercased() == "screen-reader"
  }

  /// `commands:`, a list of mappings (key, context, title, run, shell); their meaning is
  /// checked once the `keys` in effect are known (`ConfigFile.checkedCommands`). An entry
  /// that can't be read is left out.
  private mutating func commands(_ node: ConfigNode) throws(ConfigurationProblem)
    -> [ConfigFile.CommandEntry]
  {
    guard let items = node.sequence else {
      throw problem(node, key: "commands", .wrongType(expected: "a list of commands"))
    }
    var entries: [ConfigFile.CommandEntry] = []
    for (offset, item) in items.enumerated() {
      let path = "commands[\(offset + 1)]"
      do throws(ConfigurationProblem) {
        entries.append(try command(item, path: path))
      } catch {
        keep(error, leavingOut: path)
      }
    }
    return entries
  }

  private func command(_ item: ConfigNode, path: String) throws(ConfigurationProblem)
    -> ConfigFile.CommandEntry
  {
    guard let mapping = item.mapping else {
      throw problem(item, key: path, .wrongType(expected: "a mapping (key, context, run)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.commandKeys, path: path)
    guard let keyNode = mapping["key"] else { throw problem(item, key: "\(path).key", .missing) }
    guard let runNode = mapping["run"] else { throw problem(item, key: "\(path).run", .missing) }
    let shell =
      try mapping["shell"].map { (node: ConfigNode) throws(ConfigurationProblem) in
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
      template = try list.map { (argument: ConfigNode) throws(ConfigurationProblem) -> String in
        try text(argument, key: "\(path).run")
      }
    } else {
      throw problem(
        runNode, key: "\(path).run",
        .wrongType(expected: "a list of arguments (or one string with shell: true)"))
    }
    let title = try mapping["title"].map { (node: ConfigNode) throws(ConfigurationProblem) in
      UntrustedText.sanitized(try text(node, key: "\(path).title"), multiline: false)
    }
    let entry = CustomCommand.Entry(
      key: try text(keyNode, key: "\(path).key"),
      context: try mapping["context"].map { (node: ConfigNode) throws(ConfigurationProblem) in
        try text(node, key: "\(path).context")
      } ?? "global",
      title: title, template: template, shell: shell, line: item.mark?.line ?? 0)
    return ConfigFile.CommandEntry(
      entry: entry, path: path, runLine: runNode.mark?.line ?? entry.line, file: file)
  }

  private func theme(_ node: ConfigNode) throws(ConfigurationProblem) -> ThemeName? {
    guard let scalar = node.scalar, node.null == nil,
      let name = ThemeName(rawValue: scalar.string.lowercased())
    else { throw problem(node, key: "theme", .unknownTheme(accepted: ThemeName.accepted)) }
    return name
  }

  /// `keys:`, a mapping of contexts, each a mapping of action names to a key or a list of keys.
  /// Each entry is checked with those before it (`KeyRemap`); one that can't be used is left
  /// out at its line, and the others apply.
  private mutating func keys(_ node: ConfigNode) -> KeyRemap? {
    let shape = "a mapping of contexts, each mapping action names to keys"
    guard let contexts = node.mapping else {
      keep(problem(node, key: "keys", .wrongType(expected: shape)), leavingOut: "keys")
      return nil
    }
    var accepted: [KeyRemap.Entry] = []
    var remap = KeyRemap()
    var preset: KeyPreset?
    for (contextKey, actionsNode) in contexts {
      let context = contextKey.scalar?.string ?? ""
      if context == "preset" {
        guard let scalar = actionsNode.scalar, let named = KeyPreset(rawValue: scalar.string)
        else {
          let known = KeyPreset.allCases.map(\.rawValue).joined(separator: ", ")
          keep(
            problem(actionsNode, key: "keys.preset", .wrongType(expected: "one of \(known)")),
            leavingOut: "keys.preset")
          continue
        }
        preset = named
        continue
      }
      let contextPath =
        "keys.\(ConfigFile.quoted(context, limit: ConfigFile.maximumQuotedKeyLength))"
      guard let actions = actionsNode.mapping else {
        keep(
          problem(actionsNode, key: contextPath, .wrongType(expected: shape)),
          leavingOut: contextPath)
        continue
      }
      for (actionKey, keysNode) in actions {
        let action = actionKey.scalar?.string ?? ""
        let path =
          "\(contextPath).\(ConfigFile.quoted(action, limit: ConfigFile.maximumQuotedKeyLength))"
        let names: [String]
        if let scalar = keysNode.scalar, keysNode.null == nil {
          names = [scalar.string]
        } else if let list = keysNode.sequence,
          list.allSatisfy({ $0.scalar != nil && $0.null == nil })
        {
          names = list.compactMap { $0.scalar?.string }
        } else {
          keep(
            problem(keysNode, key: path, .wrongType(expected: "a key or a list of keys")),
            leavingOut: path)
          continue
        }
        let entry = KeyRemap.Entry(
          context: context, action: action, keys: names, line: actionKey.mark?.line ?? 0)
        do throws(KeyRemap.Problem) {
          remap = try KeyRemap(accepted + [entry])
          accepted.append(entry)
        } catch {
          // The message names its own place (`keys.lists: …`), so no key is put before it.
          problems.append(
            ConfigurationProblem(
              file: file, line: error.line == 0 ? nil : error.line,
              reason: .invalidKeys(error.message), consequence: .leftOut(path)))
        }
      }
    }
    if let preset {
      remap = Self.adding(preset, to: accepted, remap: remap)
    }
    return remap
  }

  /// `remap` with `preset`'s entries added where the person's own `accepted` entries leave
  /// room: an action they gave keys keeps theirs, and a key they use is not the preset's.
  private static func adding(
    _ preset: KeyPreset, to accepted: [KeyRemap.Entry], remap: KeyRemap
  ) -> KeyRemap {
    var entries = accepted
    var remap = remap
    for (context, action, keys) in preset.entries {
      guard !entries.contains(where: { $0.context == context && $0.action == action }) else {
        continue
      }
      let taken = Set(
        entries.filter { $0.context == context }.flatMap(\.keys).compactMap(KeyName.key))
      let free = keys.filter { KeyName.key($0).map { !taken.contains($0) } ?? false }
      guard !free.isEmpty else { continue }
      let entry = KeyRemap.Entry(context: context, action: action, keys: free, line: 0)
      do throws(KeyRemap.Problem) {
        remap = try KeyRemap(entries + [entry])
        entries.append(entry)
      } catch {
        continue  // the preset's own entries never clash; a test checks it
      }
    }
    return remap
  }

  /// `preview:`, a mapping of `enabled` (true or false) and `min_width` (columns); a key it
  /// leaves out keeps its default.
  private func preview(_ node: ConfigNode) throws(ConfigurationProblem) -> PreviewSettings? {
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

  /// `review:`, a mapping of `comments` (`pending` or `single`): where a new review comment
  /// goes by default.
  private func review(_ node: ConfigNode) throws(ConfigurationProblem) -> ReviewCommentMode? {
    guard let mapping = node.mapping else {
      throw problem(node, key: "review", .wrongType(expected: "a mapping (comments)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.reviewKeys, path: "review")
    guard let value = mapping["comments"] else { return nil }
    guard let scalar = value.scalar, value.null == nil,
      let mode = ReviewCommentMode(rawValue: scalar.string.lowercased())
    else {
      throw problem(value, key: "review.comments", .wrongType(expected: "pending or single"))
    }
    return mode
  }

  /// `threads:`, a mapping of `unresolved_first` (true or false): whether `}` and `{` go to
  /// unresolved review threads before resolved ones.
  private func threads(_ node: ConfigNode) throws(ConfigurationProblem) -> Bool? {
    guard let mapping = node.mapping else {
      throw problem(node, key: "threads", .wrongType(expected: "a mapping (unresolved_first)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.threadsKeys, path: "threads")
    guard let value = mapping["unresolved_first"] else { return nil }
    return try flag(value, key: "threads.unresolved_first")
  }

  /// A plain decimal count of columns within `PreviewSettings.minimumWidthRange`.
  private func columns(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> Int {
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

  private func cache(_ node: ConfigNode) throws(ConfigurationProblem) -> Int? {
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

  /// `sections:`; a section that can't be used is left out, and the others kept in order.
  private mutating func sections(_ list: ConfigNode) -> SectionsConfiguration? {
    guard let items = list.sequence else {
      keep(problem(list, key: "sections", .wrongType(expected: "a list")), leavingOut: "sections")
      return nil
    }
    guard !items.isEmpty else {
      keep(problem(list, key: "sections", .noSections), leavingOut: "sections")
      return nil
    }
    var sections: [Section] = []
    for (offset, item) in items.enumerated() {
      let path = "sections[\(offset + 1)]"
      guard offset < SectionsConfiguration.maximumSections else {
        keep(
          problem(item, key: "sections", .tooManySections(count: items.count)),
          leavingOut: path + "…")
        break
      }
      do throws(ConfigurationProblem) {
        sections.append(try section(item, path: path))
      } catch {
        keep(error, leavingOut: path)
      }
    }
    return sections.isEmpty ? nil : SectionsConfiguration(sections: sections)
  }

  private func section(_ node: ConfigNode, path: String) throws(ConfigurationProblem) -> Section {
    guard let mapping = node.mapping else {
      throw problem(node, key: path, .wrongType(expected: "a mapping (title, query)"))
    }
    try checkKeys(mapping, allowed: ConfigFile.sectionKeys, path: path)
    guard let titleNode = mapping["title"] else {
      throw problem(node, key: "\(path).title", .missing)
    }
    let title = UntrustedText.sanitized(
      try text(titleNode, key: "\(path).title"), multiline: false
    ).trimmingWhitespace()
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
    if let node = mapping["refresh"] {
      guard kind == .search else {
        throw problem(node, key: "\(path).refresh", .onlyForSearch)
      }
      guard let scalar = node.scalar, node.null == nil,
        let interval = ConfigFile.interval(scalar.string),
        interval >= Section.minimumRefresh, interval <= Section.maximumRefresh
      else { throw problem(node, key: "\(path).refresh", .invalidInterval) }
      section.refresh = interval
    }
    return section
  }

  /// `true` or `false`, unquoted.
  private func flag(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> Bool {
    guard let scalar = node.scalar, scalar.style == .plain,
      let value = ["true": true, "false": false][scalar.string]
    else { throw problem(node, key: key, .wrongType(expected: "true or false")) }
    return value
  }

  /// A list of GitHub's reasons (`[mention, review_requested]`).
  private func reasons(_ node: ConfigNode, key: String) throws(ConfigurationProblem)
    -> [InboxReason]
  {
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

  private func query(_ node: ConfigNode?, kind: Section.Kind, section: ConfigNode, path: String)
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
      let query = try text(node, key: key).trimmingWhitespace()
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
  private func limit(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> Int {
    guard let scalar = node.scalar, scalar.style == .plain,
      !scalar.string.isEmpty, scalar.string.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let value = Int(scalar.string), SectionsConfiguration.limitRange.contains(value)
    else { throw problem(node, key: key, .limitOutOfRange) }
    return value
  }

  /// A scalar's text; a list, a mapping or null (`~`, empty) is the wrong type.
  private func text(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> String {
    guard let scalar = node.scalar, node.null == nil else {
      throw problem(node, key: key, .wrongType(expected: "text"))
    }
    return scalar.string
  }

  /// Every key is a known name, in file order; the first that isn't is the problem.
  private func checkKeys(_ mapping: ConfigNode.Mapping, allowed: [String], path: String?)
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

  private func problem(_ node: ConfigNode, key: String?, _ reason: ConfigurationProblem.Reason)
    -> ConfigurationProblem
  {
    ConfigurationProblem(file: file, line: node.mark?.line, key: key, reason: reason)
  }
}
