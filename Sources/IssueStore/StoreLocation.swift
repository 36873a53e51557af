import FoundationEssentials
import SystemSupport

/// Where one account's store lives: `triage/` in the XDG cache directory, one file per host and
/// login, so two accounts or two hosts never share rows.
public struct StoreLocation: Sendable, Equatable {
  /// The directory every account's file is in (`$XDG_CACHE_HOME/triage`).
  public let directory: String
  public let host: String
  public let login: String

  public init(directory: String, host: String, login: String) {
    self.directory = directory
    self.host = host
    self.login = login
  }

  /// `triage` in the user's cache directory (one rule, `UserDirectories`); `nil` when there is
  /// none, and nothing is stored.
  public static func directory(in directories: UserDirectories) -> String? {
    directories.cache.map { join($0, "triage") }
  }

  /// The database file: `store-HOST-LOGIN.sqlite`, each part reduced to characters that can't
  /// leave the directory or hide in a listing.
  public var file: String {
    join(directory, "store-\(Self.safe(host))-\(Self.safe(login)).sqlite")
  }

  /// Every store file in `directory`, set-aside copies included: what `--clear-cache` deletes.
  public static func files(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasPrefix("store-") }.sorted().map { join(directory, $0) }
  }

  /// Letters, digits, `.`, `_` and `-` as they are; anything else as `_` plus its code in hex.
  public static func safe(_ part: String) -> String {
    var result = ""
    for scalar in part.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || scalar == "_" || scalar == "-" || (scalar == "." && !result.isEmpty)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_" + String(scalar.value, radix: 16)
      }
    }
    return result.isEmpty ? "_" : result
  }
}
