import AppCore

/// A key of `commands:`: runs the command at `index` of the program's list. Its keys are the
/// file's own, so it has no names for `keys:` to remap.
public struct CustomCommandAction: BindableAction {
  public var index: Int

  public static let context = KeyContext.commands
  public static let all: [CustomCommandAction] = []
  public var name: String { "command-\(index + 1)" }
}

extension KeyContext {
  /// The user's own commands, keyed in `commands:` rather than `keys:`.
  public static let commands = KeyContext(rawValue: "commands")
}
