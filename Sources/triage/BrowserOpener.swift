import FoundationEssentials
import SystemSupport

/// Opens a URL the way gh does: `GH_BROWSER`, else `BROWSER`, else the platform's opener
/// (`xdg-open`, or `open` on macOS). No shell is involved: a browser variable is split into
/// words, its first word is looked up on `PATH`, and the URL is one argument after `--`, so it
/// can never be read as an option or as shell syntax. Every standard stream is /dev/null, so
/// nothing the browser prints can reach the screen curses owns.
enum BrowserOpener {
  /// The argument vector to run for `url`, the command word first. A browser variable of only
  /// blanks counts as unset.
  static func command(for url: String, environment: [String: String]) -> [String] {
    for name in ["GH_BROWSER", "BROWSER"] {
      guard let value = environment[name] else { continue }
      let words = splitWords(value)
      if !words.isEmpty { return words + ["--", url] }
    }
    // xdg-open refuses `--` ("unexpected option"); the link policy already guarantees the URL
    // starts with http, so it can't be taken for an option there either.
    #if os(macOS)
      return ["open", url]
    #else
      return ["xdg-open", url]
    #endif
  }

  /// Splits a browser variable into words as a shell would split a simple command: on blanks,
  /// with single quotes, double quotes and backslash escapes, but no expansion of any kind.
  static func splitWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case (nil, "\\"), ("\"", "\\"):
        escaped = true
        inWord = true
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (let open?, let close) where open == close:
        quote = nil
      case (nil, " "), (nil, "\t"), (nil, "\n"):
        if inWord { words.append(current) }
        current = ""
        inWord = false
      default:
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The executable a command word names: a path as given (if it contains `/`), else the first
  /// executable file of that name on `PATH`.
  static func executable(_ word: String, environment: [String: String]) -> String? {
    ExecutableSearch.find(word, environment: environment)
  }

  /// Runs the opener and waits for it; true when it exited with status 0. The opener runs in a
  /// session of its own, so it has no controlling terminal to reach the screen through.
  static func open(_ url: String, environment: [String: String]) async -> Bool {
    let words = command(for: url, environment: environment)
    guard let first = words.first, let path = executable(first, environment: environment)
    else { return false }
    let configuration = ChildProcess.Configuration(
      path: path, arguments: Array(words.dropFirst()), environment: environment,
      streams: .nullDevice, newSession: true)
    // A browser named directly (not through an opener) runs until it is closed, so the wait
    // blocks a thread of its own rather than one of the concurrency pool's few.
    return await withCheckedContinuation { continuation in
      DedicatedThread.start {
        guard case .exited(status: 0, _, _) = ChildProcess.run(configuration) else {
          continuation.resume(returning: false)
          return
        }
        continuation.resume(returning: true)
      }
    }
  }
}
