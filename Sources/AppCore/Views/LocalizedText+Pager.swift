import Localization
import TerminalUI

/// What the footer says when a pager couldn't show a text (a diff, a log).
extension LocalizedText {
  public static func pagerFailed(_ error: ExternalEditorError) -> LocalizedText {
    switch error {
    case .notFound(let command):
      LocalizedText(
        en: "Couldn't run the pager \(command) (set $GH_PAGER or $PAGER)",
        ja: "ページャ \(command) を実行できません（$GH_PAGER か $PAGER を設定してください）")
    case .temporaryFile, .couldNotStart, .tooLarge:
      LocalizedText(en: "Couldn't start the pager", ja: "ページャを起動できませんでした")
    }
  }
}
