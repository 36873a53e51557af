import FoundationEssentials
import Logging
import SecretRedaction
import SystemSupport

/// The swift-log handler the executable bootstraps: one line per record, appended to a
/// `LogFile`. It has no way to write to stdout or stderr, so logging is safe while curses owns
/// the screen (DESIGN §4, §9).
///
/// Each line is `<ISO-8601 time> <level> <label>: <message> [key=value …]`, redacted by
/// `SecretRedactor` as a last line of defence for loggers other than the error loggers, with
/// newlines escaped so one record is always one line, and every other control and bidi
/// override escaped so that reading the log in a terminal can't act on it or reorder it.
public struct FileLogHandler: LogHandler {
  public var metadata: Logger.Metadata = [:]
  public var metadataProvider: Logger.MetadataProvider?
  public var logLevel: Logger.Level = .info
  private let label: String
  private let file: LogFile

  public init(label: String, file: LogFile, logLevel: Logger.Level = .info) {
    self.label = label
    self.file = file
    self.logLevel = logLevel
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    var merged = metadata
    if let provided = metadataProvider?.get() {
      merged.merge(provided) { _, new in new }
    }
    if let explicit = event.metadata {
      merged.merge(explicit) { _, new in new }
    }
    file.append(line: Self.format(event: event, label: label, metadata: merged))
  }

  /// One redacted, single-line rendering of a record; `static` so tests can check the format.
  static func format(event: LogEvent, label: String, metadata: Logger.Metadata) -> String {
    var line = "\(LogTimestamp.now()) \(event.level) \(label): \(event.message)"
    for key in metadata.keys.sorted() {
      if let value = metadata[key] {
        line += " \(key)=\(value)"
      }
    }
    return escapeNewlines(SecretRedactor.redact(line))
  }

  /// Every CR, LF and tab as `\r`, `\n` and `\t`, scalar by scalar (a CR LF pair is one `Character`), and
  /// every other scalar `ControlPicture` would replace (ESC, DEL, the C1 controls such as the
  /// 8-bit CSI U+009B, bidi overrides such as U+202E) as `\u{…}`, as are the line and paragraph
  /// separators some viewers break lines at: what the server sent stays readable, and `cat` or
  /// `less -R` on the log can't be steered by it.
  static func escapeNewlines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": escaped += #"\r"#
      case "\n": escaped += #"\n"#
      case "\t": escaped += #"\t"#
      case _ where needsEscape(scalar):
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    ControlPicture.of(scalar) != nil || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
