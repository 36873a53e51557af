import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SystemSupport

/// Where the `:` prompt takes you, read from what was typed or pasted: `owner/name`,
/// `owner/name#123`, `#123` (in the repository on screen), an issue, pull request or repository
/// URL on the signed-in host, `inbox` (also GitHub's `notifications` URL), or the command
/// `signout`.
enum GoToTarget: Equatable, Sendable {
  case destination(Destination)
  /// `:signout`: sign-out lives here, behind a confirm, where no single key can hit it.
  case signOut

  /// The field name problems are reported under.
  static let field = "repository"
  /// Issue numbers GitHub hands out fit in 9 digits; a longer one is a typo.
  static let maximumNumberDigits = 9

  /// Reads `text`. `current` is the repository on screen (for `#123`); `webHost` is the only
  /// host whose URLs are followed.
  static func parse(
    _ text: String, current: RepositoryName?, webHost: String, language: Language
  ) -> Result<GoToTarget, AppError> {
    var path = Substring(text.trimmingWhitespaceAndNewlines())
    guard !path.isEmpty else { return rejected(.missing) }
    if ["signout", "sign-out", "logout"].contains(path.lowercased()) { return .success(.signOut) }
    if ["inbox", "notifications"].contains(withoutWebPrefix(path, webHost: webHost).lowercased()) {
      return .success(.destination(.inbox(InboxFilter())))
    }
    if path.hasPrefix("#") {
      guard let current else {
        return rejected(.other(needsRepository.text(in: language)))
      }
      return number(path.dropFirst(), language).map { .destination(.issue(current, number: $0)) }
    }
    path = withoutWebPrefix(path, webHost: webHost)
    if let scheme = ["https://", "http://"].first(where: { path.lowercased().hasPrefix($0) }) {
      // A link to another host: not a repository name, and not followed.
      let host = path.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
      return rejected(.other(otherHost(String(host.prefix(80)), webHost).text(in: language)))
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count >= 4, parts[2] == "issues" || parts[2] == "pull" {
      // `/pull/N` is a pull request's own address; `/issues/N` (and `#N`) may be either, and
      // the issue page gives way to the pull request page once it knows.
      let isPull = parts[2] == "pull"
      return repository("\(parts[0])/\(parts[1])").flatMap { name in
        number(parts[3], language).map {
          .destination(isPull ? .pullRequest(name, number: $0) : .issue(name, number: $0))
        }
      }
    }
    if let hash = path.firstIndex(of: "#") {
      return repository(String(path[..<hash])).flatMap { name in
        number(path[path.index(after: hash)...], language).map {
          .destination(.issue(name, number: $0))
        }
      }
    }
    return repository(String(path)).map { .destination(.issues($0)) }
  }

  /// The path after `https://HOST/` (or `http://` for a loopback stub), dropping a query or
  /// fragment a copied address carries; `path` unchanged when it isn't on `webHost`.
  private static func withoutWebPrefix(_ path: Substring, webHost: String) -> Substring {
    let lowered = path.lowercased()
    for scheme in ["https://", "http://"] {
      let prefix = scheme + webHost.lowercased() + "/"
      guard lowered.hasPrefix(prefix) else { continue }
      var rest = path.dropFirst(prefix.count)
      if let end = rest.firstIndex(where: { $0 == "?" }) { rest = rest[..<end] }
      if rest.count(where: { $0 == "/" }) >= 2, let end = rest.firstIndex(of: "#") {
        rest = rest[..<end]
      }
      return rest
    }
    return path
  }

  private static func repository(_ text: String) -> Result<RepositoryName, AppError> {
    do throws(IssueUseCaseError) {
      return .success(try RepositoryName.parse(text))
    } catch {
      return .failure(AppError(error))
    }
  }

  private static func number(_ digits: Substring, _ language: Language) -> Result<Int, AppError> {
    var digits = digits
    if digits.hasSuffix("/") { digits = digits.dropLast() }
    guard (1...maximumNumberDigits).contains(digits.count), digits.allSatisfy(\.isASCII),
      let value = Int(digits), value > 0
    else { return rejected(.other(notANumber(String(digits.prefix(20))).text(in: language))) }
    return .success(value)
  }

  static let needsRepository = LocalizedText(
    en: "“#N” needs a repository on screen: type owner/name#N",
    ja: "「#N」はリポジトリの画面でのみ使えます。owner/name#N と入力してください")

  static func otherHost(_ host: String, _ webHost: String) -> LocalizedText {
    LocalizedText(
      en: "“\(host)” is not the host you are signed in to (\(webHost))",
      ja: "「\(host)」はサインインしているホスト（\(webHost)）ではありません")
  }

  static func notANumber(_ text: String) -> LocalizedText {
    LocalizedText(en: "not an issue number: “\(text)”", ja: "課題番号ではありません: 「\(text)」")
  }

  private static func rejected<Value>(_ issue: FieldProblem.Issue) -> Result<Value, AppError> {
    .failure(.validation([FieldProblem(field: field, issue: issue)]))
  }
}
