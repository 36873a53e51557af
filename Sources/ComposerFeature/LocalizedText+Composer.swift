import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The composer's words.
extension LocalizedText {
  public static let commentTitle = LocalizedText(en: "Comment", ja: "コメント")
  public static func commentOn(_ issue: String) -> LocalizedText {
    LocalizedText(en: "Comment on \(issue)", ja: "\(issue) へのコメント")
  }
  public static let commentField = LocalizedText(en: "Comment", ja: "コメント")
  public static let commentPlaceholder = LocalizedText(
    en: "Write a comment… (Enter sends)", ja: "コメントを入力…（Enter で送信）")
  public static let reviewTitle = LocalizedText(en: "Review", ja: "レビュー")
  /// An approval's text is optional; the others' is required, and the placeholder says which.
  public static func reviewPlaceholder(_ event: ReviewEvent) -> LocalizedText {
    event.needsBody
      ? LocalizedText(
        en: "Write the review… (Enter sends)", ja: "レビューを入力…（Enter で送信）")
      : LocalizedText(
        en: "Write the review, or leave it empty… (Enter sends)",
        ja: "レビューを入力（空でも可）…（Enter で送信）")
  }
  public static let restoredDraft = LocalizedText(
    en: "Restored your unsent draft: Enter sends it, Esc keeps it",
    ja: "未送信の下書きを復元しました: Enter で送信、Esc で保存")
  /// A review comment's, when GitHub couldn't say whether it has it: the reader is asked to
  /// look.
  public static let restoredMaybeSentReviewDraft = LocalizedText(
    en: "Restored a draft that may already have been posted: look at the thread before sending",
    ja: "投稿済みの可能性がある下書きを復元しました: 送信前にスレッドを確認してください")
  public static let restoredMaybeSentDraft = LocalizedText(
    en: "Restored a draft that may already have been posted: checking…",
    ja: "投稿済みの可能性がある下書きを復元しました: 確認中…")
  public static let draftAlreadyPosted = LocalizedText(
    en: "Your draft had already been posted, so it was removed",
    ja: "下書きは投稿済みだったため削除しました")
  public static let commentTooLong = LocalizedText(
    en: "Comments are limited to 65,536 characters", ja: "コメントは 65,536 文字までです")

  // Keys.
  public static let sendComment = LocalizedText(en: "Send the comment", ja: "コメントを送信")
  public static let send = LocalizedText(en: "send", ja: "送信")
  public static let newLine = LocalizedText(en: "New line", ja: "改行")
  public static let newLineShort = LocalizedText(en: "new line", ja: "改行")
  public static let openEditorDescription = LocalizedText(
    en: "Edit in $VISUAL / $EDITOR (vi)", ja: "$VISUAL / $EDITOR（vi）で編集")
  public static let editorShort = LocalizedText(en: "editor", ja: "エディタ")
  public static let closeKeepingDraft = LocalizedText(
    en: "Close, keeping the text as a draft", ja: "閉じる（下書きとして保存）")
  public static let cancelShort = LocalizedText(en: "cancel", ja: "キャンセル")

  // The editor's outcome.
  public static func editorCancelled(_ status: Int32) -> LocalizedText {
    status < 0
      ? LocalizedText(
        en: "The editor was stopped by signal \(-status); the text is unchanged",
        ja: "エディタがシグナル \(-status) で終了しました。テキストは変更されていません")
      : LocalizedText(
        en: "The editor exited with status \(status); the text is unchanged",
        ja: "エディタが終了コード \(status) で終了しました。テキストは変更されていません")
  }
  public static func editorFailed(_ error: ExternalEditorError) -> LocalizedText {
    switch error {
    case .notFound(let command):
      LocalizedText(
        en: "Couldn't run the editor \(command) (set $VISUAL or $EDITOR)",
        ja: "エディタ \(command) を実行できません（$VISUAL か $EDITOR を設定してください）")
    case .temporaryFile, .couldNotStart:
      LocalizedText(
        en: "Couldn't start the editor; the text is unchanged",
        ja: "エディタを起動できませんでした。テキストは変更されていません")
    case .tooLarge:
      LocalizedText(
        en: "The edited text is too large; the text is unchanged",
        ja: "編集したテキストが大きすぎます。テキストは変更されていません")
    }
  }
}
