import AppCore
import InboxFeature
import IssueFeature
import ListSupport
import PullRequestFeature
import TerminalUI

/// A command of the user's own (`commands:` in the config file): a key in a context runs a
/// program on what is focused there, with the terminal handed over while it runs.
///
/// The template's placeholders are filled from the focused item. Values come from the server,
/// so they are never read by a shell: without `shell`, each argument of the template stays one
/// argument whatever a value holds; with `shell`, each placeholder becomes a quoted positional
/// parameter (`"$1"`) and the values are passed after the script.
public struct CustomCommand: Sendable, Equatable {
  public var key: Key
  public var context: KeyContext
  /// What the help calls it; the file's own words.
  public var title: String
  /// The program and its arguments, with placeholders; without `shell`, the first names the
  /// program (a path, or a name looked up on `PATH`).
  public var template: [String]
  /// Whether the template's one string is a script for `/bin/sh`.
  public var shell: Bool

  public init(key: Key, context: KeyContext, title: String, template: [String], shell: Bool) {
    self.key = key
    self.context = context
    self.title = title
    self.template = template
    self.shell = shell
  }

  /// The contexts a command may be given: where something is focused to run it on.
  public static let contexts: [KeyContext] = [.global, .lists, .issue, .pullRequest, .inbox]

  /// The placeholder names a template may use.
  public static let placeholders = [
    "repo", "owner", "name", "number", "url", "title", "branch", "path",
  ]

  /// The placeholders of `text` in order, or the first name that isn't one.
  public static func placeholders(in text: String) -> Result<[String], UnknownPlaceholder> {
    var names: [String] = []
    for piece in CommandTemplate.pieces(of: text) {
      guard case .placeholder(let name) = piece else { continue }
      guard placeholders.contains(name) else { return .failure(UnknownPlaceholder(name: name)) }
      names.append(name)
    }
    return .success(names)
  }

  /// A placeholder that has no value: it names no placeholder the template may use.
  public struct UnknownPlaceholder: Error, Equatable {
    public var name: String
  }

  /// What runs for the focused item's `values`: the program and its arguments, or why nothing
  /// runs: a placeholder with no value here, or a value no program should be handed (one that
  /// would be read as an option, holds a NUL byte, or is longer than GitHub gives).
  public func invocation(_ values: CommandValues, environment: [String: String])
    -> Result<TerminalCommand, CommandRefusal>
  {
    if shell {
      var parameters: [String] = []
      var script = ""
      for piece in CommandTemplate.pieces(of: template.first ?? "") {
        switch piece {
        case .text(let text): script += text
        case .placeholder(let name):
          guard let value = values[name] else { return .failure(.missing(name: name)) }
          // Where the script puts "$1" is the script's own business: any word may be an
          // option to the program it runs, so a leading `-` is refused wherever it stands.
          if let refusal = CommandRefusal.check(value, name: name, startsAnArgument: true) {
            return .failure(refusal)
          }
          parameters.append(value)
          script += "\"$\(parameters.count)\""
        }
      }
      return .success(
        TerminalCommand(
          title: title, program: "/bin/sh", arguments: ["-c", script, "triage"] + parameters,
          environment: environment))
    }
    var arguments: [String] = []
    for argument in template {
      var filled = ""
      for piece in CommandTemplate.pieces(of: argument) {
        switch piece {
        case .text(let text): filled += text
        case .placeholder(let name):
          guard let value = values[name] else { return .failure(.missing(name: name)) }
          if let refusal = CommandRefusal.check(value, name: name, startsAnArgument: filled.isEmpty)
          {
            return .failure(refusal)
          }
          filled += value
        }
      }
      arguments.append(filled)
    }
    let program = arguments.first ?? ""
    return .success(
      TerminalCommand(
        title: title, program: program, arguments: Array(arguments.dropFirst()),
        environment: environment))
  }
}
