import IssueDomain
import Localization

/// The words a list's row says for its glyphs in screen-reader mode.
extension LocalizedText {
  /// A list row's mark for a pull request in screen-reader mode, where the glyph would be read
  /// as nothing.
  public static func pullRequestMarker(_ state: PullRequestState) -> LocalizedText {
    switch state {
    case .open: LocalizedText(en: "PR open", ja: "PR オープン")
    case .draft: LocalizedText(en: "PR draft", ja: "PR 下書き")
    case .merged: LocalizedText(en: "PR merged", ja: "PR マージ済み")
    case .closed: LocalizedText(en: "PR closed", ja: "PR クローズ")
    }
  }
}
