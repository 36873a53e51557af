import AppCore

/// What the list form of `run` must not do with a value: make it the program, or put it in
/// the script a shell is told to run (`sh -c SCRIPT`), where it would be read as shell syntax.
/// Both are found in the template itself, so they are config problems at the command's line.
extension CustomCommand {
  /// Programs that run their `-c` argument as a script: the shells in common use, by the last
  /// component of their path.
  static let shells: Set<String> = [
    "sh", "bash", "rbash", "dash", "ash", "zsh", "fish", "ksh", "ksh93", "mksh", "pdksh", "oksh",
    "yash", "posh", "csh", "tcsh",
  ]

  /// Placeholders that stand for the server's values; `{{path}}` is the local checkout's.
  static func isServerValue(_ name: String) -> Bool { name != "path" }

  /// A placeholder for a server value in the program's place: the first argument, or the
  /// program `env` is given to run.
  static func placeholderAsProgram(_ template: [String]) -> String? {
    var index = 0
    while index < template.count {
      let element = template[index]
      if let name = serverPlaceholders(in: element).first { return name }
      guard programName(element) == "env" else { return nil }
      index += 1
      // `env`'s options and VAR=value assignments come before the program it runs.
      while index < template.count,
        template[index].hasPrefix("-") || template[index].contains("=")
      {
        index += 1
      }
    }
    return nil
  }

  /// The first server placeholder that a shell named in `template` would read as script, with
  /// the shell's name: anything from a `-c` (alone or among other one-letter options, or
  /// fish's `--command`) up to and including the first argument that isn't an option, the
  /// script. Arguments after the script are the script's positional parameters (`"$1"`…), the
  /// safe way to hand it a value.
  static func placeholderInShellScript(_ template: [String]) -> (name: String, shell: String)? {
    for (index, element) in template.enumerated() {
      let shell = programName(element)
      guard shells.contains(shell) else { continue }
      var readsScript = false
      var optionsEnded = false
      var position = index + 1
      while position < template.count {
        let argument = template[position]
        position += 1
        if readsScript, let name = serverPlaceholders(in: argument).first { return (name, shell) }
        if !optionsEnded, argument.hasPrefix("--command=") {
          if let name = serverPlaceholders(in: argument).first { return (name, shell) }
          break
        }
        if !optionsEnded, argument == "--" {
          optionsEnded = true
        } else if !optionsEnded, argument.count > 1,
          argument.hasPrefix("-") || argument.hasPrefix("+")
        {
          if argument == "--command" || isShortOptionCluster(argument, holding: "c") {
            readsScript = true
          }
          // `-o pipefail`, `+O extglob`: the option's name is the next argument.
          if isShortOptionCluster(argument, endingWith: ["o", "O"]) { position += 1 }
        } else {
          // The first operand: the script after a `-c`, a script file without one; either way
          // what follows are its arguments.
          break
        }
      }
    }
    return nil
  }

  /// `-ec`, `-c`, `+xc`: one-letter options together, one of them `letter`.
  private static func isShortOptionCluster(_ argument: String, holding letter: Character) -> Bool {
    shortOptions(argument)?.contains(letter) ?? false
  }

  /// `-eo`, `+O`: one-letter options together, the last of them one of `letters`.
  private static func isShortOptionCluster(_ argument: String, endingWith letters: Set<Character>)
    -> Bool
  {
    shortOptions(argument)?.last.map(letters.contains) ?? false
  }

  /// The letters of `-abc` or `+abc`; `nil` for anything else.
  private static func shortOptions(_ argument: String) -> Substring? {
    guard let first = argument.first, first == "-" || first == "+", !argument.hasPrefix("--")
    else { return nil }
    let letters = argument.dropFirst()
    guard !letters.isEmpty, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    return letters
  }

  /// The last component of a path: what a program is called.
  private static func programName(_ element: String) -> String {
    String(element.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
  }

  private static func serverPlaceholders(in text: String) -> [String] {
    CommandTemplate.pieces(of: text).compactMap { piece in
      guard case .placeholder(let name) = piece, isServerValue(name) else { return nil }
      return name
    }
  }
}
