import FoundationEssentials
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The language of what the command prints before the screen opens (help, usage errors, why
/// it can't start): the one the locale asks for, with the app's rule that Japanese needs a
/// locale the machine has, in UTF-8; otherwise every Japanese character would print as `?`.
enum CommandLanguage {
  static let current = language(environment: ProcessInfo.processInfo.environment)

  static func language(environment: [String: String]) -> Language {
    let preferred = Language.preferred(environment: environment)
    guard preferred == .japanese else { return .english }
    // The locale the C library sets from the same variables, as the terminal will.
    guard setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)) else {
      return .english
    }
    let name = String(cString: codeset).uppercased()
    return Language.shown(preferred, characterSetIsUTF8: name == "UTF-8" || name == "UTF8")
  }
}
