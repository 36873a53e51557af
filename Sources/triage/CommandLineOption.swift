/// One `--name` the command takes, with what the help says of it.
struct CommandLineOption {
  enum Kind {
    case flag
    /// Takes the next word as its value unless that word looks like an option.
    case value(name: String)
    /// Takes the next word whatever it looks like, so `--section -1` reaches validation with
    /// `-1` and gets the range message rather than "Missing value".
    case unconditionalValue(name: String)
  }

  let name: String
  let kind: Kind
  let help: String
  /// Shown after the help in `--help`, not in an error's help line.
  var defaultValue: String?

  /// `--name <value>` as usage and help show it.
  var synopsis: String {
    switch kind {
    case .flag: "--\(name)"
    case .value(let value), .unconditionalValue(let value): "--\(name) <\(value)>"
    }
  }

  var takesValue: Bool {
    if case .flag = kind { return false }
    return true
  }
}
