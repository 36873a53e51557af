import Foundation
import IssueDomain
import Testing

@testable import IssueData

/// A repository's template files are the repository's, so untrusted: which names are read, the
/// contents API's base64, and a Markdown template's front matter, each with what a hostile
/// file could hold.
@Suite struct IssueTemplateParserTests {
  static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

  @Test func markdownIsATemplateYAMLIsAFormAndEverythingElseIsNeither() {
    #expect(IssueTemplateParser.kind(ofFile: "bug_report.md") == .markdown)
    #expect(IssueTemplateParser.kind(ofFile: "Feature Request.MD") == .markdown)
    #expect(IssueTemplateParser.kind(ofFile: "question.yml") == .form)
    #expect(IssueTemplateParser.kind(ofFile: "question.yaml") == .form)
    #expect(IssueTemplateParser.kind(ofFile: "config.yml") == nil, "the chooser's settings")
    for name in [
      "README", "notes.txt", "image.png", "../secret.md", "a/b.md", ".hidden.md", "",
      "tab\there.md", "esc\u{1B}[2J.md", "ünicode.md", String(repeating: "a", count: 101) + ".md",
      "a?b.md", "a%2fb.md",
    ] {
      #expect(IssueTemplateParser.kind(ofFile: name) == nil, "\(name.debugDescription)")
    }
  }

  @Test func base64WithGitHubsLineBreaksDecodes() {
    let encoded = Self.base64("# Hello\n\nThe body.")
    let wrapped = stride(from: 0, to: encoded.count, by: 8).map {
      let start = encoded.index(encoded.startIndex, offsetBy: $0)
      return String(
        encoded[
          start..<(encoded.index(start, offsetBy: 8, limitedBy: encoded.endIndex)
            ?? encoded.endIndex)])
    }.joined(separator: "\n")
    #expect(
      IssueTemplateParser.text(content: wrapped, encoding: "base64") == "# Hello\n\nThe body.")
  }

  @Test func badBase64OtherEncodingsHugeFilesAndNonUTF8AreNotRead() {
    #expect(IssueTemplateParser.text(content: "!!!not base64!!!", encoding: "base64") == nil)
    #expect(IssueTemplateParser.text(content: Self.base64("x"), encoding: "utf-8") == nil)
    #expect(IssueTemplateParser.text(content: nil, encoding: "base64") == nil)
    #expect(IssueTemplateParser.text(content: Self.base64("x"), encoding: nil) == nil)
    let huge = Self.base64(String(repeating: "a", count: IssueTemplateLimits.maximumFileBytes + 1))
    #expect(IssueTemplateParser.text(content: huge, encoding: "base64") == nil)
    let latin1 = Data([0x41, 0xFF, 0xFE]).base64EncodedString()
    #expect(IssueTemplateParser.text(content: latin1, encoding: "base64") == nil)
    let justUnder = String(repeating: "a", count: IssueTemplateLimits.maximumFileBytes)
    #expect(
      IssueTemplateParser.text(content: Self.base64(justUnder), encoding: "base64") == justUnder)
  }

  @Test func frontMatterFillsTheTemplateAndTheRestIsTheBody() {
    let template = IssueTemplateParser.template(
      file: "bug.md",
      text: """
        ---
        name: Bug report
        about: "Something broke"
        title: "[Bug] "
        labels: [bug, "needs triage", bug]
        assignees: octocat, hubot
        ---
        ## What happened

        """)
    #expect(template.name == "Bug report")
    #expect(template.about == "Something broke")
    #expect(template.title == "[Bug] ", "the prefix keeps its space")
    #expect(template.labels == ["bug", "needs triage"], "each once")
    #expect(template.assignees == ["octocat", "hubot"], "a comma-separated string too")
    #expect(template.body == "## What happened\n")
    #expect(template.kind == .markdown && template.file == "bug.md")
  }

  @Test func crlfFilesAndEmptyFrontMatterRead() {
    let crlf = IssueTemplateParser.template(
      file: "a.md", text: "---\r\nname: CRLF\r\n---\r\nBody\r\n")
    #expect(crlf.name == "CRLF" && crlf.body == "Body\n")
    let empty = IssueTemplateParser.template(file: "plain.md", text: "---\n---\nJust a body")
    #expect(empty.name == "plain" && empty.body == "Just a body")
    let none = IssueTemplateParser.template(file: "none.md", text: "No front matter")
    #expect(none.name == "none" && none.body == "No front matter" && none.labels.isEmpty)
  }

  @Test func badFrontMatterIsTreatedAsNoneAndNeverFails() {
    let cases = [
      "---\nname: [unclosed\n---\nBody",  // not YAML
      "---\n- a\n- list\n---\nBody",  // not a mapping
      "---\nname: \(String(repeating: "x", count: IssueTemplateLimits.maximumFrontMatterBytes))\n---\nBody",
      // Anchors and aliases: the way a small file expands without bound.
      "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nname: *b\n---\nBody",
    ]
    for text in cases {
      let template = IssueTemplateParser.template(file: "broken.md", text: text)
      #expect(template.name == "broken", "\(text.prefix(40).debugDescription)")
      #expect(template.body == "Body")
      #expect(template.labels.isEmpty && template.title.isEmpty)
    }
    // An `&` before a space is no anchor.
    let ampersand = IssueTemplateParser.template(
      file: "b.md", text: "---\nname: Bugs & crashes\n---\n")
    #expect(ampersand.name == "Bugs & crashes")
    // Unclosed front matter: the whole text is the body.
    let unclosed = IssueTemplateParser.template(file: "u.md", text: "---\nname: x\nBody")
    #expect(unclosed.name == "u" && unclosed.body == "---\nname: x\nBody")
  }

  @Test func hostileTextIsSanitisedAndBounded() {
    let manyLabels = (1...50).map { "l\($0)" }.joined(separator: ", ")
    let template = IssueTemplateParser.template(
      file: "evil.md",
      text: """
        ---
        name: "Evil\\e]52;c;aGk=\\a"
        title: "\\e[2J\(String(repeating: "t", count: 400))"
        labels: \(manyLabels)
        assignees: [{not: a name}, "", "  ", ok]
        ---
        Body \u{1B}[31mred\u{202E}txt
        """)
    #expect(!template.name.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(template.title.count <= IssueTemplateLimits.maximumTitleLength)
    #expect(!template.title.unicodeScalars.contains { $0.value == 0x1B })
    #expect(template.labels.count == IssueTemplateLimits.maximumNames)
    #expect(template.assignees == ["ok"])
    #expect(!template.body.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test func aFormIsListedByItsNameAndDescription() {
    let form = IssueTemplateParser.form(
      file: "ask.yml", text: "name: Question\ndescription: Ask us\nbody:\n  - type: textarea\n")
    #expect(form.name == "Question" && form.about == "Ask us" && form.kind == .form)
    let unreadable = IssueTemplateParser.form(file: "ask.yml", text: nil)
    #expect(unreadable.name == "ask" && unreadable.kind == .form)
  }
}
