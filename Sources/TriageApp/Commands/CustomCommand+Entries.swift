import AppCore
import FoundationEssentials
import SystemSupport
import TerminalUI

/// `commands:` as the config file gives it, checked whole: each entry names its line, and the
/// first that can't be used is the problem, as with `keys:`.
extension CustomCommand {
  /// At most this many commands: every one is a row of the help.
  public static let maximumCount = 50
  /// A title longer than this is cut in the help; the file's is refused instead.
  public static let maximumTitleLength = 40

  /// One entry of the file, its values as written.
  public struct Entry: Sendable, Equatable {
    public var key: String
    public var context: String
    public var title: String?
    public var template: [String]
    public var shell: Bool
    public var line: Int

    public init(
      key: String, context: String, title: String?, template: [String], shell: Bool, line: Int
    ) {
      self.key = key
      self.context = context
      self.title = title
      self.template = template
      self.shell = shell
      self.line = line
    }
  }

  /// Why an entry can't be used; each names its line.
  public enum Problem: Error, Equatable, Sendable {
    case unknownKey(String, line: Int)
    case keySentAsAnother(String, sentAs: String, line: Int)
    case unknownContext(String, line: Int)
    case unknownPlaceholder(String, line: Int)
    case emptyCommand(line: Int)
    case shellNeedsOneString(line: Int)
    case titleTooLong(line: Int)
    case tooMany(count: Int, line: Int)
    case conflict(key: String, context: String, line: Int)
    case remapped(key: String, context: String, action: String, line: Int)
    /// A server value in the script a shell runs with `-c`, in the list form.
    case placeholderInShellScript(String, shell: String, line: Int)
    /// A server value naming the program to run.
    case placeholderAsProgram(String, line: Int)

    public var line: Int {
      switch self {
      case .unknownKey(_, let line), .keySentAsAnother(_, _, let line),
        .unknownContext(_, let line),
        .unknownPlaceholder(_, let line), .emptyCommand(let line), .shellNeedsOneString(let line),
        .titleTooLong(let line), .tooMany(_, let line), .conflict(_, _, let line),
        .remapped(_, _, _, let line), .placeholderInShellScript(_, _, let line),
        .placeholderAsProgram(_, let line):
        line
      }
    }

    /// What is wrong, for the config problem that names the file and line.
    public var message: String {
      switch self {
      case .unknownKey(let key, _):
        return "“\(key)” is not a key name (a character, enter, esc, tab, ctrl-x, f1…)"
      case .keySentAsAnother(let key, let other, _):
        return "the terminal sends \(key) as \(other), so it can't be bound on its own"
      case .unknownContext(let context, _):
        let known = CustomCommand.contexts.map(\.rawValue).joined(separator: ", ")
        return "“\(context)” is not a context for a command (\(known))"
      case .unknownPlaceholder(let name, _):
        let known = CustomCommand.placeholders.map { "{{\($0)}}" }.joined(separator: " ")
        return "{{\(name)}} is not a placeholder (\(known))"
      case .emptyCommand:
        return "run must name a program"
      case .shellNeedsOneString:
        return "with shell: true, run must be one string (the script)"
      case .titleTooLong:
        return "title must be at most \(CustomCommand.maximumTitleLength) characters"
      case .tooMany(let count, _):
        return "lists \(count) commands; at most \(CustomCommand.maximumCount)"
      case .conflict(let key, let context, _):
        return "\(key) is given to two commands in \(context)"
      case .remapped(let key, let context, let action, _):
        return "\(key) is keys.\(context).\(action) already"
      case .placeholderInShellScript(let name, let shell, _):
        return
          "{{\(name)}} is in the script \(shell) -c runs, where a value would be read as shell "
          + "syntax: use shell: true, or pass it after the script as an argument (\"$1\")"
      case .placeholderAsProgram(let name, _):
        return "{{\(name)}} can't name the program to run: the program must be the file's own words"
      }
    }
  }

  /// The commands the entries describe, or the first problem in them. A key given twice in one
  /// context (a global command's in any), or given to an action by `keys:`, is a conflict.
  public static func commands(_ entries: [Entry], remap: KeyRemap = KeyRemap()) throws(Problem)
    -> [CustomCommand]
  {
    if entries.count > maximumCount, let extra = entries.dropFirst(maximumCount).first {
      throw .tooMany(count: entries.count, line: extra.line)
    }
    var commands: [CustomCommand] = []
    for entry in entries {
      if let other = KeyName.sentAs(entry.key) {
        throw .keySentAsAnother(entry.key, sentAs: other, line: entry.line)
      }
      guard let key = KeyName.key(entry.key) else { throw .unknownKey(entry.key, line: entry.line) }
      let context = KeyContext(rawValue: entry.context)
      guard contexts.contains(context) else {
        throw .unknownContext(entry.context, line: entry.line)
      }
      guard !entry.shell || entry.template.count == 1 else {
        throw .shellNeedsOneString(line: entry.line)
      }
      let first = entry.template.first?.trimmingWhitespace() ?? ""
      guard !first.isEmpty else { throw .emptyCommand(line: entry.line) }
      for text in entry.template {
        if case .failure(let unknown) = placeholders(in: text) {
          throw .unknownPlaceholder(unknown.name, line: entry.line)
        }
      }
      if !entry.shell {
        if let name = placeholderAsProgram(entry.template) {
          throw .placeholderAsProgram(name, line: entry.line)
        }
        if let found = placeholderInShellScript(entry.template) {
          throw .placeholderInShellScript(found.name, shell: found.shell, line: entry.line)
        }
      }
      let title = entry.title ?? entry.template.joined(separator: " ")
      guard entry.title == nil || title.count <= maximumTitleLength else {
        throw .titleTooLong(line: entry.line)
      }
      let clash = commands.first { other in
        other.key == key
          && (other.context == context || other.context == .global || context == .global)
      }
      if clash != nil { throw .conflict(key: entry.key, context: entry.context, line: entry.line) }
      for (remapContext, actions) in remap.keys
      where remapContext == context || context == .global {
        if let action = actions.first(where: { $0.value.contains(key) })?.key {
          throw .remapped(
            key: entry.key, context: remapContext.rawValue, action: action, line: entry.line)
        }
      }
      commands.append(
        CustomCommand(
          key: key, context: context,
          title: title.count <= maximumTitleLength
            ? title : String(title.prefix(maximumTitleLength - 1)) + "…",
          template: entry.template, shell: entry.shell))
    }
    return commands
  }
}
