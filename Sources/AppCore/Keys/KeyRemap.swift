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
  }

  /// The new keys, by context and action name.
  public private(set) var keys: [KeyContext: [String: [Key]]] = [:]

  public init() {}

  /// The remapping the entries describe, or the first problem in them: `catalog` names the
  /// actions of each context the app has.
  public init(_ entries: [Entry], catalog: [KeyContext: Set<String>]) throws(Problem) {
    var taken: [KeyContext: [Key: String]] = [:]
    for entry in entries {
      let context = KeyContext(rawValue: entry.context)
      guard let names = catalog[context] else {
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
