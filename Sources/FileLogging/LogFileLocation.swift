import SystemSupport

/// Where the log file lives: `--log-file`, else `triage/triage.log` in the XDG state directory
/// (`UserDirectories.state`: `~/.local/state` by default).
///
/// The environment is injected so the precedence can be tested without touching the process.
public enum LogFileLocation {
  /// Resolves the log file path from `--log-file` (an empty one counts as unset) and the user's
  /// directories, found by `UserDirectories`' rule.
  public static func resolve(
    override: String?, directories: UserDirectories
  ) throws(LogFileError) -> String {
    if let override, !override.isEmpty {
      return override
    }
    guard let state = directories.state else { throw .noLocation }
    return join(state, "triage/triage.log")
  }

  /// Resolves against `environment` as `UserDirectories(environment:)` reads it.
  public static func resolve(
    override: String?, environment: [String: String]
  ) throws(LogFileError) -> String {
    try resolve(override: override, directories: UserDirectories(environment: environment))
  }
}
