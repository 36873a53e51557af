/// The languages Triage's messages are written in. A closed set, so a `switch` over it makes
/// the compiler point at every message that lacks a translation.
public enum Language: Hashable, Sendable, CaseIterable {
  /// English: the fallback for every locale that isn't Japanese, including `C` and `POSIX`.
  case english
  /// Japanese, for any `ja` locale.
  case japanese

  /// The variables that choose the message language, strongest first, as POSIX defines for
  /// `LC_MESSAGES`.
  public static let environmentKeys = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The language the user asked for. Takes the environment as a value so it is testable and
  /// never reads process state itself.
  ///
  /// The first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and non-empty decides, exactly as
  /// the C library picks a locale: a stronger variable set to `C` still means English. A locale
  /// whose language code is `ja` (`ja`, `ja_JP.UTF-8`, `ja_JP@…`) means Japanese; everything
  /// else, including `C` and `POSIX`, means English.
  public static func preferred(environment: [String: String]) -> Language {
    for key in environmentKeys {
      guard let value = environment[key], !value.isEmpty else { continue }
      return language(ofLocale: value)
    }
    return .english
  }

  /// The language of one locale name such as `ja_JP.UTF-8`.
  public static func language(ofLocale locale: String) -> Language {
    let code = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
    return code.lowercased() == "ja" ? .japanese : .english
  }

  /// The language messages can be shown in: Japanese needs a UTF-8 character set, which the
  /// C library gives only when the locale exists on the machine and is UTF-8. A Japanese
  /// locale that can't be set would turn every Japanese character into `?`, so it falls back
  /// to English (the caller logs why).
  public static func shown(_ preferred: Language, characterSetIsUTF8: Bool) -> Language {
    preferred == .japanese && !characterSetIsUTF8 ? .english : preferred
  }
}
