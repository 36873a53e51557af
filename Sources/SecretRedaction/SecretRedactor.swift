import Logging

/// Removes token-looking text before it can reach a log (DESIGN §9: tokens never reach a log).
///
/// Rules, applied in this order; each replaces the secret with `[REDACTED]`:
/// 1. `Authorization:`/`Proxy-Authorization:` (or `=`) followed by an optional scheme
///    (`token`, `Bearer`, `Basic`) and a credential: the credential goes, the name and scheme stay.
/// 2. `Bearer <credential>` anywhere.
/// 3. GitHub tokens: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_` and their body.
/// 4. `key: value` or `key=value` where the key names a secret (contains `token`, `secret`,
///    `password`, `passwd` or `api_key`/`apikey`): the value goes.
/// 5. Any run of 32 or more characters from `[A-Za-z0-9+/=_-]` holding at least one digit and one
///    letter (hex digests, base64 blobs, unknown token formats). Requiring a digit keeps plain
///    long identifiers and `#fileID` paths readable; commit SHAs and UUIDs are redacted too.
///
/// Over-redacting is preferred to leaking: the rules are deliberately broad. Keywords match
/// ASCII letters in any case, and a keyword starts a word where the character before it is not
/// a letter, digit or `_`. The rules are hand-written rather than regular expressions: the
/// regex engine's code and tables cost the process about 1.8 MB of memory (DECISIONS.md).
public enum SecretRedactor {
  /// What a removed secret is replaced with.
  public static let placeholder = "[REDACTED]"

  /// `text` with every token-looking part replaced by `placeholder`. Text that no rule could
  /// match (`mayHoldSecret`) comes back as it is, without the five passes over its characters:
  /// most log lines, which cost a million instructions each before the first frame.
  public static func redact(_ text: String) -> String {
    mayHoldSecret(text) ? redactByRules(text) : text
  }

  /// The five rules, applied in order over the text's characters.
  static func redactByRules(_ text: String) -> String {
    var characters = Array(text)
    characters = replacingAuthorizationCredentials(in: characters)
    characters = replacingBearerCredentials(in: characters)
    characters = replacingGitHubTokens(in: characters)
    characters = replacingSecretValues(in: characters)
    characters = replacingLongRuns(in: characters)
    return String(characters)
  }

  /// `metadata` with every value redacted, recursively. A value whose key itself names a secret
  /// (`token`, `authorization`, …) is replaced whole, however short it is.
  public static func redact(_ metadata: Logger.Metadata) -> Logger.Metadata {
    var result: Logger.Metadata = [:]
    for (key, value) in metadata {
      result[key] = isSecretKey(key) ? .string(placeholder) : redact(value)
    }
    return result
  }

  /// `value` with every string inside it redacted.
  public static func redact(_ value: Logger.MetadataValue) -> Logger.MetadataValue {
    switch value {
    case .string(let string):
      .string(redact(string))
    case .stringConvertible(let convertible):
      .string(redact(convertible.description))
    case .array(let values):
      .array(values.map { redact($0) })
    case .dictionary(let dictionary):
      .dictionary(redact(dictionary))
    }
  }

  private static func isSecretKey(_ key: String) -> Bool {
    let lowered = key.lowercased()
    return ["token", "secret", "password", "passwd", "authorization", "apikey", "api_key"]
      .contains { lowered.contains($0) }
  }
}
