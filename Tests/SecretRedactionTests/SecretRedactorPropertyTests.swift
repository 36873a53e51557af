import Foundation
import TerminalUITestSupport
import Testing

@testable import SecretRedaction

/// Secrets in every form the rules know, inside random surrounding text, never survive
/// redaction; text with nothing secret in it is never changed. `TRIAGE_PROPERTY_SEED` replays
/// a run.
struct SecretRedactorPropertyTests {
  static let seed =
    UInt64(ProcessInfo.processInfo.environment["TRIAGE_PROPERTY_SEED"] ?? "")
    ?? 20_261_122

  /// Where a secret can sit; `$` stands for the secret.
  static let forms = [
    "Authorization: token $", "authorization=$", "Proxy-Authorization: Basic $",
    #""Authorization": "Bearer $""#, "AUTHORIZATION :\t$", "Bearer $", "bearer\t\t$",
    "x.authorization: $", "ghp_$", "gho_$", "github_pat_$", "access_token=$", "password: $",
    #""api_key": "$""#, "X-Api-Key=$", "client_secret = '$'", "PASSWD=$", "?token=$&page=2",
  ]

  /// Surrounding words: none names a secret or makes a long run.
  static let words = [
    "the", "issue", "page", "loaded", "in", "ms", "3", "日本語", "é", "🎉", "(", ")", ",", ";", "\"",
    "'", ":", "=", "-", "/", "#12", "GET", "https://api.github.com/repos/o/r", "\n", "\t", "  ",
  ]

  static func secret(_ random: inout SplitMix64) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    let body = (0..<random.int(in: 6..<24)).map { _ in alphabet[random.int(in: 0..<alphabet.count)]
    }
    return "S3" + String(body)
  }

  static func filler(_ random: inout SplitMix64) -> String {
    (0..<random.int(in: 0..<6)).map { _ in words[random.int(in: 0..<words.count)] }
      .joined(separator: random.int(in: 0..<2) == 0 ? " " : "")
  }

  @Test func secretsInEveryKnownFormAreRemovedWhateverSurroundsThem() {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<2000 {
      let secret = Self.secret(&random)
      let form = Self.forms[random.int(in: 0..<Self.forms.count)]
      let line =
        Self.filler(&random) + " " + form.replacingOccurrences(of: "$", with: secret) + " "
        + Self.filler(&random)
      let redacted = SecretRedactor.redact(line)
      #expect(!redacted.contains(secret), "seed \(Self.seed): \(line.debugDescription)")
      #expect(redacted.contains(SecretRedactor.placeholder))
    }
  }

  @Test func longMixedRunsAreRemoved() {
    var random = SplitMix64(seed: Self.seed)
    let alphabet = Array("abcdefABCDEF0123456789+/=_-")
    for _ in 0..<500 {
      var run = (0..<random.int(in: 32..<80)).map { _ in
        alphabet[random.int(in: 0..<alphabet.count)]
      }
      run[0] = "a"
      run[1] = "7"
      let line = Self.filler(&random) + " " + String(run) + " " + Self.filler(&random)
      #expect(!SecretRedactor.redact(line).contains(String(run)), "\(line.debugDescription)")
    }
  }

  @Test func textWithNothingSecretIsUnchanged() {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<2000 {
      let line = Self.filler(&random) + " " + Self.filler(&random)
      #expect(SecretRedactor.redact(line) == line, "\(line.debugDescription)")
    }
  }

  @Test func redactingTwiceChangesNothingMore() {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<1000 {
      let form = Self.forms[random.int(in: 0..<Self.forms.count)]
      let line =
        Self.filler(&random) + form.replacingOccurrences(of: "$", with: Self.secret(&random))
        + Self.filler(&random)
      let once = SecretRedactor.redact(line)
      #expect(SecretRedactor.redact(once) == once, "\(line.debugDescription)")
    }
  }

  /// Pieces that come close to what a rule needs without always having it: cut keywords, other
  /// cases, runs either side of 32, letters with combining marks, CR LF.
  static let nearMisses = [
    "Authorizatio", "AUTHORIZATION", "auth", "BEARER", "bear", "Bearer", "gh", "GHP_", "ghp",
    "github_pa", "tok", "TOKEN", "Secre", "PASSW", "api", "API_KEY", "Api-Key", "key", ":", "=",
    "é", "e\u{301}", "\r\n", "_", "-",
  ]

  static func run(_ random: inout SplitMix64) -> String {
    let digitless = random.int(in: 0..<3) == 0
    let alphabet = Array(digitless ? "abcXYZ+/=_-" : "abcXYZ019+/=_-")
    return String(
      (0..<random.int(in: 28..<36)).map { _ in alphabet[random.int(in: 0..<alphabet.count)] })
  }

  /// The quick check only ever skips text the rules would leave as it is.
  @Test func theQuickCheckSkipsOnlyTextTheRulesLeaveAlone() {
    var random = SplitMix64(seed: Self.seed)
    var skipped = 0
    var changed = 0
    for _ in 0..<3000 {
      let pieces = (0..<random.int(in: 1..<8)).map { _ -> String in
        switch random.int(in: 0..<5) {
        case 0: Self.nearMisses[random.int(in: 0..<Self.nearMisses.count)]
        case 1: Self.run(&random)
        case 2:
          Self.forms[random.int(in: 0..<Self.forms.count)]
            .replacingOccurrences(of: "$", with: Self.secret(&random))
        default: Self.filler(&random)
        }
      }
      let line = pieces.joined(separator: random.int(in: 0..<2) == 0 ? " " : "")
      let byRules = SecretRedactor.redactByRules(line)
      #expect(SecretRedactor.redact(line) == byRules, "seed \(Self.seed): \(line.debugDescription)")
      if !SecretRedactor.mayHoldSecret(line) {
        skipped += 1
        #expect(byRules == line, "seed \(Self.seed): \(line.debugDescription)")
      }
      if byRules != line { changed += 1 }
    }
    #expect(skipped > 300)
    #expect(changed > 300)
  }

  @Test(arguments: [
    "Authorization", "bearer", "ghp_", "github_pat_", "TOKEN", "secret", "Passwd", "apikey",
    "api_key", "API-KEY", String(repeating: "a", count: 32),
  ])
  func whatEachRuleNeedsTakesTheSlowPath(text: String) {
    #expect(SecretRedactor.mayHoldSecret("x \(text) y"))
  }

  @Test(arguments: [
    "triage 0.1.0 starting", "demo backend", "4 sections", "GitHub backend, not signed in",
    String(repeating: "a", count: 31), "",
  ])
  func ordinaryLinesTakeTheQuickPath(text: String) {
    #expect(!SecretRedactor.mayHoldSecret(text))
    #expect(SecretRedactor.redact(text) == text)
  }
}
