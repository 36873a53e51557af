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
/// Over-redacting is preferred to leaking: the rules are deliberately broad.
public enum SecretRedactor {
  /// What a removed secret is replaced with.
  public static let placeholder = "[REDACTED]"

  /// `text` with every token-looking part replaced by `placeholder`.
  public static func redact(_ text: String) -> String {
    var result = text
    result = result.replacing(
      #/(?i)\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?)((?:token|bearer|basic)\s+)?[^\s"',;]+/#
    ) { match in
      "\(match.output.1)\(match.output.2 ?? "")\(placeholder)"
    }
    result = result.replacing(#/(?i)\b(bearer\s+)[^\s"',;]+/#) { match in
      "\(match.output.1)\(placeholder)"
    }
    result = result.replacing(#/\b(?:gh[pousr]_|github_pat_)[A-Za-z0-9_]+/#) { _ in placeholder }
    result = result.replacing(
      #/(?i)\b([A-Za-z0-9_.-]*(?:token|secret|password|passwd|api[_-]?key)[A-Za-z0-9_.-]*["']?\s*[:=]\s*["']?)[^\s"',;&]+/#
    ) { match in
      "\(match.output.1)\(placeholder)"
    }
    result = result.replacing(#/[A-Za-z0-9+\/=_-]{32,}/#) { match in
      let run = match.output
      let hasDigit = run.contains { $0.isASCII && $0.isNumber }
      let hasLetter = run.contains { $0.isASCII && $0.isLetter }
      return hasDigit && hasLetter ? placeholder : String(run)
    }
    return result
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
