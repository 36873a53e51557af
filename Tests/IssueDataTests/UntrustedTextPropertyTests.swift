import IssueDomain
import TerminalUITestSupport
import Testing

/// Seeded random strings mixing controls, bidi formatting and ordinary text. A failure message
/// carries the input's scalars, and the seed reproduces it exactly.
@Suite struct UntrustedTextPropertyTests {
  static let seed: UInt64 = 0x756E_7472_7573_74
  static let count = 2000
  static let maxLength = 24

  @Test func randomTextKeepsTheInvariants() {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<Self.count {
      let input = Self.randomText(using: &random)
      for multiline in [false, true] {
        let problems = Self.violations(of: input, multiline: multiline)
        if !problems.isEmpty {
          let scalars = input.unicodeScalars.map { "U+" + String($0.value, radix: 16) }
          Issue.record(
            """
            multiline: \(multiline), seed \(Self.seed), input \(scalars.joined(separator: " ")):
            \(problems.joined(separator: "\n"))
            """)
          return
        }
      }
    }
  }

  /// Everything that is wrong with sanitising `input`; empty when it holds.
  static func violations(of input: String, multiline: Bool) -> [String] {
    let output = UntrustedText.sanitized(input, multiline: multiline)
    var problems: [String] = []
    if !HostileText.controls(in: output, allowingNewline: multiline).isEmpty {
      problems.append("a control survived")
    }
    if !HostileText.bidiFormatting(in: output).isEmpty {
      problems.append("bidi formatting survived")
    }
    let again = UntrustedText.sanitized(output, multiline: multiline)
    if Array(again.unicodeScalars) != Array(output.unicodeScalars) {
      problems.append("not idempotent")
    }
    if ordinaryScalars(of: output) != ordinaryScalars(of: input) {
      problems.append("ordinary text changed")
    }
    let newlinesIn = input.unicodeScalars.count { $0 == "\n" }
    let newlinesOut = output.unicodeScalars.count { $0 == "\n" }
    if newlinesOut != (multiline ? newlinesIn : 0) {
      problems.append("\(newlinesOut) line breaks from \(newlinesIn)")
    }
    return problems
  }

  /// The scalars that are neither hostile nor a replacement, in order.
  static func ordinaryScalars(of text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { HostileText.normalPool.contains($0) }
  }

  static func randomText(using random: inout SplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<random.int(in: 0...Self.maxLength) {
      let pool = random.int(in: 0..<2) == 0 ? HostileText.hostilePool : HostileText.normalPool
      scalars.append(pool[random.int(in: 0..<pool.count)])
    }
    return String(scalars)
  }
}
