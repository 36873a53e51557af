import AppCore
import FoundationEssentials
import SystemSupport

/// A command template's text cut into literal text and `{{name}}` placeholders. Braces that
/// don't close, or hold anything but a name, are text.
enum CommandTemplate {
  enum Piece: Equatable {
    case text(String)
    case placeholder(String)
  }

  static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(text)
    while let open = rest.scalarRange(of: "{{") {
      literal += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let close = after.scalarRange(of: "}}") else {
        literal += rest[open.lowerBound...]
        rest = ""
        break
      }
      let name = after[..<close.lowerBound].trimmingWhitespace()
      if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) {
        if !literal.isEmpty { pieces.append(.text(literal)) }
        literal = ""
        pieces.append(.placeholder(name))
      } else {
        literal += rest[open.lowerBound..<close.upperBound]
      }
      rest = after[close.upperBound...]
    }
    literal += rest
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return pieces
  }
}
