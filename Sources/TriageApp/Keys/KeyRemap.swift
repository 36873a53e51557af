import AppCore
import TerminalUI

/// The user's own keys for named actions, per context (`keys:` in the config file). Applied to
/// a screen's table, a remapped action answers to the new keys only, and the keys it takes are
/// taken from every other binding of the table, so the new meaning wins; the footer and `?`
/// show the new keys, since they are drawn from the same table.
public struct KeyRemap: Sendable, Equatable {
  /// One `context: action: keys` line of the file, with where it was.
  public struct Entry: Sendable, Equatable {
    public var context: String
    public var action: String
    public var keys: [String]
    public var line: Int

    public init(context: String, action: String, keys: [String], line: Int) {
      self.context = context
      self.action = action
      self.keys = keys
      self.line = line
    }
  }

  /// Why an entry can't be used: each names its line.
  public enum Problem: Error, Equatable, Sendable {
    case unknownContext(String, line: Int)
    case unknownAction(String, context: String, line: Int)
    case unknownKey(String, line: Int)
    /// A key name the terminal can't tell from another key's (`ctrl-m` is Enter).
    case keySentAsAnother(String, sentAs: String, line: Int)
    case noKeys(action: String, line: Int)
    case conflict(key: String, context: String, first: String, second: String, line: Int)

    public var line: Int {
      switch self {
      case .unknownContext(_, let line), .unknownAction(_, _, let line), .unknownKey(_, let line),
        .keySentAsAnother(_, _, let line), .noKeys(_, let line), .conflict(_, _, _, _, let line):
        line
      }
    }

    /// What is wrong, for the config problem that names the file and line.
    public var message: String {
      let contexts = ActionCatalog.tables.map(\.context.rawValue)
      let known = Array(Set(contexts)).sorted().joined(separator: ", ")
      switch self {
      case .unknownContext(let context, _):
        return "keys: “\(context)” is not a key context (\(known))"
      case .unknownAction(let action, let context, _):
        return
          "keys.\(context): “\(action)” is not an action of \(context) (docs/keys.md lists them)"
      case .unknownKey(let key, _):
        return "keys: “\(key)” is not a key name (a character, enter, esc, tab, ctrl-x, f1…)"
      case .keySentAsAnother(let key, let other, _):
        return "keys: the terminal sends \(key) as \(other), so it can't be bound on its own"
      case .noKeys(let action, _):
        return "keys: \(action) has no keys"
      case .conflict(let key, let context, let first, let second, _):
        return "keys.\(context): \(key) is given to both \(first) and \(second)"
      }
    }
  }

  /// The new keys, by context and action name.
  public private(set) var keys: [KeyContext: [String: [Key]]] = [:]

  public init() {}

  /// The remapping the entries describe, or the first problem in them.
  public init(_ entries: [Entry]) throws(Problem) {
    var taken: [KeyContext: [Key: String]] = [:]
    for entry in entries {
      let context = KeyContext(rawValue: entry.context)
      guard let names = ActionCatalog.namesByContext[context] else {
        throw .unknownContext(entry.context, line: entry.line)
      }
      guard names.contains(entry.action) else {
        throw .unknownAction(entry.action, context: entry.context, line: entry.line)
      }
      guard !entry.keys.isEmpty else { throw .noKeys(action: entry.action, line: entry.line) }
      var parsed: [Key] = []
      for name in entry.keys {
        if let other = KeyName.sentAs(name) {
          throw .keySentAsAnother(name, sentAs: other, line: entry.line)
        }
        guard let key = KeyName.key(name) else { throw .unknownKey(name, line: entry.line) }
        if let other = taken[context]?[key], other != entry.action {
          throw .conflict(
            key: name, context: entry.context, first: other, second: entry.action,
            line: entry.line)
        }
        taken[context, default: [:]][key] = entry.action
        parsed.append(key)
      }
      keys[context, default: [:]][entry.action] = parsed
    }
  }

  public var isEmpty: Bool { keys.isEmpty }

  /// `bindings` with the remapping applied: the remapped ones answer to their new keys, and
  /// every other binding of the table gives those keys up, so the user's meaning wins.
  public func applied(to bindings: [KeyBinding]) -> [KeyBinding] {
    guard !keys.isEmpty else { return bindings }
    let new = bindings.map { keys[type(of: $0.action).context]?[$0.action.name] }
    let taken = Set(new.compactMap { $0 }.joined())
    guard !taken.isEmpty else { return bindings }
    return zip(bindings, new).map { binding, new in
      if let new { return binding.with(keys: new) }
      guard binding.keys.contains(where: taken.contains) else { return binding }
      return binding.without(taken)
    }
  }
}
