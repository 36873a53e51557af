import AppCore
import IssueDomain
import TriageApp
import Yams

/// `triage --print-config`: the configuration in effect, as `config.yml` would say it, with
/// every default filled in: what the file set, what it left to the defaults, and what the
/// environment decided (`TRIAGE_THEME`, `TRIAGE_SCREEN_READER`). A file that couldn't be used
/// is named in a comment, and the defaults printed.
enum ConfigPrinter {
  static func text(
    _ loaded: ConfigFile.Loaded, path: String?, environment: [String: String],
    screenReaderFlag: Bool = false, repositoryFile: String? = nil
  ) -> String {
    var header = ["# The configuration in effect (triage --print-config)."]
    header.append("# File: \(path ?? "none (no config directory)")")
    if let repositoryFile { header.append("# Repository file: \(repositoryFile)") }
    for problem in loaded.problems { header.append("# Problem: \(problem.message)") }
    let choice = ThemeChoice(environment: environment, configured: loaded.theme)
    if let problem = choice.problem { header.append("# \(problem)") }
    func origin(_ key: String) -> String {
      (loaded.origins[key] ?? [.defaults]).map(\.description).joined(separator: ", then ")
    }
    let readsAloud = ScreenReaderMode.isOn(
      flag: screenReaderFlag || loaded.screenReader, environment: environment)
    var accessibilityOrigin = origin("accessibility")
    if screenReaderFlag {
      accessibilityOrigin = ConfigOrigin.flag("--screen-reader").description
    } else if readsAloud, !loaded.screenReader {
      accessibilityOrigin = ConfigOrigin.environment("TRIAGE_SCREEN_READER").description
    }
    var themeOrigin = origin("theme")
    var theme = loaded.theme ?? .auto
    if let named = environment["TRIAGE_THEME"].flatMap({ ThemeName(rawValue: $0.lowercased()) }) {
      themeOrigin = ConfigOrigin.environment("TRIAGE_THEME").description
      theme = named
    }
    let settings: [(key: String, origin: String, node: Node)] = [
      (
        "sections", origin("sections"),
        .sequence(Node.Sequence(loaded.sections.sections.map(section)))
      ),
      (
        "cache", origin("cache"),
        .mapping(Node.Mapping([(scalar("max_size"), scalar(size(loaded.cacheMaximumBytes)))]))
      ),
      ("theme", themeOrigin, scalar(theme.rawValue)),
      (
        "accessibility", accessibilityOrigin,
        scalar(readsAloud ? "screen-reader" : "standard")
      ),
      (
        "preview", origin("preview"),
        .mapping(
          Node.Mapping([
            (scalar("enabled"), plain(loaded.preview.isEnabled ? "true" : "false")),
            (scalar("min_width"), plain("\(loaded.preview.minimumWidth)")),
          ]))
      ),
      (
        "review", origin("review"),
        .mapping(
          Node.Mapping(
            loaded.reviewComments.map { [(scalar("comments"), scalar($0.rawValue))] } ?? []))
      ),
      (
        "threads", origin("threads"),
        .mapping(
          Node.Mapping([
            (scalar("unresolved_first"), plain(loaded.unresolvedThreadsFirst ? "true" : "false"))
          ]))
      ),
      ("keys", origin("keys"), keys(loaded.keyRemap)),
      (
        "commands", origin("commands"),
        .sequence(Node.Sequence(loaded.customCommands.map(command)))
      ),
      (
        "repo_paths", origin("repo_paths"),
        .mapping(
          Node.Mapping(loaded.repositoryPaths.map { (scalar($0.pattern), scalar($0.path)) }))
      ),
    ]
    var lines = header
    lines.append("# The theme drawn: \(choice.name.rawValue).")
    for setting in settings {
      lines.append("# \(setting.key): from \(setting.origin)")
      let document = Node.mapping(Node.Mapping([(scalar(setting.key), setting.node)]))
      let body = (try? Yams.serialize(node: document, allowUnicode: true)) ?? ""
      lines.append(body.hasSuffix("\n") ? String(body.dropLast()) : body)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A string that stays one when read back: `true`, `1` or `~` are quoted.
  private static func scalar(_ text: String) -> Node {
    let node = Node(text)
    return node.tag == Tag(.str) ? node : Node(text, Tag(.str), .doubleQuoted)
  }

  /// A flag or a number, plain, as the file writes them.
  private static func plain(_ text: String) -> Node { Node(text) }

  private static func section(_ section: Section) -> Node {
    var pairs: [(Node, Node)] = [(scalar("title"), scalar(section.title))]
    pairs.append((scalar("kind"), scalar(section.kind.rawValue)))
    if let query = section.query { pairs.append((scalar("query"), scalar(query))) }
    if let refresh = section.refresh {
      pairs.append((scalar("refresh"), scalar(interval(refresh))))
    }
    if let limit = section.limit { pairs.append((scalar("limit"), plain("\(limit)"))) }
    if section.kind == .notifications {
      pairs.append((scalar("participating"), plain(section.participating ? "true" : "false")))
      if !section.reasons.isEmpty {
        pairs.append(
          (scalar("reasons"), .sequence(Node.Sequence(section.reasons.map { scalar($0.rawValue) })))
        )
      }
    }
    return .mapping(Node.Mapping(pairs))
  }

  private static func keys(_ remap: KeyRemap) -> Node {
    let contexts = remap.keys.keys.sorted { $0.rawValue < $1.rawValue }
    return .mapping(
      Node.Mapping(
        contexts.map { context in
          let actions = (remap.keys[context] ?? [:]).sorted { $0.key < $1.key }
          return (
            scalar(context.rawValue),
            .mapping(
              Node.Mapping(
                actions.map { action, keys in
                  (
                    scalar(action),
                    .sequence(Node.Sequence(keys.map { scalar(KeyName.name(of: $0)) }))
                  )
                }))
          )
        }))
  }

  private static func command(_ command: CustomCommand) -> Node {
    var pairs: [(Node, Node)] = [
      (scalar("key"), scalar(KeyName.name(of: command.key))),
      (scalar("context"), scalar(command.context.rawValue)),
      (scalar("title"), scalar(command.title)),
    ]
    pairs.append(
      command.shell
        ? (scalar("run"), scalar(command.template.first ?? ""))
        : (scalar("run"), .sequence(Node.Sequence(command.template.map(scalar)))))
    pairs.append((scalar("shell"), plain(command.shell ? "true" : "false")))
    return .mapping(Node.Mapping(pairs))
  }

  /// A refresh as the file would write it: in hours or minutes when it is whole, else seconds.
  static func interval(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    if seconds % 3600 == 0 { return "\(seconds / 3600)h" }
    if seconds % 60 == 0 { return "\(seconds / 60)m" }
    return "\(seconds)s"
  }

  /// A cap as the file would write it: in GB or MB when it is whole, else KB.
  static func size(_ bytes: Int) -> String {
    let gigabyte = 1024 * 1024 * 1024
    if bytes % gigabyte == 0 { return "\(bytes / gigabyte)GB" }
    if bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024))MB" }
    return "\(bytes / 1024)KB"
  }
}
