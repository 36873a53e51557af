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
    screenReaderFlag: Bool = false
  ) -> String {
    var header = ["# The configuration in effect (triage --print-config)."]
    header.append("# File: \(path ?? "none (no config directory)")")
    if let problem = loaded.problem { header.append("# Not used: \(problem.description)") }
    let choice = ThemeChoice(environment: environment, configured: loaded.theme)
    if let problem = choice.problem { header.append("# \(problem)") }
    let document = Node.mapping(
      Node.Mapping(
        [
          ("sections", .sequence(Node.Sequence(loaded.sections.sections.map(section)))),
          (
            "cache",
            .mapping(Node.Mapping([("max_size", scalar(size(loaded.cacheMaximumBytes)))]))
          ),
          ("theme", scalar(loaded.theme?.rawValue ?? ThemeName.auto.rawValue)),
          (
            "accessibility",
            scalar(
              ScreenReaderMode.isOn(
                flag: screenReaderFlag || loaded.screenReader, environment: environment)
                ? "screen-reader" : "standard")
          ),
          (
            "preview",
            .mapping(
              Node.Mapping([
                (scalar("enabled"), plain(loaded.preview.isEnabled ? "true" : "false")),
                (scalar("min_width"), plain("\(loaded.preview.minimumWidth)")),
              ]))
          ),
          ("keys", keys(loaded.keyRemap)),
          ("commands", .sequence(Node.Sequence(loaded.customCommands.map(command)))),
        ].map { (scalar($0.0), $0.1) }))
    let body = (try? Yams.serialize(node: document, allowUnicode: true)) ?? ""
    var lines = header
    lines.append("# The theme drawn: \(choice.name.rawValue).")
    return lines.joined(separator: "\n") + "\n" + body
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

  /// A cap as the file would write it: in GB or MB when it is whole, else KB.
  static func size(_ bytes: Int) -> String {
    let gigabyte = 1024 * 1024 * 1024
    if bytes % gigabyte == 0 { return "\(bytes / gigabyte)GB" }
    if bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024))MB" }
    return "\(bytes / 1024)KB"
  }
}
