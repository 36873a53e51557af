import Foundation

/// The user's home directory, found as shells, git and gh find it: `$HOME` when it is an
/// absolute path, else the password database's entry. Reading the environment first also spares
/// a start-up the name service's files (`nsswitch.conf`, `/etc/passwd`), which Foundation reads
/// on every call.
enum HomeDirectory {
  static func current(environment: [String: String]) -> String {
    if let home = environment["HOME"], home.hasPrefix("/") { return home }
    return NSHomeDirectory()
  }
}
