import IssueDomain
import Localization

extension LocalizedText {
  /// The footer's word once a review write is made.
  public static func reviewWritten(_ write: ReviewWrite, number: Int) -> LocalizedText {
    switch write {
    case .comment: LocalizedText(en: "Commented on #\(number)", ja: "#\(number) にコメントしました")
    case .addToPendingReview(_, nil):
      LocalizedText(
        en: "Started your review of #\(number): v submits it",
        ja: "#\(number) のレビューを開始しました (v で送信)")
    case .addToPendingReview:
      LocalizedText(
        en: "Added to your pending review of #\(number)", ja: "#\(number) の保留中のレビューに追加しました")
    case .reply(_, _, nil): LocalizedText(en: "Replied", ja: "返信しました")
    case .reply: LocalizedText(en: "Reply added to your pending review", ja: "返信を保留中のレビューに追加しました")
    case .editComment: LocalizedText(en: "Review comment saved", ja: "レビューコメントを保存しました")
    case .deleteComment: LocalizedText(en: "Review comment deleted", ja: "レビューコメントを削除しました")
    case .resolve(_, true): LocalizedText(en: "Thread resolved", ja: "スレッドを解決済みにしました")
    case .resolve: LocalizedText(en: "Thread unresolved", ja: "スレッドを未解決に戻しました")
    case .submitPendingReview(_, .approve, _):
      LocalizedText(en: "Approved #\(number)", ja: "#\(number) を承認しました")
    case .submitPendingReview(_, .requestChanges, _):
      LocalizedText(en: "Requested changes on #\(number)", ja: "#\(number) に変更を依頼しました")
    case .submitPendingReview:
      LocalizedText(en: "Reviewed #\(number)", ja: "#\(number) をレビューしました")
    case .discardPendingReview:
      LocalizedText(en: "Pending review discarded", ja: "保留中のレビューを破棄しました")
    case .markViewed(let path, true, _):
      LocalizedText(en: "Viewed: \(path)", ja: "閲覧済み: \(path)")
    case .markViewed(let path, false, _):
      LocalizedText(en: "Not viewed: \(path)", ja: "未閲覧: \(path)")
    }
  }

  /// The alert's title when a review write failed.
  public static func reviewNotWritten(_ write: ReviewWrite) -> LocalizedText {
    switch write {
    case .comment, .addToPendingReview, .reply:
      LocalizedText(en: "Comment not sent", ja: "コメントを送信できませんでした")
    case .editComment: LocalizedText(en: "Review comment not saved", ja: "レビューコメントを保存できませんでした")
    case .deleteComment:
      LocalizedText(en: "Review comment not deleted", ja: "レビューコメントを削除できませんでした")
    case .resolve(_, true): LocalizedText(en: "Thread not resolved", ja: "スレッドを解決済みにできませんでした")
    case .resolve: LocalizedText(en: "Thread not unresolved", ja: "スレッドを未解決に戻せませんでした")
    case .submitPendingReview: LocalizedText(en: "Review not sent", ja: "レビューを送信できませんでした")
    case .discardPendingReview:
      LocalizedText(en: "Pending review not discarded", ja: "保留中のレビューを破棄できませんでした")
    case .markViewed: LocalizedText(en: "File not marked", ja: "ファイルの閲覧状態を変更できませんでした")
    }
  }

  public static let lineOutsideDiff = LocalizedText(
    en: "GitHub says that line isn't part of the diff: comment on a changed line or one near it.",
    ja: "その行は差分に含まれていないと GitHub が拒否しました。変更行かその近くの行にコメントしてください。")
  public static let pullRequestMoved = LocalizedText(
    en:
      "The pull request moved on since its diff was read: reload it (Ctrl-R), then comment again.",
    ja: "差分を読んだ後にプルリクエストが更新されました。再読み込み (Ctrl-R) してからもう一度コメントしてください。")
  public static func reviewRefused(_ said: String?) -> LocalizedText {
    guard let said else {
      return LocalizedText(en: "GitHub refused it.", ja: "GitHub に拒否されました。")
    }
    return LocalizedText(en: "GitHub said: “\(said)”", ja: "GitHub の応答: “\(said)”")
  }
  public static let cannotReview = LocalizedText(
    en: "You can't review pull requests in this repository.",
    ja: "このリポジトリではプルリクエストをレビューできません。")
  public static let commentKeptAsDraft = LocalizedText(
    en: "Its text is kept: c on the same line brings it back.",
    ja: "本文は保存されています。同じ行で c を押すと戻ります。")
  public static let reviewStillSaving = LocalizedText(
    en: "That change is still being saved", ja: "その変更はまだ保存中です")

  public static func discardReviewQuestion(_ number: Int) -> LocalizedText {
    LocalizedText(
      en: "Discard your pending review of #\(number)?", ja: "#\(number) の保留中のレビューを破棄しますか?")
  }
  public static func discardReviewDetail(_ comments: Int) -> LocalizedText {
    LocalizedText(
      en: comments == 1
        ? "Its comment goes, for good." : "Its \(comments) comments go, for good.",
      ja: "\(comments) 件のコメントも完全に削除されます。")
  }
  public static let discardReviewConfirm = LocalizedText(en: "Discard", ja: "破棄")
  /// Dismissing a confirmation that would let something go for good.
  public static let keepIt = LocalizedText(en: "Keep it", ja: "残す")
  public static let deleteReviewCommentQuestion = LocalizedText(
    en: "Delete your review comment?", ja: "自分のレビューコメントを削除しますか?")
  public static let deleteReviewCommentDetail = LocalizedText(
    en: "It goes for everyone, for good.", ja: "全員から完全に削除されます。")
  public static let deleteReviewCommentConfirm = LocalizedText(en: "Delete", ja: "削除")
}
