import Localization

/// Why the terminal could not be taken over. Each case has a one-line message for stderr, printed
/// by the caller before the screen is ever touched.
public enum CursesError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a TTY (a pipe or a file): exit status 2.
  case notATerminal(stream: String)
  /// terminfo has no entry for `TERM`.
  case unknownTerminal(String)
  /// terminfo knows `TERM`, but it can't address the cursor (`dumb`): refused as an unknown one.
  case incapableTerminal(String)
  /// The OS refused a resource the terminal thread needs (a pipe, say).
  case systemCall(String, errno: Int32)

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return "\(stream) is not a terminal; triage is a full-screen program and needs one"
    case .unknownTerminal(let name):
      let shown = name.isEmpty ? "(TERM is not set)" : "'\(name)'"
      return "unknown terminal type \(shown); set TERM to one terminfo knows, e.g. xterm-256color"
    case .incapableTerminal(let name):
      return "terminal type '\(name)' cannot move the cursor; set TERM to one that can,"
        + " e.g. xterm-256color"
    case .systemCall(let call, let code):
      return "\(call) failed (errno \(code))"
    }
  }

  /// The one line for stderr in `language`; `description` is the log's, in English.
  public func message(in language: Language) -> String {
    guard language == .japanese else { return description }
    switch self {
    case .notATerminal(let stream):
      let name = stream == "standard input" ? "標準入力" : stream == "standard output" ? "標準出力" : stream
      return "\(name)が端末ではありません。triage は全画面のプログラムで、端末が必要です"
    case .unknownTerminal(let name):
      let shown = name.isEmpty ? "（TERM が設定されていません）" : "'\(name)'"
      return "不明な端末の種類 \(shown) です。terminfo にある TERM（例: xterm-256color）を設定してください"
    case .incapableTerminal(let name):
      return "端末の種類 '\(name)' はカーソルを動かせません。動かせる TERM（例: xterm-256color）を設定してください"
    case .systemCall(let call, let code):
      return "\(call) に失敗しました（errno \(code)）"
    }
  }

  /// The process exit status conventional for this failure.
  public var exitCode: Int32 {
    switch self {
    case .notATerminal: return 2
    case .unknownTerminal, .incapableTerminal, .systemCall: return 1
    }
  }
}
