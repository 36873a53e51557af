import Localization
import Testing

struct LanguageTests {
  @Test(
    "a single locale variable",
    arguments: [
      ("ja", Language.japanese), ("ja_JP.UTF-8", .japanese), ("ja_JP", .japanese),
      ("ja_JP.eucJP", .japanese), ("ja.UTF-8", .japanese), ("JA_jp.utf8", .japanese),
      ("ja_JP@cjknarrow", .japanese), ("en_US.UTF-8", .english), ("C", .english),
      ("POSIX", .english), ("C.UTF-8", .english), ("jam", .english), ("fr_FR", .english),
    ])
  func singleVariable(locale: String, expected: Language) {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      #expect(Language.preferred(environment: [key: locale]) == expected, "\(key)=\(locale)")
    }
  }

  @Test("LC_ALL beats LC_MESSAGES beats LANG")
  func precedence() {
    #expect(
      Language.preferred(environment: ["LC_ALL": "C", "LC_MESSAGES": "ja_JP", "LANG": "ja_JP"])
        == .english)
    #expect(
      Language.preferred(environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"])
        == .japanese)
    #expect(
      Language.preferred(environment: ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"]) == .japanese)
    #expect(
      Language.preferred(environment: ["LC_MESSAGES": "en_GB.UTF-8", "LANG": "ja_JP"]) == .english)
  }

  @Test("empty values are skipped")
  func emptySkipped() {
    #expect(
      Language.preferred(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"])
        == .japanese)
    #expect(Language.preferred(environment: ["LC_ALL": "", "LC_MESSAGES": "ja"]) == .japanese)
  }

  @Test("no locale at all means English; unrelated variables are ignored")
  func nothingSet() {
    #expect(Language.preferred(environment: [:]) == .english)
    #expect(Language.preferred(environment: ["LANGUAGE": "ja", "LC_CTYPE": "ja_JP"]) == .english)
  }

  @Test("Japanese is shown only with a UTF-8 character set")
  func japaneseNeedsUTF8() {
    #expect(Language.shown(.japanese, characterSetIsUTF8: true) == .japanese)
    #expect(Language.shown(.japanese, characterSetIsUTF8: false) == .english)
    #expect(Language.shown(.english, characterSetIsUTF8: false) == .english)
    #expect(Language.shown(.english, characterSetIsUTF8: true) == .english)
  }
}
