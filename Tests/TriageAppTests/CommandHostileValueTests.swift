import Foundation
import IssueDomain
import Localization
import PullRequestFeature
import SystemSupport
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A value from the server never becomes an option or a script of a custom command. Run for
/// real in both forms with values a hostile server could send: each either arrives as the one
/// argument it was, or is refused with the footer naming it, and in every case nothing but
/// the intended program ran (no canary file appears).
@Suite(.timeLimit(.minutes(1))) struct CommandHostileValueTests {
  /// How the value is put to the program.
  enum Form: String, CaseIterable, Sendable {
    /// `[record, "{{value}}"]`.
    case list
    /// `[record, "--name={{value}}"]`: a value inside an argument, after text of the file's.
    case listInside
    /// `"record {{value}}"` with `shell: true`.
    case shell
    /// `[sh, -c, 'record "$1"', sh, "{{value}}"]`: the script's positional parameter.
    case listShellParameter
  }

  /// Values that must arrive intact: shell syntax of every kind, a newline, a dash that isn't
  /// first, and a long value within the bound. `CANARY` is the file a shell reading the value
  /// as script would make.
  static let intact = [
    "$(touch CANARY)", "`touch CANARY`", "x; touch CANARY", "x | touch CANARY",
    "x\ntouch CANARY", "x && touch CANARY #", "\"; touch CANARY; echo \"", "'$(touch CANARY)'",
    "x --upload-pack=touch CANARY", "${IFS}touch${IFS}CANARY", "x > CANARY",
    String(repeating: "$(touch CANARY);", count: 150),
  ]

  /// Values that are refused, with why.
  static let refused: [(String, @Sendable (String) -> CommandRefusal)] = [
    ("--upload-pack=touch CANARY", { .optionShaped(name: $0) }),
    ("-c", { .optionShaped(name: $0) }),
    ("-oProxyCommand=touch CANARY", { .optionShaped(name: $0) }),
    ("-", { .optionShaped(name: $0) }),
    ("x\u{0}; touch CANARY", { .nulByte(name: $0) }),
    (
      String(repeating: "$(touch CANARY)", count: 2000),
      { .tooLong(name: $0, bytes: 2000 * 15) }
    ),
  ]

  static let placeholders = ["title", "branch", "url"]

  /// A directory with a recording program in it: it appends one line per run, then each of its
  /// arguments bracketed, to `argv`.
  struct Sandbox {
    let directory: TemporaryDirectory
    var record: String { directory.path(of: "record") }
    var argv: String { directory.path(of: "argv") }
    var canary: String { directory.path(of: "pwned") }

    init() throws {
      directory = try TemporaryDirectory(prefix: "triage-hostile")
      try directory.writeExecutable(
        "#!/bin/sh\n{ echo run; for a in \"$@\"; do printf '[%s]\\n' \"$a\"; done; } >> \"\(argv)\"\n",
        at: "record")
    }

    func value(_ payload: String) -> String {
      payload.replacingOccurrences(of: "CANARY", with: canary)
    }

    func command(_ form: Form, placeholder: String) -> CustomCommand {
      let value = "{{\(placeholder)}}"
      let template: [String] =
        switch form {
        case .list: [record, value]
        case .listInside: [record, "--name=\(value)"]
        case .shell: ["\(record) \(value)"]
        case .listShellParameter: ["/bin/sh", "-c", "\(record) \"$1\"", "sh", value]
        }
      return CustomCommand(
        key: .character("C"), context: .pullRequest, title: "record", template: template,
        shell: form == .shell)
    }

    /// What the other files of the directory are: only the program and what it recorded.
    func others() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
  }

  static func values(_ name: String, _ value: String) -> CommandValues {
    var values = CommandValues(
      repository: RepositoryName(owner: "octo", name: "app"), number: 7)
    switch name {
    case "title": values.title = value
    case "branch": values.branch = value
    default: values.url = value
    }
    return values
  }

  @Test(arguments: Form.allCases, placeholders)
  func aValueWithShellSyntaxArrivesAsOneArgumentAndNothingElseRuns(
    form: Form, placeholder: String
  ) throws {
    let sandbox = try Sandbox()
    defer { sandbox.directory.remove() }
    var expected = ""
    for payload in Self.intact {
      let value = sandbox.value(payload)
      let invocation = try sandbox.command(form, placeholder: placeholder)
        .invocation(Self.values(placeholder, value), environment: ["PATH": "/usr/bin:/bin"]).get()
      #expect(invocation.run() == .exited(status: 0))
      expected += "run\n[\(form == .listInside ? "--name=" : "")\(value)]\n"
    }
    #expect(try String(contentsOfFile: sandbox.argv, encoding: .utf8) == expected)
    #expect(try sandbox.others() == ["argv", "record"], "no canary: nothing but record ran")
  }

  @Test(arguments: Form.allCases, placeholders)
  func aValueThatWouldBeAnOptionOrCutShortIsRefusedAndNothingRuns(
    form: Form, placeholder: String
  ) throws {
    let sandbox = try Sandbox()
    defer { sandbox.directory.remove() }
    for (payload, refusal) in Self.refused {
      let value = sandbox.value(payload)
      let result = sandbox.command(form, placeholder: placeholder)
        .invocation(Self.values(placeholder, value), environment: ["PATH": "/usr/bin:/bin"])
      if form == .listInside, payload.hasPrefix("-") {
        // After the file's own `--name=`, a leading dash is text of that one option.
        let invocation = try result.get()
        #expect(invocation.arguments == ["--name=\(value)"])
        continue
      }
      var expected = refusal(placeholder)
      if case .tooLong(let name, _) = expected {
        expected = .tooLong(name: name, bytes: value.utf8.count)
      }
      #expect(result == .failure(expected), "\(payload.prefix(40))")
    }
    #expect(try sandbox.others() == ["record"], "nothing ran")
  }

  /// The footer says which value was refused, and why.
  @Test func theFooterNamesTheRefusedValueAndWhy() {
    #expect(
      CommandRefusal.optionShaped(name: "branch").report(title: "worktree").text(in: .english)
        == "worktree: not run: {{branch}} begins with “-” and would be read as an option")
    #expect(
      CommandRefusal.nulByte(name: "title").report(title: "t").text(in: .english)
        == "t: not run: {{title}} holds a NUL byte")
    #expect(
      CommandRefusal.tooLong(name: "url", bytes: 20000).report(title: "t").text(in: .english)
        == "t: not run: {{url}} is 20000 bytes long (at most 16384)")
    #expect(
      CommandRefusal.missing(name: "branch").report(title: "t").text(in: .english)
        == "t: no {{branch}} here")
    #expect(
      CommandRefusal.optionShaped(name: "branch").report(title: "t").text(in: .japanese)
        .contains("{{branch}}"))
  }

  /// The list form naming a shell with `-c`: a server value in the script is a config problem
  /// at the command's line (use `shell: true`, or pass it after the script); after the script,
  /// as a positional parameter, it is fine. A value can't name the program either.
  @Test(arguments: [
    (["sh", "-c", "git switch {{branch}}"], "sh"),
    (["/bin/bash", "-ec", "echo {{title}}"], "bash"),
    (["bash", "-o", "pipefail", "-c", "x | grep {{title}}"], "bash"),
    (["env", "sh", "-c", "open {{url}}"], "sh"),
    (["/usr/bin/env", "-i", "zsh", "-c", "echo {{repo}}"], "zsh"),
    (["fish", "-c", "echo {{number}}"], "fish"),
    (["fish", "--command=echo {{title}}"], "fish"),
    (["fish", "--command", "echo {{title}}"], "fish"),
    (["dash", "-c", "--", "echo {{title}}"], "dash"),
    (["ssh", "host", "ksh", "-c", "cd {{name}}"], "ksh"),
    (["busybox", "sh", "-c", "echo {{owner}}"], "sh"),
    (["/usr/local/bin/tcsh", "-c", "echo {{title}}"], "tcsh"),
  ])
  func aValueInAShellsScriptIsAConfigProblemAtItsLine(template: [String], shell: String) throws {
    let entry = CustomCommand.Entry(
      key: "W", context: "pull-request", title: nil, template: template, shell: false, line: 9)
    #expect(throws: CustomCommand.Problem.self) { try CustomCommand.commands([entry]) }
    do {
      _ = try CustomCommand.commands([entry])
    } catch {
      guard case .placeholderInShellScript(_, let found, let line) = error else {
        Testing.Issue.record("\(error)")
        return
      }
      #expect(found == shell)
      #expect(line == 9)
      #expect(error.message.contains("shell: true"))
    }
  }

  @Test(arguments: [
    ["sh", "-c", "git switch \"$1\"", "sh", "{{branch}}"],
    ["bash", "-o", "pipefail", "-c", "echo \"$1\"", "bash", "{{title}}"],
    ["sh", "{{path}}/script.sh", "{{title}}"],
    ["sh", "-c", "cd {{path}} && make"],
    ["git", "-C", "{{path}}", "switch", "{{branch}}"],
    ["{{path}}/bin/tool", "{{title}}"],
    ["env", "GIT_DIR=x", "git", "log", "{{branch}}"],
  ])
  func aValueOutsideAShellsScriptIsFine(template: [String]) throws {
    let entry = CustomCommand.Entry(
      key: "W", context: "pull-request", title: nil, template: template, shell: false, line: 9)
    #expect(try CustomCommand.commands([entry]).count == 1)
  }

  @Test(arguments: [
    ["{{title}}"], ["env", "A=1", "{{branch}}"], ["/usr/bin/env", "-i", "{{url}}"],
  ])
  func aValueNamingTheProgramIsAConfigProblem(template: [String]) throws {
    let entry = CustomCommand.Entry(
      key: "W", context: "pull-request", title: nil, template: template, shell: false, line: 4)
    #expect(throws: CustomCommand.Problem.self) { try CustomCommand.commands([entry]) }
    do {
      _ = try CustomCommand.commands([entry])
    } catch {
      guard case .placeholderAsProgram(_, line: 4) = error else {
        Testing.Issue.record("\(error)")
        return
      }
    }
  }
}
