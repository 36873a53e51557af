import Logging
import Testing

@testable import SecretRedaction

struct SecretRedactorTests {
  static let body36 = "0123456789abcdefABCDEF0123456789abcd"

  @Test(
    "GitHub token prefixes are removed with their body",
    arguments: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"])
  func githubTokens(prefix: String) {
    let token = prefix + "Ab1_" + "x9"
    let redacted = SecretRedactor.redact("using \(token) now")
    #expect(redacted == "using [REDACTED] now")
  }

  @Test("Bearer credentials are removed, the scheme stays")
  func bearer() {
    #expect(SecretRedactor.redact("sent Bearer abc.def-ghi ok") == "sent Bearer [REDACTED] ok")
  }

  @Test("Authorization headers lose their credential whatever the scheme")
  func authorization() {
    #expect(
      SecretRedactor.redact("Authorization: token s3cr3t") == "Authorization: token [REDACTED]")
    #expect(SecretRedactor.redact("authorization=xyz") == "authorization=[REDACTED]")
    #expect(
      SecretRedactor.redact(#"{"Authorization": "Basic dXNlcjpw"}"#)
        == #"{"Authorization": "Basic [REDACTED]"}"#)
  }

  @Test("values of secret-named keys are removed")
  func keyValue() {
    #expect(SecretRedactor.redact("url?access_token=abc&x=1") == "url?access_token=[REDACTED]&x=1")
    #expect(SecretRedactor.redact(#""password": "hunter2""#) == #""password": "[REDACTED]""#)
  }

  @Test("long hex and base64-like runs are removed; long words and paths are kept")
  func longRuns() {
    #expect(SecretRedactor.redact("sha \(Self.body36) end") == "sha [REDACTED] end")
    #expect(
      SecretRedactor.redact("b64 QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3OA== x")
        == "b64 [REDACTED] x")
    let kept = "ErrorHandling/DevelopmentErrorLogger.swift developmentIncludesSiteAndChain()"
    #expect(SecretRedactor.redact(kept) == kept)
    #expect(SecretRedactor.redact("short 0123abcd") == "short 0123abcd")
  }

  @Test("a keyword after a dot or a dash still starts a word")
  func keywordsInsideDottedNames() {
    #expect(SecretRedactor.redact("x.authorization: s3cret") == "x.authorization: [REDACTED]")
    #expect(SecretRedactor.redact("via-bearer abc") == "via-bearer [REDACTED]")
    #expect(SecretRedactor.redact("myghp_abc1") == "myghp_abc1", "inside a word: not a token")
  }

  @Test("a scheme with nothing after it is the credential itself")
  func schemeWithoutCredential() {
    #expect(SecretRedactor.redact("Authorization: token") == "Authorization: [REDACTED]")
    #expect(SecretRedactor.redact("Authorization: \"\"") == "Authorization: \"\"")
    #expect(SecretRedactor.redact("password: \"\"") == "password: \"\"")
  }

  @Test("ordinary messages are untouched")
  func plainText() {
    let text = "AppError.unauthorized (requiresLogout): the token expired, sign in again"
    #expect(SecretRedactor.redact(text) == text)
  }

  @Test("metadata values are redacted recursively; secret-named keys are blanked")
  func metadata() {
    let redacted = SecretRedactor.redact(
      [
        "note": "ghp_abc123",
        "nested": .dictionary(["deeper": .array([.string("Bearer zzz")])]),
        "apiKey": "k",
      ] as Logger.Metadata)
    #expect(redacted["note"] == .string("[REDACTED]"))
    #expect(redacted["nested"] == .dictionary(["deeper": .array([.string("Bearer [REDACTED]")])]))
    #expect(redacted["apiKey"] == .string("[REDACTED]"))
  }
}
