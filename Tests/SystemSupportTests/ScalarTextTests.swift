import Foundation
import SystemSupport
import Testing

/// The string work that replaced `NSString`'s answers as it did, scalar by scalar.
@Suite struct ScalarTextTests {
  static let texts = [
    " a ", "\t a\u{3000}", " \u{301}a ", "\n a \r\n", "\u{200B}x\u{85}", "", "   ", "a\u{2028}",
    "\u{A0}b\u{2029}", "\u{FEFF}c", "a\r\nb", "a\r\nb\r", "+a++", "x * y", "a → b", "é+ü",
    "ok-_.~!$&'()*,:;=@?#[]%", "a b/c", "\"quoted\"",
  ]

  @Test func trimmingIsFoundations() {
    for text in Self.texts {
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
      #expect(
        text.trimmingWhitespaceAndNewlines()
          == text.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(
        text.trimmingScalars(where: { $0 == "\"" })
          == text.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }
  }

  @Test func theClassesAreFoundations() {
    for value in UInt32(0)...0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(ScalarClass.isWhitespace(scalar) == CharacterSet.whitespaces.contains(scalar))
      #expect(
        ScalarClass.isWhitespaceOrNewline(scalar)
          == CharacterSet.whitespacesAndNewlines.contains(scalar))
    }
  }

  @Test func searchAndReplacementAreFoundations() {
    for text in Self.texts {
      for target in ["\r\n", "\r", "\n", "+", "*", " → ", "a", "{{", "://"] {
        #expect(
          text.replacingEvery(target, with: "X") == text.replacingOccurrences(of: target, with: "X")
        )
        let ours = text.scalarRange(of: target).map {
          text.unicodeScalars.distance(from: text.startIndex, to: $0.lowerBound)
        }
        let theirs = text.range(of: target).map {
          text.unicodeScalars.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(ours == theirs, "\(text.debugDescription) \(target.debugDescription)")
      }
    }
    #expect("abc".scalarRange(of: "") == nil)
  }

  @Test func percentEncodingIsFoundations() {
    let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
    for text in Self.texts {
      #expect(
        PercentEncoding.encoded(text, allowing: PercentEncoding.alphanumerics)
          == text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
      #expect(
        PercentEncoding.encoded(text, allowing: PercentEncoding.pathSegment)
          == text.addingPercentEncoding(withAllowedCharacters: segment))
    }
  }

  /// `//` is left out: Foundation answers the empty path for it, and crashes on `a/`.
  @Test func theParentIsFoundations() {
    for path in ["", "/", "/a", "/a/", "/a/b", "//a", "a//b", "~/x/*", "/x//y", "x/y", "/a/b/"] {
      #expect(parentPath(path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }
    #expect(parentPath("a/") == "")
    #expect(parentPath("a") == "")
  }
}
