/// Rules for the text of a pull request that the server sends: what a commit id may be, and
/// how a patch is kept (bounded, tabs expanded, every line made inert).
public enum PullRequestText {
  /// The most bytes of one file's patch kept: GitHub cuts patches long before this, so more is
  /// not GitHub's, and the rest of such a patch is let go.
  public static let patchBytes = 1024 * 1024
  /// Tab stops in a diff line's text, counted from after its `+`, `-` or space.
  public static let tabWidth = 4
  /// The longest branch name kept from the server or a checkout: GitHub's refs stop at 255
  /// bytes.
  public static let maximumBranchBytes = 255

  /// Whether `text` can be a branch as git names them (and so as GitHub does): not empty, at
  /// most `maximumBranchBytes`, no control, format or space characters, none of `~^:?*[\`,
  /// no `..`, and neither ending nor beginning with `/` or `.`. A name from the server that
  /// isn't one is never shown or sent back.
  public static func isBranchName(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= maximumBranchBytes, !text.contains(".."),
      !text.hasPrefix("/"), !text.hasSuffix("/"), !text.hasPrefix("."), !text.hasSuffix("."),
      !text.hasPrefix("-")
    else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .surrogate, .privateUse, .unassigned:
        false
      default:
        !"~^:?*[\\".unicodeScalars.contains(scalar)
      }
    }
  }

  /// Whether `text` is a commit id: 40 (SHA-1) or 64 (SHA-256) hexadecimal digits.
  public static func isCommitID(_ text: String) -> Bool {
    (text.utf8.count == 40 || text.utf8.count == 64)
      && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  /// A patch as it is kept: at most `patchBytes`, cut at a line's end, each tab expanded to
  /// the next stop of the line's text, then sanitised as multiline untrusted text.
  public static func patch(_ raw: String) -> String {
    var kept = Substring(raw)
    if raw.utf8.count > patchBytes {
      let cut = raw.utf8.index(raw.utf8.startIndex, offsetBy: patchBytes)
      let prefix = raw[..<cut]
      kept = prefix.lastIndex(of: "\n").map { prefix[..<$0] } ?? prefix
    }
    return UntrustedText.sanitized(expandingTabs(kept), multiline: true)
  }

  /// Each tab replaced by spaces up to the next multiple of `tabWidth`, counted in characters
  /// from after the line's first character (the diff's own `+`, `-` or space).
  static func expandingTabs(_ text: Substring) -> String {
    guard text.contains("\t") else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var column = -1
    for character in text {
      switch character {
      case "\n", "\r\n":
        result.append(character)
        column = -1
      case "\t":
        let spaces = column < 0 ? 1 : tabWidth - column % tabWidth
        result.append(String(repeating: " ", count: spaces))
        column += spaces
      default:
        result.append(character)
        column += 1
      }
    }
    return result
  }
}
