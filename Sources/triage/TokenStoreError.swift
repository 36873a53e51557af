import FoundationEssentials
import Glibc
import SystemSupport

/// Why the saved token could not be written or removed. Shown to the user after sign-in or
/// sign-out, so it names the path and the OS error; it never holds the token, so it is safe to
/// print and to log.
enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Neither the XDG config directory nor a home directory gave a place to keep the token.
  case noLocation
  /// The host cannot be turned into a safe file name.
  case invalidHost(String)
  /// The token was empty or whitespace.
  case emptyToken
  /// A directory on the way to the token file could not be created.
  case cannotCreateDirectory(path: String, errno: Int32)
  /// A file or directory could not be made private (0600 / 0700).
  case cannotSetPermissions(path: String, errno: Int32)
  /// The new token could not be written.
  case cannotWrite(path: String, errno: Int32)
  /// The written token could not be moved into place.
  case cannotReplace(path: String, errno: Int32)
  /// The token file could not be removed.
  case cannotDelete(path: String, errno: Int32)

  var description: String {
    switch self {
    case .noLocation:
      "no place to save the token: set \(UserDirectories.configVariable) or HOME"
    case .invalidHost(let host):
      "cannot save a token for host \"\(Self.escaped(host))\": not a valid host name"
    case .emptyToken:
      "refusing to save an empty token"
    case .cannotCreateDirectory(let path, let code):
      "cannot create directory \(path): \(Self.reason(code))"
    case .cannotSetPermissions(let path, let code):
      "cannot make \(path) private: \(Self.reason(code))"
    case .cannotWrite(let path, let code):
      "cannot write token file \(path): \(Self.reason(code))"
    case .cannotReplace(let path, let code):
      "cannot replace token file \(path): \(Self.reason(code))"
    case .cannotDelete(let path, let code):
      "cannot delete token file \(path): \(Self.reason(code))"
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Escapes control characters so a hostile host argument cannot drive the terminal.
  private static func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
  }
}
