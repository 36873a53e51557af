import Foundation
import Testing

@testable import GitHubAPI

/// Rate-limit headers are untrusted numbers: `inf`, `nan`, `1e300`, negatives, huge integers
/// and garbage must never crash (`Int(Double)` traps on all of the first three), and every wait
/// lands in 1 s…1 h, with GitHub's 60 s default when the value doesn't parse.
@Suite struct HostileHeaderTests {
  static let now = Date(timeIntervalSince1970: 1_000_000)
  static let hour = Duration.seconds(3600)

  static let hostile = [
    "inf", "-inf", "+inf", "infinity", "nan", "-nan", "NaN", "1e300", "-1e300", "1e-300", "-5",
    "-0", "0", "99999999999999999999999999", "-99999999999999999999999999", "9223372036854775807",
    "9223372036854775808", "0x1p1023", "1.7976931348623157e308", "garbage", "", " ", "12abc",
    "Wed, 21 Oct 2015 07:28:00 GMT", String(repeating: "9", count: 10_000), "１２", "3.5",
    "\u{0}", "1_000",
  ]

  static func limit(status: Int = 429, _ headers: [String: String]) -> GitHubServiceError {
    GitHubServiceError(
      response: HTTPResponseData(status: status, headers: headers), now: Self.now)
  }

  static func wait(_ error: GitHubServiceError) -> Duration? {
    if case .rateLimited(let limit) = error { return limit.retryAfter }
    return nil
  }

  @Test(arguments: hostile)
  func retryAfterIsClampedOrDefaulted(_ value: String) throws {
    for status in [403, 429] {
      let wait = try #require(Self.wait(Self.limit(status: status, ["retry-after": value])))
      #expect(wait >= .seconds(1) && wait <= Self.hour, "\(value): \(wait)")
      if GitHubServiceError.number(value) == nil || value.hasPrefix("-") && value != "-0" {
        #expect(wait == .seconds(60), "unparsable \(value) falls back to 60 s")
      }
    }
  }

  @Test(arguments: hostile)
  func resetIsClampedOrDefaulted(_ value: String) throws {
    let wait = try #require(
      Self.wait(
        Self.limit(status: 403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": value])))
    #expect(wait >= .seconds(1) && wait <= Self.hour, "\(value): \(wait)")
  }

  @Test(arguments: hostile)
  func remainingThatIsNotZeroIsIgnored(_ value: String) {
    let error = Self.limit(
      status: 403, ["x-ratelimit-remaining": value, "x-ratelimit-reset": "1000010"])
    if let wait = Self.wait(error) {
      #expect(["0", "-0"].contains(value), "\(value) is not a spent quota")
      #expect(wait == .seconds(10))
    } else {
      guard case .forbidden = error else {
        Issue.record("\(value): \(error)")
        return
      }
    }
  }

  @Test(arguments: [
    ("1", Duration.seconds(1)), ("59", .seconds(59)), ("3600", .seconds(3600)),
    ("3601", .seconds(3600)), ("1e300", .seconds(3600)), ("0", .seconds(1)), ("0.2", .seconds(1)),
    ("inf", .seconds(60)), ("nan", .seconds(60)), ("-5", .seconds(60)), ("soon", .seconds(60)),
  ])
  func retryAfterTable(_ value: String, _ expected: Duration) {
    #expect(Self.wait(Self.limit(["retry-after": value])) == expected)
  }

  @Test(arguments: [
    ("1000042", Duration.seconds(42)), ("999999", .seconds(1)), ("1003600", .seconds(3600)),
    ("1e300", .seconds(3600)), ("-1e300", .seconds(60)), ("inf", .seconds(60)),
    ("nan", .seconds(60)), ("later", .seconds(60)), ("-5", .seconds(60)),
  ])
  func resetTable(_ value: String, _ expected: Duration) {
    let error = Self.limit(
      status: 403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": value])
    #expect(Self.wait(error) == expected)
  }

  /// Random mixes of digits, signs, exponents, dots and letters, seeded so a failure repeats.
  @Test func randomHeaderTextNeverCrashesAndStaysInRange() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let alphabet = Array("0123456789+-.eEinfatyINFxp ,_")
    for _ in 0..<2000 {
      let length = Int(next() % 24)
      let text = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
      for headers in [
        ["retry-after": text], ["x-ratelimit-remaining": "0", "x-ratelimit-reset": text],
        ["x-ratelimit-remaining": text, "x-ratelimit-reset": text],
      ] {
        if let wait = Self.wait(Self.limit(status: 403, headers)) {
          #expect(wait >= .seconds(1) && wait <= Self.hour, "\(headers): \(wait)")
        }
      }
    }
  }
}
