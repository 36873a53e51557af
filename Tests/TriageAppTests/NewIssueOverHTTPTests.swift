import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `N` end to end, over real HTTP on 127.0.0.1: the templates read through the contents API,
/// exactly one `POST /repos/octo/app/issues` with its body checked, the new issue's page opened,
/// and every error row (403, 404, 410, 422 with GitHub's field messages, a dropped connection)
/// leaving the form on screen with everything typed in it.
@Suite(.timeLimit(.minutes(1)), .serialized) struct NewIssueOverHTTPTests {
  typealias App = WriteEndToEndTests.App
  static let issuesPath = "/repos/octo/app/issues"
  static let directory = "/repos/octo/app/contents/.github/ISSUE_TEMPLATE"

  static let noTemplates = RecordedExchange(
    path: directory, status: 404, headers: ["content-type": "application/json"],
    response: .object(["message": .string("Not Found")]))

  static let created = WriteEndToEndTests.issue(WriteEndToEndTests.issue()) {
    $0["number"] = .integer(8)
    $0["title"] = .string("Broken")
    $0["body"] = .string("It breaks.")
    $0["labels"] = .array([])
    $0["html_url"] = .string("https://github.com/octo/app/issues/8")
  }

  /// The new issue's page, once it is filed.
  static let page = [
    RecordedExchange(
      path: "/repos/octo/app/issues/8", headers: ["content-type": "application/json"],
      response: created),
    RecordedExchange(
      path: "/repos/octo/app/issues/8/timeline?per_page=100",
      headers: ["content-type": "application/json"], response: .array([])),
  ]

  static func post(status: Int = 201, _ response: JSONValue, delay: Int? = nil)
    -> RecordedExchange
  {
    RecordedExchange(
      method: "post", path: issuesPath, status: status,
      headers: ["content-type": "application/json"], response: response,
      delayMilliseconds: delay)
  }

  static func posts(_ app: App) -> [ReceivedRequest] { app.requests("post", issuesPath) }

  /// `N`, "Broken" typed as the title, Enter to the body, "It breaks." typed, Enter.
  static func file(_ app: App) async {
    app.terminal.press(.character("N"))
    await app.terminal.waitForFrame(containing: "New issue in octo/app")
    await app.terminal.waitForFrame(containing: "Title:")
    app.terminal.type("Broken")
    app.terminal.press(.enter)
    app.terminal.type("It breaks.")
    await app.terminal.waitForFrame(containing: "It breaks.")
    app.terminal.press(.enter)
  }

  /// The form still on screen with the title and body typed.
  static func expectFormKept(_ frame: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    let kept =
      frame.contains("New issue in octo/app") && frame.contains("Title: Broken")
      && frame.contains("It breaks.")
    let text = (0..<frame.size.height).map { frame.text(ofRow: $0) }.joined(separator: "\n")
    #expect(kept, "the form and its text: \(text)", sourceLocation: sourceLocation)
  }

  // MARK: - Filing

  @Test func enterSendsExactlyOnePostAndTheNewIssueOpens() async throws {
    let app = try await App.start(
      [Self.noTemplates, Self.post(Self.created, delay: 300)] + Self.page)
    await Self.file(app)
    // Enter again while the answer is on its way: nothing more is sent.
    app.terminal.press(.enter)
    app.terminal.press(.enter)
    let opened = await app.terminal.waitForFrame {
      $0.contains("Filed #8") && $0.contains("It breaks.")
    }
    #expect(!opened.contains("New issue in octo/app"), "the form closed, the issue's page open")
    let posts = Self.posts(app)
    #expect(posts.count == 1, "exactly one POST")
    #expect(posts.first?.method.uppercased() == "POST")
    #expect(
      WriteEndToEndTests.body(posts.first)
        == .object(["title": .string("Broken"), "body": .string("It breaks.")]))
    WriteEndToEndTests.expectWriteHeaders(posts.first)
    #expect(app.requests("get", Self.directory).count == 1)
    #expect(app.requests("get", "/repos/octo/app/issues/8").count == 1, "its page")
    _ = try await app.quit()
  }

  @Test func aTemplateFillsTheFormAndItsLabelsAreSent() async throws {
    func file(_ name: String, _ text: String) -> RecordedExchange {
      RecordedExchange(
        path: "\(Self.directory)/\(name)", headers: ["content-type": "application/json"],
        response: .object([
          "content": .string(Data(text.utf8).base64EncodedString()),
          "encoding": .string("base64"),
        ]))
    }
    let app = try await App.start(
      [
        RecordedExchange(
          path: Self.directory, headers: ["content-type": "application/json"],
          response: .array([
            .object(["name": .string("bug.md"), "type": .string("file"), "size": .integer(80)]),
            .object(["name": .string("ask.yml"), "type": .string("file"), "size": .integer(30)]),
          ])),
        file("ask.yml", "name: Ask\n"),
        file("bug.md", "---\nname: Bug report\ntitle: \"[Bug] \"\nlabels: [bug]\n---\nSteps?"),
        Self.post(Self.created),
      ] + Self.page)
    app.terminal.press(.character("N"))
    let choice = await app.terminal.waitForFrame(containing: "Choose a template")
    #expect(choice.contains("Ask · an issue form: opens in the browser"))
    #expect(choice.contains("Bug report") && choice.contains("Blank issue"))
    app.terminal.press(.down)
    app.terminal.press(.enter)
    let form = await app.terminal.waitForFrame(containing: "Title: [Bug]")
    #expect(form.contains("Labels: bug") && form.contains("Steps?"))
    app.terminal.type("Broken")
    app.terminal.press(.enter)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Filed #8")
    #expect(
      WriteEndToEndTests.body(Self.posts(app).first)
        == .object([
          "title": .string("[Bug] Broken"), "body": .string("Steps?"),
          "labels": .array([.string("bug")]),
        ]))
    #expect(Self.posts(app).count == 1)
    _ = try await app.quit()
  }

  @Test func templatesThatCantBeReadAreSaidAndTheFormStillFiles() async throws {
    let app = try await App.start(
      [
        RecordedExchange(
          path: Self.directory, status: 500, headers: ["content-type": "application/json"],
          response: .object(["message": .string("Server Error")])),
        Self.post(Self.created),
      ] + Self.page)
    await Self.file(app)
    await app.terminal.waitForFrame(containing: "Filed #8")
    #expect(Self.posts(app).count == 1)
    _ = try await app.quit()
  }

  // MARK: - Error rows

  @Test(arguments: [
    (403, "You can't change issues in this repository."), (404, "It doesn't exist"),
    (410, "Issues are disabled"),
  ])
  func anErrorIsAnAlertAndTheFormKeepsItsText(status: Int, says: String) async throws {
    let app = try await App.start([
      Self.noTemplates,
      Self.post(status: status, .object(["message": .string("Refused")])),
    ])
    await Self.file(app)
    let alert = await app.terminal.waitForFrame(containing: "still in the form.")
    #expect(alert.contains(says), "\(alert)")
    #expect(!alert.contains("look at the list"), "a refusal filed nothing")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("still in the form.") }
    Self.expectFormKept(after)
    #expect(Self.posts(app).count == 1, "sent once, not again")
    _ = try await app.quit()
  }

  @Test func a422ShowsGitHubsFieldMessagesInTheForm() async throws {
    let app = try await App.start(
      [
        Self.noTemplates,
        Self.post(
          status: 422,
          .object([
            "message": .string("Validation Failed"),
            "errors": .array([
              .object([
                "resource": .string("Issue"), "field": .string("title"),
                "code": .string("custom"), "message": .string("title is too silly"),
              ])
            ]),
          ])),
        Self.post(Self.created),
      ] + Self.page)
    await Self.file(app)
    let refused = await app.terminal.waitForFrame(containing: "title is too silly")
    Self.expectFormKept(refused)
    #expect(Self.posts(app).count == 1)
    // Fixed and sent again: a second POST, which files it.
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Filed #8")
    #expect(Self.posts(app).count == 2)
    _ = try await app.quit()
  }

  @Test func aDroppedConnectionIsAnAlertAndTheFormKeepsItsText() async throws {
    let app = try await App.start([
      Self.noTemplates,
      RecordedExchange(
        method: "post", path: Self.issuesPath, rawBody: "{}", truncateAfterBytes: 0,
        resetConnection: true),
    ])
    await Self.file(app)
    let alert = await app.terminal.waitForFrame(containing: "still in the form.")
    #expect(alert.contains("look at the list"), "the POST may have filed it")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("still in the form.") }
    Self.expectFormKept(after)
    #expect(Self.posts(app).count == 1, "never re-sent by itself")
    _ = try await app.quit()
  }
}
