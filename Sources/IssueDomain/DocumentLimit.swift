/// How much of one document (an issue's body, a comment) the app keeps, and how much of an
/// issue's comments: memory, and the time to lay a document out, follow what is shown, not what
/// a server chose to send.
///
/// github.com takes at most 65,536 characters in a body or a comment, which is at most 256 KiB
/// of UTF-8 however wide the characters are, so every document github.com serves is kept whole.
/// Only a server or proxy that sends more (an Enterprise instance, a hostile one) is cut, and
/// the screen says so and offers the page on the web.
public enum DocumentLimit {
  /// The most UTF-8 bytes kept of one body or comment.
  public static let bytes = 256 * 1024

  /// The most UTF-8 bytes of comment text an issue keeps in all: paging stops there.
  public static let commentBytes = 256 * 1024

  /// `text` cut to at most `limit` UTF-8 bytes on a character boundary, and whether it was cut.
  /// Text within the limit is returned as it is, sharing its storage.
  public static func kept(_ text: String, limit: Int = bytes) -> (text: String, isCut: Bool) {
    let utf8 = text.utf8
    guard utf8.count > limit else { return (text, false) }
    var end = utf8.index(utf8.startIndex, offsetBy: max(0, limit))
    while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
    var kept = String(text.unicodeScalars[..<end])
    // The last character may be the first scalars of a longer one (an emoji sequence, a letter
    // with its marks): drop it rather than show half of it.
    if !kept.isEmpty { kept.removeLast() }
    return (kept, true)
  }

  /// A size in the unit a person reads: `256 KiB`, `1 MiB`.
  public static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
    return "\(bytes) B"
  }
}
