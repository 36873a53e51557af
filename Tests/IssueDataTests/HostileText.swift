/// Strings a hostile issue author could send, shared by the sanitiser's tests.
enum HostileText {
  /// Each attack with a name for failure messages. Every one is also mixed with CJK and emoji,
  /// so the tests see controls next to wide and multi-scalar graphemes.
  static let samples: [(name: String, text: String)] = [
    ("CSI clear screen and home", "\u{1B}[2J\u{1B}[H"),
    ("OSC 52 clipboard write", "\u{1B}]52;c;ZXZpbA==\u{07}"),
    ("OSC 0 window title", "\u{1B}]0;pwned\u{07}"),
    ("8-bit CSI", "\u{9B}31m"),
    ("8-bit OSC", "\u{9D}0;pwned\u{9C}"),
    ("carriage return overwrite", "safe\rEVIL"),
    ("bidi override", "\u{202E}gnp.exe"),
    ("bidi isolate", "\u{2067}abc\u{2069}"),
    ("NUL", "a\u{0}b"),
    ("DEL", "a\u{7F}b"),
    ("backspace", "abc\u{8}\u{8}\u{8}xyz"),
    ("tabs", "a\tb\t\tc"),
    ("CRLF and LF", "one\r\ntwo\nthree\r"),
    ("control after a combining mark", "e\u{301}\u{1B}[1m\u{301}"),
    ("mixed with CJK and emoji", "日本\u{1B}[31m語 🧑‍💻\u{9B}2J 👍🏽\u{202E}❤️\u{7}"),
  ]

  /// Printable text of every kind the sanitiser must leave alone: CJK, an emoji ZWJ sequence,
  /// a skin tone, a variation selector, a combining accent, a flag, right-to-left scripts.
  static let printable = "日本語 🧑‍💻 👍🏽 ❤️ e\u{301} 🇯🇵 שלום مرحبا [2J ;52;c"

  /// Scalars a generated string is drawn from: controls, bidi formatting, the sanitiser's own
  /// replacement symbols (so idempotence is tested on them as input), and ordinary text.
  static let hostilePool: [Unicode.Scalar] = [
    "\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}",
    "\u{80}", "\u{85}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{9F}",
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}",
    "\u{241B}", "\u{240D}", "\u{2421}", "\u{FFFD}", " ",
  ]

  /// Scalars that must come through unchanged and in order.
  static let normalPool: [Unicode.Scalar] = [
    "a", "Z", "[", "]", "2", ";", "\u{E9}", "\u{301}", "日", "本", "\u{1F600}", "\u{1F469}",
    "\u{200D}", "\u{1F4BB}", "\u{FE0F}", "\u{1F3FD}", "\u{5D0}", "\u{628}", "\u{1F1EF}",
  ]

  /// Scalars of `text` a terminal would act on, given whether `\n` is allowed.
  static func controls(in text: some StringProtocol, allowingNewline: Bool) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      scalar.properties.generalCategory == .control && !(allowingNewline && scalar == "\n")
    }
  }

  /// Bidi embeddings, overrides, isolates and marks in `text`.
  static func bidiFormatting(in text: some StringProtocol) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
      default: false
      }
    }
  }
}
