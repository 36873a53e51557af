import AppCore
import Localization

/// Why a custom command isn't run for the focused item: a placeholder has no value here, or a
/// value from the server can't be handed to a program safely. Nothing runs, and the footer says
/// which placeholder it was and why.
public enum CommandRefusal: Error, Equatable, Sendable {
  /// The focused item has no value for the placeholder (a list row's branch, a path outside
  /// the clone).
  case missing(name: String)
  /// The value begins with `-` where a program would read it as an option (`--upload-pack=…`
  /// to git). GitHub refuses such names, so a server that sends one is not to be trusted.
  case optionShaped(name: String)
  /// The value holds a NUL byte, which no argument can carry: it would be cut short there.
  case nulByte(name: String)
  /// The value is longer than any title, branch or address GitHub gives.
  case tooLong(name: String, bytes: Int)

  /// No value a command is given is longer than this, in UTF-8 bytes; GitHub's titles, branch
  /// names and addresses are far shorter.
  public static let maximumValueBytes = 16 * 1024

  /// The placeholder refused.
  public var name: String {
    switch self {
    case .missing(let name), .optionShaped(let name), .nulByte(let name), .tooLong(let name, _):
      name
    }
  }

  /// Why `value` can't be passed to a program at all, if it can't; `startsAnArgument` says
  /// whether it comes first in its argument, where a leading `-` makes it an option.
  static func check(_ value: String, name: String, startsAnArgument: Bool) -> CommandRefusal? {
    if startsAnArgument, value.hasPrefix("-") { return .optionShaped(name: name) }
    if value.utf8.contains(0) { return .nulByte(name: name) }
    let bytes = value.utf8.count
    if bytes > maximumValueBytes { return .tooLong(name: name, bytes: bytes) }
    return nil
  }

  /// The footer's line for the command called `title`.
  public func report(title: String) -> LocalizedText {
    let placeholder = "{{\(name)}}"
    switch self {
    case .missing:
      return LocalizedText(
        en: "\(title): no \(placeholder) here", ja: "\(title): ここには \(placeholder) がありません")
    case .optionShaped:
      return LocalizedText(
        en: "\(title): not run: \(placeholder) begins with “-” and would be read as an option",
        ja: "\(title): 実行しません: \(placeholder) が「-」で始まり、オプションとして読まれます")
    case .nulByte:
      return LocalizedText(
        en: "\(title): not run: \(placeholder) holds a NUL byte",
        ja: "\(title): 実行しません: \(placeholder) に NUL バイトがあります")
    case .tooLong(_, let bytes):
      return LocalizedText(
        en:
          "\(title): not run: \(placeholder) is \(bytes) bytes long (at most \(Self.maximumValueBytes))",
        ja:
          "\(title): 実行しません: \(placeholder) が長すぎます (\(bytes) バイト、上限 \(Self.maximumValueBytes))"
      )
    }
  }
}
