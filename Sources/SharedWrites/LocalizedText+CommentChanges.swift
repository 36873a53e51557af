import AppCore
import Localization

/// What the issue page says of its focused comment, and of a comment's edit, deletion and
/// reactions.
extension LocalizedText {
  public static let stepComments = LocalizedText(
    en: "focus the next / previous comment", ja: "次 / 前のコメントを選択")
  public static let commentFocusShort = LocalizedText(en: "comments", ja: "コメント選択")
  public static let unfocusComment = LocalizedText(
    en: "leave the comment: the keys act on the issue again", ja: "コメントの選択を解除")
  public static let unfocusShort = LocalizedText(en: "issue", ja: "イシューへ")
  public static let editCommentKey = LocalizedText(
    en: "edit your comment in the composer", ja: "自分のコメントを編集")
  public static let deleteCommentKey = LocalizedText(
    en: "delete your comment (asks first)", ja: "自分のコメントを削除（確認あり）")
  public static let deleteShort = LocalizedText(en: "delete", ja: "削除")
  public static let reactToCommentKey = LocalizedText(
    en: "react to the comment, or take your reaction back",
    ja: "コメントにリアクションを付ける・取り消す")
  /// Before the focused comment's byline in screen-reader mode, where the mark is words.
  public static let focusedCommentWord = LocalizedText(en: "Focused:", ja: "選択中:")
  public static func commentBy(_ login: String) -> LocalizedText {
    LocalizedText(en: "comment by @\(login)", ja: "@\(login) のコメント")
  }
  public static func deleteCommentQuestion(_ number: Int) -> LocalizedText {
    LocalizedText(en: "Delete your comment on #\(number)?", ja: "#\(number) の自分のコメントを削除しますか？")
  }
  public static func deleteCommentDetail(_ excerpt: String) -> LocalizedText {
    LocalizedText(
      en: "“\(excerpt)” is deleted on GitHub; this can't be undone.",
      ja: "「\(excerpt)」を GitHub から削除します。元に戻せません。")
  }
  public static let deleteCommentConfirm = LocalizedText(en: "Delete", ja: "削除")
  public static func editCommentOn(_ issue: String) -> LocalizedText {
    LocalizedText(en: "Edit your comment on \(issue)", ja: "\(issue) の自分のコメントを編集")
  }
  public static let commentEditConflict = LocalizedText(
    en:
      "Changed on GitHub since you began: Enter overwrites it with yours, Esc keeps yours as a draft.",
    ja: "編集中に GitHub で変更されました。\nEnter で上書き、Esc で下書きとして保存します。")
}
