extension ConfigFile {
  /// The line of the first YAML alias (`*name`) in `text`, or nil when it has none.
  ///
  /// Checked before Yams composes the document, because composing is where an alias costs: Yams
  /// hashes every mapping key to find duplicates, and a key that is an alias of nested aliases
  /// ("billion laughs") is hashed through its whole expansion, which never ends. A config has no
  /// use for aliases, so none are allowed. The scan follows YAML's lexical structure only as far as
  /// it must: quoted text, comments and plain text after its first character are skipped, and
  /// a `*` anywhere a node could start is an alias. Where the scan is unsure (a block scalar's
  /// lines, a plain scalar's continuation lines) it treats a line as a place a node could start,
  /// so it may refuse a line starting with `*` that YAML would read as text, never the reverse.
  static func firstAliasLine(in text: String) -> Int? {
    enum Mode { case structure, plain, property, singleQuoted, doubleQuoted, comment }
    let bytes = Array(text.utf8)
    var mode = Mode.structure
    var flowDepth = 0
    var line = 1
    var index = 0
    func isBlank(_ offset: Int) -> Bool {
      offset >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset])
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      switch mode {
      case .comment:
        if byte == 0x0A { mode = .structure }
      case .singleQuoted:
        if byte == UInt8(ascii: "'") {
          if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
            index += 1
          } else {
            mode = .structure
          }
        }
      case .doubleQuoted:
        if byte == UInt8(ascii: "\\") {
          index += 1
          if index < bytes.count, bytes[index] == 0x0A { line += 1 }
        } else if byte == UInt8(ascii: "\"") {
          mode = .structure
        }
      case .plain, .property:
        let endsInFlow = flowDepth > 0 && Self.flowIndicators.contains(byte)
        if byte == 0x0A {
          mode = .structure
        } else if mode == .property, isBlank(index) || endsInFlow {
          mode = .structure
          continue  // the byte is structure again
        } else if mode == .plain, byte == UInt8(ascii: "#"), index > 0, isBlank(index - 1) {
          mode = .comment
        } else if mode == .plain, byte == UInt8(ascii: ":"), isBlank(index + 1) || flowDepth > 0 {
          mode = .structure
        } else if mode == .plain, endsInFlow {
          mode = .structure
          continue
        }
      case .structure:
        switch byte {
        case UInt8(ascii: "*"):
          return line
        case UInt8(ascii: "#"):
          mode = .comment
        case UInt8(ascii: "'"):
          mode = .singleQuoted
        case UInt8(ascii: "\""):
          mode = .doubleQuoted
        case UInt8(ascii: "&"), UInt8(ascii: "!"):
          mode = .property
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          flowDepth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          flowDepth = max(0, flowDepth - 1)
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "?"),
          UInt8(ascii: ":"):
          break  // indicators and blanks: a node may still start after them
        default:
          mode = .plain
        }
      }
      index += 1
    }
    return nil
  }

  private static let flowIndicators: [UInt8] = Array(",[]{}".utf8)
}
