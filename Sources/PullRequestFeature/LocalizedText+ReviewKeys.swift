import Localization

extension LocalizedText {
  public static let commentOnLinesDescription = LocalizedText(
    en: "Comment on the line or the range (on a thread: reply)",
    ja: "行や範囲にコメント (スレッド上では返信)")
  public static let suggestDescription = LocalizedText(
    en: "Suggest a change to the line or the range", ja: "行や範囲への変更を提案")
  public static let resolveDescription = LocalizedText(
    en: "Resolve / unresolve the thread", ja: "スレッドを解決済み / 未解決にする")
  public static let resolveShort = LocalizedText(en: "resolve", ja: "解決")
  public static let viewedDescription = LocalizedText(
    en: "Mark the file viewed, or not viewed", ja: "ファイルを閲覧済み / 未閲覧にする")
  public static let ownReviewCommentDescription = LocalizedText(
    en: "Edit / delete your comment in the thread", ja: "スレッド内の自分のコメントを編集 / 削除")
  public static let ownReviewCommentShort = LocalizedText(en: "edit/delete", ja: "編集/削除")
  public static let you = LocalizedText(en: "you", ja: "あなた")
  public static let noLineUnderCursor = LocalizedText(
    en: "Put the cursor on a line of code to comment on it",
    ja: "コメントするにはカーソルをコードの行に置いてください")
  public static let suggestionOnRemoved = LocalizedText(
    en: "A suggestion changes the head's lines: put the cursor on an added or unchanged line",
    ja: "提案は変更後の行を書き換えます。追加行か変更のない行にカーソルを置いてください")
  public static let alreadyResolved = LocalizedText(
    en: "That thread is resolved already", ja: "そのスレッドはすでに解決済みです")
  public static let alreadyUnresolved = LocalizedText(
    en: "That thread isn't resolved", ja: "そのスレッドは未解決です")
  /// The file list's count of viewed files.
  public static func viewedOf(_ viewed: Int, _ total: Int) -> LocalizedText {
    LocalizedText(en: "\(viewed) of \(total) viewed", ja: "\(total) 件中 \(viewed) 件閲覧済み")
  }
  public static let viewedMark = LocalizedText(en: "viewed", ja: "閲覧済み")
}
