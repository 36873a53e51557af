import ErrorHandling
import Localization

/// Why the app runs on the demo backend. A user who expected GitHub is told at start, in the
/// footer, what would have signed them in; one who asked for the demo needs no reason.
public enum DemoReason: Equatable, Sendable {
  /// `--demo` asked for it.
  case requested
  /// No source had a token for `host`; `variable` is the environment variable that would.
  case noToken(host: String, variable: String)

  /// The footer's line at start, or nil when there is nothing to explain.
  public var message: LocalizedText? {
    switch self {
    case .requested:
      return nil
    case .noToken(let host, let variable):
      if host == "github.com" {
        return LocalizedText(
          en: "no token found — set \(variable) or run gh auth login",
          ja: "トークンが見つかりません — \(variable) を設定するか gh auth login を実行")
      }
      return LocalizedText(
        en: "no token found for \(host) — set \(variable) or run gh auth login",
        ja: "\(host) のトークンが見つかりません — \(variable) を設定するか gh auth login を実行")
    }
  }
}
