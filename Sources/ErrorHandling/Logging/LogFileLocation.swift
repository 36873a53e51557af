/// Where the log file lives: `--log-file`, else `$XDG_STATE_HOME/triage/triage.log`, else
/// `$HOME/.local/state/triage/triage.log` (the XDG base-directory default).
///
/// The environment is injected so the precedence can be tested without touching the process.
public enum LogFileLocation {
  /// Resolves the log file path. Empty values count as unset, and a relative `XDG_STATE_HOME` is
  /// ignored, as the XDG specification requires.
  public static func resolve(
    override: String?, environment: [String: String]
  ) throws(LogFileError) -> String {
    if let override, !override.isEmpty {
      return override
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return join(state, "triage/triage.log")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return join(home, ".local/state/triage/triage.log")
    }
    throw .noLocation
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
