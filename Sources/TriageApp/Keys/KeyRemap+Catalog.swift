import AppCore

extension KeyRemap {
  /// The remapping the entries describe over every feature's actions, or the first problem.
  public init(_ entries: [Entry]) throws(Problem) {
    try self.init(entries, catalog: ActionCatalog.namesByContext)
  }
}

extension KeyRemap.Problem {
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
