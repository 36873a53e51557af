import TerminalUI

extension TriageCommand {
  /// Parses the words after the program's name, then validates them. Long options take their
  /// value as the next word or after `=`; `--` ends the options; the last of a repeated option
  /// wins. Help and version requests come back as a `CommandLineError` with status 0.
  static func parse(_ arguments: [String]) throws(CommandLineError) -> TriageCommand {
    var command = TriageCommand()
    var words = arguments[...]
    var optionsEnded = false
    while let word = words.popFirst() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        guard command.repository == nil else { throw .usage("Unexpected argument '\(word)'") }
        command.repository = word
        continue
      }
      switch word {
      case "--": optionsEnded = true
      case "-h", "--help": throw .help
      case "--version": throw .version
      default: try command.apply(option: word, rest: &words)
      }
    }
    try command.validate()
    return command
  }

  /// Applies `--name` or `--name=value`, taking its value from `rest` when it needs one.
  private mutating func apply(option word: String, rest: inout ArraySlice<String>)
    throws(CommandLineError)
  {
    let (name, inline) = Self.split(word)
    guard name.hasPrefix("--"),
      let option = Self.options.first(where: { "--\($0.name)" == name })
    else { throw .usage("Unknown option '\(name)'") }
    var value: String?
    if !option.takesValue {
      if let inline {
        throw .usage("The option '\(name)' does not take any value, but '\(inline)' was specified.")
      }
    } else if let inline {
      value = inline
    } else if let next = rest.first, Self.canBeValue(next, of: option) {
      value = next
      rest.removeFirst()
    } else {
      throw .usage("Missing value for '\(option.synopsis)'", option: option)
    }
    switch (option.name, value) {
    case ("demo", _): demo = true
    case ("section", let value?): section = try Self.integer(value, for: option)
    case ("demo-latency", let value?): latencyMilliseconds = try Self.integer(value, for: option)
    case ("host", let value?): host = value
    case ("api-url", let value?): apiURL = value
    case ("log-file", let value?): logFile = value
    case ("log-level", let value?): logLevel = value
    default: throw .usage("Unknown option '\(name)'")
    }
  }

  private static func split(_ word: String) -> (name: String, value: String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private static func canBeValue(_ word: String, of option: CommandLineOption) -> Bool {
    if case .unconditionalValue = option.kind { return true }
    return !word.hasPrefix("-") || word == "-"
  }

  private static func integer(_ value: String, for option: CommandLineOption)
    throws(CommandLineError) -> Int
  {
    guard let number = Int(value) else {
      throw .usage("The value '\(value)' is invalid for '\(option.synopsis)'", option: option)
    }
    return number
  }

  /// The one-line synopsis, as the help and every usage error show it.
  static var usage: String {
    (["triage", "[<repository>]"] + options.map { "[\($0.synopsis)]" }).joined(separator: " ")
  }

  /// `--help`: what the command is, how it is called, and each argument and option, wrapped at
  /// 80 columns with the descriptions in a column of their own.
  static var helpText: String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    for paragraph in discussion.split(separator: "\n\n", omittingEmptySubsequences: false) {
      lines += String(paragraph).wrapped(toWidth: 80) + [""]
    }
    lines += ["USAGE: \(usage)", "", "ARGUMENTS:"]
    lines += entry("<repository>", repositoryHelp)
    lines += ["", "OPTIONS:"]
    for option in options {
      lines += entry(
        option.synopsis, option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
    }
    lines += entry("--version", "Show the version.")
    lines += entry("-h, --help", "Show help information.")
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// A name in a 26-column gutter and its help wrapped beside it; a longer name gets a line of
  /// its own.
  private static func entry(_ name: String, _ help: String) -> [String] {
    let gutter = 26
    // ArgumentParser's layout, which lines end a column short of 80.
    let text = help.wrapped(toWidth: 79 - gutter)
    let indent = String(repeating: " ", count: gutter)
    let head = "  " + name
    guard head.count < gutter else {
      return [head] + text.map { indent + $0 }
    }
    let first = head + String(repeating: " ", count: gutter - head.count) + (text.first ?? "")
    return [first] + text.dropFirst().map { indent + $0 }
  }
}
