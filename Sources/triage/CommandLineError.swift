/// Why the command line ends the process before the app starts: a usage error (64, on stderr),
/// or a request for the help or the version (0, on stdout).
struct CommandLineError: Error, Equatable {
  /// What to print, whole.
  let message: String
  let exitCode: Int32

  /// A usage error, printed as ArgumentParser printed one: the error, the usage line, a pointer
  /// to `--help`.
  /// With `option`, its help follows the error, as for a value that is missing or invalid.
  static func usage(_ text: String, option: CommandLineOption? = nil) -> CommandLineError {
    let help = option.map { "Help:  \($0.synopsis)  \($0.help)\n" } ?? ""
    return CommandLineError(
      message: "Error: \(text)\n\(help)Usage: \(TriageCommand.usage)\n"
        + "  See 'triage --help' for more information.\n",
      exitCode: 64)
  }

  static var help: CommandLineError {
    CommandLineError(message: TriageCommand.helpText, exitCode: 0)
  }

  static var version: CommandLineError {
    CommandLineError(message: TriageCommand.version + "\n", exitCode: 0)
  }

  /// Whether the message goes to stdout (asked for) rather than stderr (an error).
  var isRequested: Bool { exitCode == 0 }
}
