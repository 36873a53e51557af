/// Why `--host`, `--api-url`, `GH_HOST` or `GH_REPO` was rejected. The command prints `description` on stderr before the
/// screen opens, so each case says what was wrong and what to do instead.
enum APIEndpointError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `--host` was not a bare host name.
  case invalidHost(String)
  /// `--api-url` did not parse as an absolute URL with a host.
  case invalidURL(String)
  /// `--api-url` used a scheme other than http or https.
  case unsupportedScheme(String)
  /// `--api-url` carried a query or fragment, which request paths cannot be appended to.
  case queryOrFragment(String)
  /// `--api-url` embedded a user name or password. The value is not kept: it may be a secret.
  case credentialsInURL
  /// `--api-url` used plain http to a host that is not a loopback address.
  case plainHTTP(host: String)
  /// `GH_HOST` was set to something that is not a bare host name.
  case invalidGHHost(String)
  /// `GH_REPO` was neither `OWNER/NAME`, `HOST/OWNER/NAME` nor a repository URL.
  case invalidGHRepo(String)

  var description: String {
    switch self {
    case .invalidHost(let host):
      "invalid --host \(Self.quoted(host)); give a host name such as github.example.com, "
        + "without a scheme, port or path (use --api-url for those)"
    case .invalidURL(let url):
      "invalid --api-url \(Self.quoted(url)); give an absolute URL such as "
        + "https://github.example.com/api/v3"
    case .unsupportedScheme(let scheme):
      "unsupported --api-url scheme \(Self.quoted(scheme)); use https"
    case .queryOrFragment(let url):
      "--api-url \(Self.quoted(url)) must not have a query (?) or fragment (#)"
    case .credentialsInURL:
      "--api-url must not contain a user name or password; tokens are found separately"
    case .plainHTTP(let host):
      "refusing plain http to \(Self.escaped(host)); use https, or a loopback address for testing"
    case .invalidGHHost(let host):
      "invalid GH_HOST \(Self.quoted(host)); give a host name such as github.example.com"
    case .invalidGHRepo(let repository):
      "invalid GH_REPO \(Self.quoted(repository)); give it as OWNER/NAME or HOST/OWNER/NAME"
    }
  }

  /// Quotes user input with control characters escaped, so a stray escape sequence in an argument
  /// cannot drive the terminal when the message is printed.
  private static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  private static func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
  }
}
