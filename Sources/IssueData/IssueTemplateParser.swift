import FoundationEssentials
import IssueDomain
import SystemSupport
import Yams

/// Reads a repository's issue template files: which names are templates, the contents API's
/// base64, and a Markdown template's YAML front matter. Everything it reads is the
/// repository's, so untrusted: names are checked before they go into a URL, sizes are bounded,
/// text is sanitised, and a file that can't be read is left out rather than failing the rest.
enum IssueTemplateParser {
  /// What a directory entry named `name` is: a Markdown template, an issue form, or neither
  /// (`config.yml` configures the chooser; anything else isn't a template). A name that could
  /// step out of the directory or carries controls is neither.
  static func kind(ofFile name: String) -> IssueTemplate.Kind? {
    guard isSafeFileName(name) else { return nil }
    let lower = name.lowercased()
    if lower.hasSuffix(".md") { return .markdown }
    if lower == "config.yml" || lower == "config.yaml" { return nil }
    if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") { return .form }
    return nil
  }

  /// Letters, digits, `.`, `-`, `_` and spaces, not starting with a dot, at most 100 long.
  static func isSafeFileName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= 100, !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy {
      ($0.isASCII
        && (ScalarClass.isASCIIAlphanumeric($0) || "._- ".unicodeScalars.contains($0)))
    }
  }

  /// The text of a contents API answer: `base64` (with GitHub's line breaks) of UTF-8, at most
  /// `IssueTemplateLimits.maximumFileBytes` decoded. `nil` for anything else.
  static func text(content: String?, encoding: String?) -> String? {
    guard let content, encoding?.lowercased() == "base64" else { return nil }
    // Base64 is 4 characters for 3 bytes, plus a line break every 60.
    let bound =
      IssueTemplateLimits.maximumFileBytes / 3 * 4 + IssueTemplateLimits.maximumFileBytes / 30 + 8
    guard content.utf8.count <= bound else { return nil }
    let stripped = content.filter { !$0.isWhitespace }
    guard let data = Data(base64Encoded: stripped),
      data.count <= IssueTemplateLimits.maximumFileBytes
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// A Markdown template from file `file`'s `text`: the front matter's fields, and the rest as
  /// the body. A front matter that doesn't parse (or is too long, or uses anchors) is treated
  /// as none: the template is named after its file and starts with nothing but its body.
  static func template(file: String, text: String) -> IssueTemplate {
    let normalised = text.replacingEvery("\r\n", with: "\n")
    let (front, body) = split(normalised)
    let fields = front.flatMap(mapping) ?? [:]
    return IssueTemplate(
      file: file, name: line(fields["name"]?.string) ?? stem(file),
      about: line(fields["about"]?.string) ?? "",
      title: titlePrefix(fields["title"]?.string),
      body: UntrustedText.sanitized(body, multiline: true),
      labels: names(fields["labels"]), assignees: names(fields["assignees"]), kind: .markdown)
  }

  /// An issue form from file `file`'s `text`: only its `name` and `description` are read, to
  /// list it; GitHub's page fills it.
  static func form(file: String, text: String?) -> IssueTemplate {
    let fields = text.flatMap(mapping) ?? [:]
    return IssueTemplate(
      file: file, name: line(fields["name"]?.string) ?? stem(file),
      about: line(fields["description"]?.string) ?? "", kind: .form)
  }

  // MARK: - Parts

  /// The front matter between the opening `---` line and the next `---` line, and the text
  /// after it; no front matter when the text doesn't open with one.
  static func split(_ text: String) -> (front: String?, body: String) {
    guard text.hasPrefix("---\n") else { return (nil, text) }
    let rest = text.dropFirst(4)
    if rest.hasPrefix("---\n") || rest == "---" { return ("", String(rest.dropFirst(4))) }
    guard
      let close = rest.scalarRange(of: "\n---\n")
        ?? closingSuffix(of: rest)
    else {
      return (nil, text)
    }
    let front = String(rest[rest.startIndex..<close.lowerBound])
    let body = String(rest[close.upperBound...])
    return (front, body.hasPrefix("\n") ? String(body.dropFirst()) : body)
  }

  /// The range of a closing `\n---` that ends `text`, compared scalar by scalar.
  private static func closingSuffix(of text: Substring) -> Range<String.Index>? {
    let scalars = text.unicodeScalars
    let closing = "\n---".unicodeScalars
    guard scalars.count >= closing.count, scalars.suffix(closing.count).elementsEqual(closing)
    else { return nil }
    return scalars.index(scalars.endIndex, offsetBy: -closing.count)..<scalars.endIndex
  }

  /// A YAML mapping's entries, or `nil` when `yaml` isn't one, is longer than
  /// `maximumFrontMatterBytes`, or defines an anchor. Anchors are refused before Yams reads
  /// the text: aliases of aliases make a small document expand without bound, and a template
  /// has no use for them (a `&` before a space, as in "Bugs & crashes", is no anchor).
  static func mapping(_ yaml: String) -> [String: Node]? {
    guard yaml.utf8.count <= IssueTemplateLimits.maximumFrontMatterBytes, !definesAnchor(yaml)
    else { return nil }
    guard let node = try? Yams.compose(yaml: yaml), let mapping = node.mapping else { return nil }
    var fields: [String: Node] = [:]
    for (key, value) in mapping {
      guard let key = key.string, fields[key] == nil else { continue }
      fields[key] = value
    }
    return fields
  }

  /// Whether `yaml` has a `&` followed by a name character: an anchor, or text that may be
  /// one (refused either way).
  static func definesAnchor(_ yaml: String) -> Bool {
    var previous: Character?
    for character in yaml {
      if previous == "&", !character.isWhitespace { return true }
      previous = character
    }
    return false
  }

  /// A one-line field's text, sanitised; `nil` when absent or blank.
  static func line(_ text: String?) -> String? {
    guard let text else { return nil }
    let clean = UntrustedText.sanitized(text, multiline: false).trimmingWhitespace()
    return clean.isEmpty ? nil : String(clean.prefix(200))
  }

  /// The title a template starts with, sanitised, its trailing space kept: `"[Bug] "` is a
  /// prefix the user types after.
  static func titlePrefix(_ text: String?) -> String {
    guard let text else { return "" }
    let clean = UntrustedText.sanitized(text, multiline: false)
    guard !clean.allSatisfy(\.isWhitespace) else { return "" }
    return String(
      clean.drop(while: \.isWhitespace).prefix(IssueTemplateLimits.maximumTitleLength))
  }

  /// `labels:`/`assignees:` as a list or as one comma-separated string, at most
  /// `maximumNames`, each sanitised and non-blank.
  static func names(_ node: Node?) -> [String] {
    let raw: [String]
    if let sequence = node?.sequence {
      raw = sequence.prefix(IssueTemplateLimits.maximumNames).compactMap(\.string)
    } else if let text = node?.string {
      raw = text.split(separator: ",").prefix(IssueTemplateLimits.maximumNames).map(String.init)
    } else {
      raw = []
    }
    var seen = Set<String>()
    return raw.compactMap { line($0) }.filter { seen.insert($0.lowercased()).inserted }
  }

  /// The file's name without its extension: a template's name when it gives none.
  static func stem(_ file: String) -> String {
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}
