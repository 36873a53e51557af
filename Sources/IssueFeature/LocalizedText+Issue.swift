import AppCore
import IssueDomain
import Localization

/// What the issue screen says when it kept less than the server sent, or hasn't laid a long
/// text out yet.
extension LocalizedText {
  public static func bodyTruncated(at bytes: Int) -> LocalizedText {
    let size = DocumentLimit.describe(bytes: bytes)
    return LocalizedText(
      en: "Body truncated at \(size) — o opens it on the web",
      ja: "本文は \(size) で切り詰めました — o でウェブで開きます")
  }
  public static func commentTruncated(at bytes: Int) -> LocalizedText {
    let size = DocumentLimit.describe(bytes: bytes)
    return LocalizedText(
      en: "Comment truncated at \(size) — o opens it on the web",
      ja: "コメントは \(size) で切り詰めました — o でウェブで開きます")
  }
  /// Paging stopped at `DocumentLimit.commentBytes`, or at a page longer than any of GitHub's.
  public static let laterCommentsNotShown = LocalizedText(
    en: "Later comments not shown — o opens them on the web",
    ja: "以降のコメントは表示していません — o でウェブで開きます")
  /// In place of a long text while it is laid out off the loop.
  public static let layingOut = LocalizedText(en: "Laying out…", ja: "レイアウト中…")
}
