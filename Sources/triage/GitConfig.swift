import FoundationEssentials
import SystemSupport

/// The remotes in a git config file: each `[remote "NAME"]` section's first `url` and its
/// `gh-resolved` (set by `gh repo set-default`). Only what choosing a repository needs is read;
/// includes, `insteadOf` rewrites and every other section are ignored.
///
/// The syntax follows git-config(1): `#` and `;` comments, case-insensitive section and key
/// names, quoted subsections with `\"` and `\\`, quoted values, escapes, and a backslash at the
/// end of a line continuing the value.
struct GitConfig: Equatable, Sendable {
  struct Remote: Equatable, Sendable {
    let name: String
    /// The first `url`, which git fetches from.
    var url: String?
    /// `base`, or the `owner/name` gh was told to use for this remote.
    var ghResolved: String?
  }

  /// In the order the remotes first appear.
  private(set) var remotes: [Remote] = []

  /// More remotes than this are ignored.
  private static let maximumRemotes = 100

  init(text: String) {
    var section: String?
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[...]
    while let first = lines.popFirst() {
      var line = first.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if line.hasPrefix("[") {
        section = Self.remoteName(inHeader: line)
        continue
      }
      guard let name = section else { continue }
      // A value ending in an unescaped backslash continues on the next line.
      while Self.endsInContinuation(line), let next = lines.popFirst() {
        line = line.dropLast() + next
      }
      guard let (key, value) = Self.entry(line) else { continue }
      record(key: key, value: value, remote: name)
    }
  }

  private mutating func record(key: String, value: String, remote name: String) {
    guard key == "url" || key == "gh-resolved" else { return }
    var index = remotes.firstIndex { $0.name == name }
    if index == nil, remotes.count < Self.maximumRemotes {
      remotes.append(Remote(name: name))
      index = remotes.count - 1
    }
    guard let index else { return }
    if key == "url", remotes[index].url == nil { remotes[index].url = value }
    if key == "gh-resolved" { remotes[index].ghResolved = value }
  }

  /// The remote's name for `[remote "NAME"]` or the old `[remote.NAME]`; nil for other sections.
  private static func remoteName(inHeader line: Substring) -> String? {
    var rest = line.dropFirst()
    let section = rest.prefix { $0 != " " && $0 != "\t" && $0 != "]" && $0 != "." }
    guard section.lowercased() == "remote" else { return nil }
    rest = rest.dropFirst(section.count)
    if rest.hasPrefix(".") {
      // Old syntax: the subsection is lowercased by git.
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let name = rest[rest.index(after: rest.startIndex)..<close]
      return name.isEmpty ? nil : name.lowercased()
    }
    rest = rest.drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("\"") else { return nil }
    var name = ""
    var escaped = false
    for character in rest.dropFirst() {
      if escaped {
        name.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return name.isEmpty ? nil : name
      } else {
        name.append(character)
      }
    }
    return nil
  }

  private static func endsInContinuation(_ line: Substring) -> Bool {
    line.reversed().prefix { $0 == "\\" }.count % 2 == 1
  }

  /// `key = value`, with the key lowercased and the value unquoted and unescaped; a bare key is
  /// a boolean and has no value to use here.
  private static func entry(_ line: Substring) -> (String, String)? {
    guard let equals = line.firstIndex(of: "=") else { return nil }
    let key = line[..<equals].trimmingWhitespace().lowercased()
    var value = ""
    var pendingSpace = ""
    var quoted = false
    var escaped = false
    for character in line[line.index(after: equals)...] {
      if escaped {
        value += pendingSpace
        pendingSpace = ""
        switch character {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "b": if !value.isEmpty { value.removeLast() }
        default: value.append(character)
        }
        escaped = false
        continue
      }
      if character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if !quoted, character == "#" || character == ";" {
        return (key, value)
      } else if !quoted, character == " " || character == "\t" {
        // Kept only if more of the value follows: trailing blanks are not part of it.
        if !value.isEmpty { pendingSpace.append(character) }
      } else {
        value += pendingSpace
        pendingSpace = ""
        value.append(character)
      }
    }
    return (key, value)
  }
}
