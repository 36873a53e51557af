import Foundation
import TestSupport
import Testing

/// The README's Setup is what a new user pastes first, so CI runs exactly those commands:
/// a README that breaks fails CI. And `scripts/setup.sh`, which the Setup names, is run here
/// against stand-ins for apt, dpkg, id and sudo on `PATH`, as root and not, on a machine with
/// package lists and on a fresh one without.
@Suite struct SetupInstructionsTests {
  static let repository = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../..").standardized

  /// The command lines of the README's first fenced block under `## Setup`.
  static func readmeSetupCommands() throws -> [String] {
    let readme = try String(
      contentsOf: repository.appending(path: "README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Setup\n").dropFirst().first)
    let fences = section.components(separatedBy: "```")
    try #require(fences.count >= 3, "the Setup has no fenced block")
    return commandLines(fences[1])
  }

  /// Each non-blank line of a script that isn't a comment, trimmed, with a trailing comment cut.
  static func commandLines(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var command = line.trimmingCharacters(in: .whitespaces)
      if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
      command = command.trimmingCharacters(in: .whitespaces)
      return command.isEmpty || command.hasPrefix("#") ? nil : command
    }
  }

  static func ciCommands() throws -> [String] {
    commandLines(
      try String(contentsOf: repository.appending(path: ".ci/run"), encoding: .utf8))
  }

  @Test func ciRunsTheReadmesSetupCommandsInTheirOrder() throws {
    let setup = try Self.readmeSetupCommands()
    #expect(setup.contains("scripts/setup.sh"))
    #expect(setup.contains("swift build"))
    let ci = try Self.ciCommands()
    var searchFrom = ci.startIndex
    for command in setup {
      let found = ci[searchFrom...].firstIndex(of: command)
      #expect(found != nil, "CI doesn't run the README's `\(command)` (after the ones before it)")
      if let found { searchFrom = ci.index(after: found) }
    }
  }

  @Test func ciInstallsNothingExceptThroughTheSetupScript() throws {
    for command in try Self.ciCommands() {
      #expect(!command.contains("apt-get"), "CI installs on its own: \(command)")
      #expect(!command.contains("apt install"), "CI installs on its own: \(command)")
    }
  }

  @Test func theReadmesSetupNamesNoSudo() throws {
    // Root on a minimal image has no sudo; the script decides when it is needed.
    for command in try Self.readmeSetupCommands() {
      #expect(!command.hasPrefix("sudo "), "\(command)")
    }
  }

  // MARK: - The script, against stand-ins

  /// A directory of stand-in commands, each logging its arguments to `calls`.
  struct FakeMachine {
    let directory: TemporaryDirectory
    var bin: String { directory.path + "/bin" }
    var log: String { directory.path + "/calls" }

    /// `installed`: the packages dpkg knows as installed; `listsKnow`: whether apt-cache finds
    /// packages before `apt-get update` (a fresh machine's doesn't); `uid` what `id -u` says.
    init(installed: [String], listsKnow: Bool, uid: Int, hasSudo: Bool) throws {
      directory = try TemporaryDirectory(prefix: "triage-setup")
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      let installedList = installed.joined(separator: " ")
      let state = directory.path
      try write(
        "dpkg-query",
        """
        echo "dpkg-query $*" >> '\(log)'
        for last; do :; done
        for p in \(installedList) $(cat '\(state)/installed' 2>/dev/null); do
          [ "$p" = "$last" ] && { printf installed; exit 0; }
        done
        exit 1
        """)
      try write(
        "apt-cache",
        """
        echo "apt-cache $*" >> '\(log)'
        [ -e '\(state)/updated' ] || [ \(listsKnow ? "1" : "0") = 1 ] || exit 100
        echo "Package: $2"
        """)
      try write(
        "apt-get",
        """
        echo "apt-get $*" >> '\(log)'
        [ "$(id -u)" = 0 ] || { echo "E: permission denied" >&2; exit 100; }
        case "$1" in
          update) touch '\(state)/updated' ;;
          install)
            for p; do case "$p" in -*|install) ;; *)
              [ -e '\(state)/updated' ] || [ \(listsKnow ? "1" : "0") = 1 ] ||
                { echo "E: Unable to locate package $p" >&2; exit 100; }
              echo "$p" >> '\(state)/installed' ;; esac; done ;;
        esac
        """)
      try write("id", "[ -e '\(state)/root' ] && echo 0 || echo \(uid)")
      try write("locale", "echo C.utf8")
      if hasSudo {
        try write(
          "sudo",
          """
          echo "sudo $*" >> '\(log)'
          touch '\(state)/root'; "$@"; status=$?; rm -f '\(state)/root'; exit $status
          """)
      }
    }

    func write(_ name: String, _ body: String) throws {
      try directory.writeExecutable("#!/bin/sh\n" + body + "\n", at: "bin/" + name)
    }

    /// Runs the setup script with only the stand-ins and the shell's basics on `PATH`.
    func runSetup(_ arguments: [String] = []) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(filePath: "/bin/bash")
      process.arguments =
        [SetupInstructionsTests.repository.appending(path: "scripts/setup.sh").path] + arguments
      // The stand-ins first; /usr/bin and /bin for the shell's own tools (grep, sed), none of
      // which the stand-ins shadow. A real sudo or apt-get there is never reached: the fakes
      // win, and a machine without a fake sudo gets a PATH with no sudo at all.
      let basics = try Self.basicsDirectory(in: directory)
      process.environment = ["PATH": bin + ":" + basics, "LANG": "C"]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A directory of links to the few real tools the script uses, so that no real sudo,
    /// apt-get or dpkg-query is on `PATH`.
    static func basicsDirectory(in directory: TemporaryDirectory) throws -> String {
      let basics = directory.path + "/basics"
      guard !FileManager.default.fileExists(atPath: basics) else { return basics }
      try FileManager.default.createDirectory(atPath: basics, withIntermediateDirectories: true)
      for tool in ["grep", "sed", "cat", "touch", "rm", "sh", "bash", "env"] {
        for prefix in ["/usr/bin/", "/bin/"]
        where FileManager.default.fileExists(atPath: prefix + tool) {
          try FileManager.default.createSymbolicLink(
            atPath: basics + "/" + tool, withDestinationPath: prefix + tool)
          break
        }
      }
      return basics
    }

    var calls: [String] {
      ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        .map(String.init).filter { !$0.hasPrefix("dpkg-query") && !$0.hasPrefix("apt-cache") }
    }

    func remove() { directory.remove() }
  }

  static let buildPackages = [
    "libncurses-dev", "libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libsqlite3-dev",
    "libyaml-dev",
  ]

  @Test func asRootOnAFreshMachineItUpdatesTheListsThenInstallsWithoutSudo() throws {
    let machine = try FakeMachine(installed: [], listsKnow: false, uid: 0, hasSudo: false)
    defer { machine.remove() }
    let run = try machine.runSetup()
    #expect(run.status == 0, "\(run.output)")
    #expect(
      machine.calls == [
        "apt-get update -qq",
        "apt-get install -y -qq --no-install-recommends "
          + Self.buildPackages.joined(separator: " "),
      ])
    #expect(run.output.contains("installing " + Self.buildPackages.joined(separator: " ")))
  }

  @Test func asAUserItInstallsThroughSudo() throws {
    let machine = try FakeMachine(installed: [], listsKnow: true, uid: 1000, hasSudo: true)
    defer { machine.remove() }
    let run = try machine.runSetup()
    #expect(run.status == 0, "\(run.output)")
    // Lists that know every package need no update.
    let install =
      "apt-get install -y -qq --no-install-recommends " + Self.buildPackages.joined(separator: " ")
    #expect(machine.calls == ["sudo env DEBIAN_FRONTEND=noninteractive " + install, install])
  }

  @Test func asAUserWithoutSudoItSaysWhatIsMissingAndFails() throws {
    let machine = try FakeMachine(
      installed: ["libncurses-dev", "libsqlite3-dev", "libyaml-dev"], listsKnow: true, uid: 1000,
      hasSudo: false)
    defer { machine.remove() }
    let run = try machine.runSetup()
    #expect(run.status == 1)
    #expect(run.output.contains("libcmark-gfm-dev libcmark-gfm-extensions-dev"))
    #expect(run.output.contains("needs root"))
    #expect(machine.calls.isEmpty)
  }

  @Test func withEverythingInstalledItInstallsNothing() throws {
    let machine = try FakeMachine(
      installed: Self.buildPackages, listsKnow: false, uid: 1000, hasSudo: false)
    defer { machine.remove() }
    let run = try machine.runSetup()
    #expect(run.status == 0, "\(run.output)")
    #expect(machine.calls.isEmpty)
    #expect(run.output.contains("everything needed is installed"))
  }

  @Test func testsAddTheirToolsToTheBuildsPackages() throws {
    let machine = try FakeMachine(
      installed: Self.buildPackages, listsKnow: true, uid: 0, hasSudo: false)
    defer { machine.remove() }
    let run = try machine.runSetup(["--tests"])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      machine.calls == [
        "apt-get install -y -qq --no-install-recommends tmux python3 locales man-db gh valgrind"
      ])
  }

  @Test func anUnknownOptionIsRefusedBeforeAnythingRuns() throws {
    let machine = try FakeMachine(installed: [], listsKnow: true, uid: 0, hasSudo: false)
    defer { machine.remove() }
    let run = try machine.runSetup(["--everything"])
    #expect(run.status == 2)
    #expect(run.output.contains("unknown option '--everything'"))
    #expect(machine.calls.isEmpty)
  }
}
