#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's home directory and the XDG base directories, resolved by one rule for every part
/// of the program.
///
/// - A variable counts only when it is set to an absolute path: an empty or relative
///   `XDG_*_HOME` is ignored, as the XDG base-directory specification requires, and so is an
///   empty or relative `HOME` (a path relative to the working directory would scatter state).
/// - Without a usable `HOME`, the password database's entry is the home directory, as shells,
///   git and gh find it. Reading the environment first spares a start-up the name service's
///   files (`nsswitch.conf`, `/etc/passwd`).
/// - Each base directory falls back to its default under the home directory; with no home
///   directory at all it is nil, never a relative path.
///
/// The environment is a value, so tests never touch the process's own.
public struct UserDirectories: Sendable, Equatable {
  /// The home directory, absolute; nil when neither `HOME` nor the password database gave one.
  public let home: String?
  /// `$XDG_CONFIG_HOME`, else `<home>/.config`.
  public let config: String?
  /// `$XDG_STATE_HOME`, else `<home>/.local/state`.
  public let state: String?
  /// `$XDG_CACHE_HOME`, else `<home>/.cache`.
  public let cache: String?

  /// Resolves from `environment`, asking `passwordDatabase` for the home directory only when
  /// `HOME` is unusable.
  public init(
    environment: [String: String],
    passwordDatabase: () -> String? = UserDirectories.passwordDatabaseHome
  ) {
    let home = Self.absolute(environment["HOME"]) ?? Self.absolute(passwordDatabase())
    self.init(environment: environment, home: home)
  }

  /// Resolves the base directories from `environment` under a home directory already found
  /// (`HOME` in `environment` is not read); a relative or empty `home` counts as none.
  public init(environment: [String: String], home: String?) {
    let home = Self.absolute(home)
    self.home = home
    config = Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home.map { join($0, ".config") }
    state = Self.absolute(environment["XDG_STATE_HOME"]) ?? home.map { join($0, ".local/state") }
    cache = Self.absolute(environment["XDG_CACHE_HOME"]) ?? home.map { join($0, ".cache") }
  }

  /// The names of the variables read, for messages that tell the user what to set.
  public static let configVariable = "XDG_CONFIG_HOME"
  public static let stateVariable = "XDG_STATE_HOME"
  public static let cacheVariable = "XDG_CACHE_HOME"

  /// The password database's home directory for this user, if it has one.
  public static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    return String(cString: directory)
  }

  private static func absolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/") else { return nil }
    return path
  }
}
