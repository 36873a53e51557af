import Foundation
import IssueData
import IssueDomain
import IssueFeature
import Localization
import PullRequestFeature
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ListSupport
@testable import TriageApp

/// A custom command's arguments, filled from the focused item: values from the server are
/// single arguments whatever they hold, with or without a shell; run for real, a program gets
/// exactly them.
@Suite(.timeLimit(.minutes(1))) struct CustomCommandTests {
  /// A title and a branch a hostile server could send: shell syntax, quotes, a newline, a
  /// dash inside.
  static let title = #"$(touch pwned); rm -rf ~ `id` "quoted" 'single' \ back"# + "\nnext"
  static let branch = "x--upload-pack=touch pwned;x|id"
  static let values = CommandValues(
    repository: RepositoryName(owner: "octo", name: "app"), number: 7,
    url: "https://github.com/octo/app/pull/7", title: title, branch: branch, path: "/src/app")

  @Test func templatesCutIntoTextAndPlaceholders() {
    #expect(
      CommandTemplate.pieces(of: "a{{repo}}-{{ number }}{{x-y}}{{open")
        == [
          .text("a"), .placeholder("repo"), .text("-"), .placeholder("number"),
          .text("{{x-y}}{{open"),
        ])
  }

  @Test func withoutAShellEachArgumentStaysOneArgument() throws {
    let command = CustomCommand(
      key: .character("C"), context: .pullRequest, title: "t",
      template: ["echo", "{{title}}", "{{owner}}/{{name}}#{{number}}", "{{branch}}", "{{path}}"],
      shell: false)
    let invocation = try command.invocation(Self.values, environment: [:]).get()
    #expect(invocation.program == "echo")
    #expect(
      invocation.arguments == [Self.title, "octo/app#7", Self.branch, "/src/app"])
  }

  @Test func withAShellValuesArePositionalParametersNeverScript() throws {
    let command = CustomCommand(
      key: .character("C"), context: .issue, title: "t",
      template: ["printf '%s\\n' {{title}} {{repo}}"], shell: true)
    let invocation = try command.invocation(Self.values, environment: [:]).get()
    #expect(invocation.program == "/bin/sh")
    #expect(
      invocation.arguments == [
        "-c", "printf '%s\\n' \"$1\" \"$2\"", "triage", Self.title, "octo/app",
      ])
  }

  @Test func aValueTheFocusedItemDoesntHaveIsNamed() {
    let command = CustomCommand(
      key: .character("C"), context: .lists, title: "t", template: ["git", "switch", "{{branch}}"],
      shell: false)
    let values = CommandValues(repository: RepositoryName(owner: "o", name: "r"), number: 1)
    #expect(command.invocation(values, environment: [:]) == .failure(.missing(name: "branch")))
  }

  @Test func thePathIsTheCloneOnlyForItsOwnRepositories() {
    let clone = LocalClone(
      root: "/src/app", repositories: [RepositoryName(owner: "Octo", name: "App")])
    let issue = Issue(
      number: 7, title: "t", state: .open, author: User(login: "a"), labels: [],
      commentCount: 0, createdAt: .distantPast, body: "", url: "",
      repository: RepositoryName(owner: "octo", name: "app"))
    #expect(
      CommandValues(issue: issue, repository: nil, branch: nil, clone: clone).path == "/src/app")
    var other = issue
    other.repository = RepositoryName(owner: "octo", name: "other")
    #expect(CommandValues(issue: other, repository: nil, branch: nil, clone: clone).path == nil)
    #expect(CommandValues(issue: issue, repository: nil, branch: nil, clone: clone).url == nil)
  }

  /// Run for real: a script writes each argument it gets on a line of its own (NUL-free), so a
  /// value split or interpreted by a shell would show as more lines or a file made.
  @Test(arguments: [false, true])
  func aRealProgramGetsTheValuesIntact(shell: Bool) throws {
    let directory = try TemporaryDirectory(prefix: "triage-command")
    defer { directory.remove() }
    let output = directory.path(of: "argv")
    let script = directory.path(of: "record")
    try directory.writeExecutable(
      "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]\\n' \"$a\"; done > \"\(output)\"\n", at: "record"
    )
    let template =
      shell ? ["\(script) {{title}} {{branch}}"] : [script, "{{title}}", "{{branch}}"]
    let command = CustomCommand(
      key: .character("C"), context: .pullRequest, title: "record", template: template,
      shell: shell)
    let invocation = try command.invocation(
      Self.values, environment: ["PATH": "/usr/bin:/bin"]
    ).get()
    let cwd = FileManager.default.currentDirectoryPath
    #expect(invocation.run() == .exited(status: 0))
    let lines = try String(contentsOfFile: output, encoding: .utf8)
    #expect(lines == "[\(Self.title)]\n[\(Self.branch)]\n")
    #expect(!FileManager.default.fileExists(atPath: cwd + "/pwned"))
  }

  @Test func aProgramNotOnPathOrFailingIsReported() {
    let missing = TerminalCommand(
      title: "t", program: "no-such-program-here", arguments: [], environment: ["PATH": "/bin"])
    #expect(missing.run() == .notFound(program: "no-such-program-here"))
    let failing = TerminalCommand(
      title: "t", program: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])
    #expect(failing.run() == .exited(status: 3))
    #expect(
      TerminalCommand.report(.exited(status: 3), title: "t").text(in: .english)
        == "t: exited with status 3")
    #expect(TerminalCommand.report(.exited(status: 0), title: "t").text(in: .english) == "t: done")
  }

  static func isFinished(_ action: AppAction) -> Bool {
    if case .commandFinished = action { true } else { false }
  }

  /// The pull request page's word that `gh pr checkout` ended.
  static func isCheckedOut(_ action: AppAction) -> Bool {
    guard case .screen(_, let event) = action,
      case .checkedOut = event as? PullRequestScreen.Event
    else { return false }
    return true
  }

  /// On a list, the key runs the command on the selected row with the terminal handed over,
  /// and the footer says how it ended; the key is the command's in its table, shown in `?`.
  @Test func theKeyRunsOnTheSelectedRowAndTheFooterSaysHowItEnded() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-command")
    defer { directory.remove() }
    let output = directory.path(of: "argv")
    var program = Fixtures.program
    program.customCommands = [
      CustomCommand(
        key: .character("r"), context: .lists, title: "note it",
        template: ["printf '%s %s' {{repo}} {{number}} > \(output)"], shell: true)
    ]
    let store = TestStore(
      program: program,
      initialState: Fixtures.loadedState(size: Size(width: 80, height: 24), program: program))
    let bindings = program.topBindings(store.state)
    #expect(bindings.contains { $0.action is CustomCommandAction && $0.keys == [.character("r")] })
    #expect(!bindings.contains { $0.action is ListAction && $0.keys.contains(.character("r")) })
    // The key hands the terminal over and changes nothing until the program has ended.
    await store.press(.character("r"))
    let top = store.state.top.id
    await store.receive(Self.isFinished) {
      $0.status = StatusMessage(text: "note it: done", serial: 1, screen: top)
    }
    let selected = try #require(store.state.top.screen.focusedIssue)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "\(selected.repository.map { "\($0.owner)/\($0.name)" } ?? "") \(selected.number)")
    store.skipInFlightEffects()  // the status's expiry
    await store.finish()
  }

  /// `C` on a pull request of the checkout's repository runs `gh pr checkout` with the
  /// terminal handed over; with no clone of it (or no gh), the key isn't offered.
  @Test func checkoutRunsGhOnlyInACloneOfTheRepository() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-checkout")
    defer { directory.remove() }
    let output = directory.path(of: "argv")
    let gh = directory.path(of: "gh")
    try directory.writeExecutable("#!/bin/sh\nprintf '%s ' \"$@\" > \"\(output)\"\n", at: "gh")
    var environment = Fixtures.environment()
    environment.ghExecutable = gh
    environment.localClone = LocalClone(
      root: directory.path, repositories: [DemoIssueRepository.busy])
    let program = TriageProgram.onRepositories(environment: environment)
    let size = Size(width: 80, height: 24)
    let store = TestStore(
      program: program,
      initialState: PullRequestScreenTests.opened(133, size: size, program: program))
    #expect(program.topBindings(store.state).contains { $0.keys == [.character("C")] })
    let top = store.state.top.id
    await store.press(.character("C"))
    await store.receive(Self.isCheckedOut) {
      $0.status = StatusMessage(text: "gh pr checkout 133: done", serial: 1, screen: top)
    }
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "pr checkout 133 --repo github.com/demo/busy ")
    store.skipInFlightEffects()  // the status's expiry
    await store.finish()

    var elsewhere = Fixtures.environment()
    elsewhere.ghExecutable = gh
    elsewhere.localClone = LocalClone(
      root: directory.path, repositories: [RepositoryName(owner: "demo", name: "other")])
    let away = TriageProgram.onRepositories(environment: elsewhere)
    let shown = PullRequestScreenTests.opened(133, size: size, program: away)
    #expect(!away.topBindings(shown).contains { $0.keys == [.character("C")] })
  }

  /// A clone `repo_paths:` maps the repository to counts as the checkout Triage started in
  /// does, and `gh pr checkout` runs in it, wherever Triage was started.
  @Test func checkoutRunsInTheMappedCloneOfTheRepository() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-mapped")
    defer { directory.remove() }
    let output = directory.path(of: "where")
    let gh = directory.path(of: "gh")
    try directory.writeExecutable("#!/bin/sh\npwd -P > \"\(output)\"\n", at: "gh")
    let clone = directory.path(of: "clone")
    try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
    var environment = Fixtures.environment()
    environment.ghExecutable = gh
    environment.localClone = LocalClone(
      root: "/", repositories: [RepositoryName(owner: "demo", name: "other")])
    environment.mappedClones = [LocalClone(root: clone, repositories: [DemoIssueRepository.busy])]
    let program = TriageProgram.onRepositories(environment: environment)
    let store = TestStore(
      program: program,
      initialState: PullRequestScreenTests.opened(
        133, size: Size(width: 80, height: 24), program: program))
    #expect(program.topBindings(store.state).contains { $0.keys == [.character("C")] })
    let top = store.state.top.id
    await store.press(.character("C"))
    await store.receive(Self.isCheckedOut) {
      $0.status = StatusMessage(text: "gh pr checkout 133: done", serial: 1, screen: top)
    }
    store.skipInFlightEffects()  // the status's expiry
    await store.finish()
    let real = URL(fileURLWithPath: clone).resolvingSymlinksInPath().path
    #expect(try String(contentsOfFile: output, encoding: .utf8) == real + "\n")
  }
}
