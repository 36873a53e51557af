import AppCore
import IssueDomain
import Localization
import TerminalUI

/// The pull request page's words.
extension LocalizedText {
  public static func part(_ part: PullRequestPart) -> LocalizedText {
    switch part {
    case .conversation: LocalizedText(en: "Conversation", ja: "会話")
    case .files: LocalizedText(en: "Files", ja: "ファイル")
    case .checks: LocalizedText(en: "Checks", ja: "チェック")
    }
  }

  public static func pullRequestState(_ state: PullRequestState) -> LocalizedText {
    switch state {
    case .open: LocalizedText(en: "Open", ja: "オープン")
    case .draft: LocalizedText(en: "Draft", ja: "下書き")
    case .merged: LocalizedText(en: "Merged", ja: "マージ済み")
    case .closed: LocalizedText(en: "Closed", ja: "クローズ")
    }
  }

  /// A reviewer's standing as a word, for screen-reader mode.
  public static func reviewerStanding(_ standing: Reviewer.Standing) -> LocalizedText {
    switch standing {
    case .approved: LocalizedText(en: "approved", ja: "承認")
    case .changesRequested: LocalizedText(en: "changes requested", ja: "変更依頼")
    case .requested: LocalizedText(en: "review requested", ja: "レビュー依頼中")
    case .commented: LocalizedText(en: "commented", ja: "コメント済み")
    case .dismissed: LocalizedText(en: "dismissed", ja: "却下")
    }
  }

  public static func mergeability(_ value: Mergeability) -> LocalizedText {
    switch value {
    case .clean: LocalizedText(en: "mergeable", ja: "マージ可能")
    case .conflicting: LocalizedText(en: "conflicts", ja: "コンフリクトあり")
    case .blocked: LocalizedText(en: "blocked", ja: "ブロック中")
    case .behind: LocalizedText(en: "behind its base", ja: "ベースより古い")
    case .unstable: LocalizedText(en: "mergeable, checks failing", ja: "マージ可能・チェック失敗")
    case .unknown: LocalizedText(en: "mergeability unknown", ja: "マージ可否は未確定")
    }
  }

  /// Why GitHub won't merge a pull request of this mergeability, said on `m` before a method
  /// is offered; nil when it may merge.
  public static func unmergeable(_ value: Mergeability, number: Int) -> LocalizedText? {
    switch value {
    case .conflicting:
      LocalizedText(
        en: "#\(number) can't be merged: it conflicts with its base",
        ja: "#\(number) はマージできません: ベースとコンフリクトしています")
    case .blocked:
      LocalizedText(
        en: "#\(number) can't be merged: its branch rules hold it back",
        ja: "#\(number) はマージできません: ブランチのルールで保護されています")
    case .clean, .behind, .unstable, .unknown: nil
    }
  }

  /// The header's second row for a pull request that is no longer open, in the place of its
  /// mergeability.
  public static func settled(_ state: PullRequestState) -> LocalizedText? {
    switch state {
    case .merged: LocalizedText(en: "merged", ja: "マージ済み")
    case .closed: LocalizedText(en: "closed without merging", ja: "マージせずにクローズ")
    case .open, .draft: nil
    }
  }

  /// The page of a number GitHub has no pull request for.
  public static func noPullRequest(_ number: Int, in repository: String) -> LocalizedText {
    LocalizedText(
      en: "No pull request #\(number) in \(repository)",
      ja: "\(repository) にプルリクエスト #\(number) はありません")
  }

  /// The header while the pull request couldn't be loaded: why, for `r` to try again.
  public static func pullRequestFailed(_ message: String) -> LocalizedText {
    LocalizedText(
      en: "Pull request not loaded: \(message)", ja: "プルリクエストを読み込めません: \(message)")
  }

  public static func reviewDecision(_ decision: ReviewDecision?) -> LocalizedText {
    switch decision {
    case .approved?: LocalizedText(en: "approved", ja: "承認済み")
    case .changesRequested?: LocalizedText(en: "changes requested", ja: "変更依頼あり")
    case .reviewRequired?: LocalizedText(en: "review required", ja: "レビュー待ち")
    case nil: LocalizedText(en: "no reviews", ja: "レビューなし")
    }
  }

  public static func pullRequestBy(_ login: String) -> LocalizedText {
    LocalizedText(en: "by \(login)", ja: "作成: \(login)")
  }

  public static func fileStatus(_ status: PullRequestFile.Status) -> LocalizedText {
    switch status {
    case .added: LocalizedText(en: "added", ja: "追加")
    case .removed: LocalizedText(en: "removed", ja: "削除")
    case .modified, .changed, .unchanged: LocalizedText(en: "modified", ja: "変更")
    case .renamed: LocalizedText(en: "renamed", ja: "名前変更")
    case .copied: LocalizedText(en: "copied", ja: "コピー")
    }
  }

  public static let binaryFile = LocalizedText(
    en: "Binary file, not shown — o opens it on the web",
    ja: "バイナリファイルのため表示しません — o でウェブで開きます")
  public static let noPatch = LocalizedText(
    en: "Diff too large to show — o opens it on the web",
    ja: "差分が大きすぎて表示できません — o でウェブで開きます")
  public static let loadingFiles = LocalizedText(en: "Loading files…", ja: "ファイルを読み込み中…")
  public static let noFiles = LocalizedText(en: "No files changed", ja: "変更されたファイルはありません")
  public static let filesCut = LocalizedText(
    en: "Files past GitHub's 3,000 not shown — o opens the pull request on the web",
    ja: "3,000 件を超えるファイルは表示しません — o でウェブで開きます")
  public static let loadingChecks = LocalizedText(en: "Loading checks…", ja: "チェックを読み込み中…")
  public static let noChecks = LocalizedText(en: "No checks", ja: "チェックはありません")
  public static let checksCut = LocalizedText(
    en: "More checks than shown — o opens the pull request on the web",
    ja: "表示しきれないチェックがあります — o でウェブで開きます")
  public static let openCheckDescription = LocalizedText(
    en: "open the check: an Actions run here, another app's on the web",
    ja: "チェックを開く（Actions の実行はここで、ほかはウェブで）")
  /// Said once, when the checks being watched have all finished.
  public static func checksSettled(_ state: Check.State?) -> LocalizedText {
    state == .failure
      ? LocalizedText(en: "The checks have finished: some failed", ja: "チェックが終わりました: 失敗あり")
      : LocalizedText(en: "The checks have finished: all passed", ja: "チェックが終わりました: すべて成功")
  }
  public static let openCheckShort = LocalizedText(en: "open", ja: "開く")

  /// The checks' summary for screen-reader mode, in words rather than marks.
  public static func checksSummaryInWords(passed: Int, failed: Int, pending: Int) -> LocalizedText {
    LocalizedText(
      en: "checks: \(passed) passed, \(failed) failed, \(pending) pending",
      ja: "チェック: 成功 \(passed)、失敗 \(failed)、保留 \(pending)")
  }

  /// The branches for screen-reader mode: the head merged into the base, without an arrow.
  public static func branchInto(head: String, base: String) -> LocalizedText {
    LocalizedText(en: "\(head) into \(base)", ja: "\(head) から \(base) へ")
  }

  public static func checksSummary(passed: Int, failed: Int, pending: Int) -> LocalizedText {
    LocalizedText(
      en: "checks ✓\(passed) ✗\(failed) •\(pending)",
      ja: "チェック ✓\(passed) ✗\(failed) •\(pending)")
  }

  public static let switchPart = LocalizedText(
    en: "conversation, files, checks", ja: "会話・ファイル・チェック")
  public static let parts = LocalizedText(en: "parts", ja: "表示切替")
  public static let nextPart = LocalizedText(en: "next or previous part", ja: "次・前の表示")
  public static let hunks = LocalizedText(en: "next or previous hunk", ja: "次・前のハンク")
  public static let hunkShort = LocalizedText(en: "hunk", ja: "ハンク")
  public static let diffFiles = LocalizedText(en: "next or previous file", ja: "次・前のファイル")
  public static let fileShort = LocalizedText(en: "file", ja: "ファイル")
  public static let reviewDescription = LocalizedText(
    en: "review: approve, request changes or comment", ja: "レビュー: 承認・変更依頼・コメント")
  public static let reviewShort = LocalizedText(en: "review", ja: "レビュー")
  public static let mergeDescription = LocalizedText(
    en: "merge (choose the method, then confirm)", ja: "マージ（方法を選んで確認）")
  public static let mergeShort = LocalizedText(en: "merge", ja: "マージ")
  public static let requestReviewersDescription = LocalizedText(
    en: "ask for reviews", ja: "レビューを依頼")
  public static let fileListDescription = LocalizedText(
    en: "file list: type to filter, Enter goes to the file",
    ja: "ファイル一覧: 入力で絞り込み、Enter でそのファイルへ")
  public static let fileListShort = LocalizedText(en: "files", ja: "一覧")
  public static let fileListTitle = LocalizedText(en: "Files", ja: "ファイル")
  public static let fileListFilter = LocalizedText(en: "Filter: ", ja: "絞り込み: ")
  public static let fileListNoMatches = LocalizedText(en: "No file matches", ja: "一致するファイルはありません")
  public static let jumpToFileDescription = LocalizedText(en: "go to the file", ja: "そのファイルへ移動")
  public static let jumpToFileShort = LocalizedText(en: "go to", ja: "移動")
  public static let closeFileListDescription = LocalizedText(
    en: "close the file list", ja: "ファイル一覧を閉じる")
  public static let closeFileListShort = LocalizedText(en: "close", ja: "閉じる")
  public static let wrapDescription = LocalizedText(
    en: "wrap long lines, or scroll them sideways", ja: "長い行の折り返し・横スクロールの切替")
  public static let sidewaysDescription = LocalizedText(
    en: "scroll the diff sideways (lines not wrapped)", ja: "差分を横にスクロール（折り返しなし）")
  public static let pagerDescription = LocalizedText(
    en: "the whole diff in $GH_PAGER, $PAGER or less", ja: "差分全体を $GH_PAGER・$PAGER・less で表示")
  public static let pagerShort = LocalizedText(en: "pager", ja: "ページャ")
  public static let checkoutDescription = LocalizedText(
    en: "check the branch out here (gh pr checkout)",
    ja: "ここでブランチをチェックアウト (gh pr checkout)")
  public static let emptyDiff = LocalizedText(en: "The diff is empty", ja: "差分は空です")
  public static func diffFailed(_ message: String) -> LocalizedText {
    LocalizedText(en: "Couldn't get the diff: \(message)", ja: "差分を取得できません: \(message)")
  }
}

/// Review threads' words.
extension LocalizedText {
  public static let threadSuggestion = LocalizedText(en: "suggestion", ja: "提案")
  public static func pendingComments(_ count: Int) -> LocalizedText {
    LocalizedText(
      en: count == 1 ? "1 pending comment" : "\(count) pending comments",
      ja: "保留中のコメント \(count) 件")
  }
  public static let threadOpenSpoken = LocalizedText(en: "Thread, open:", ja: "スレッド（展開）：")
  public static let threadFoldedSpoken = LocalizedText(en: "Thread:", ja: "スレッド：")
  public static func threadComments(_ count: Int) -> LocalizedText {
    LocalizedText(en: "\(count) comments", ja: "コメント \(count) 件")
  }
  public static func outdatedThreads(_ count: Int) -> LocalizedText {
    LocalizedText(
      en: "Outdated: \(count == 1 ? "1 thread" : "\(count) threads") whose lines have changed",
      ja: "古いスレッド \(count) 件（行が変わりました）")
  }
  public static let threadsKeys = LocalizedText(
    en: "Next / previous review thread", ja: "次 / 前のレビュースレッド")
  public static let threadShort = LocalizedText(en: "thread", ja: "スレッド")
  public static let rangeDescription = LocalizedText(
    en: "Start a range of lines at the cursor; again, let it go",
    ja: "カーソル行から範囲選択を開始。もう一度で解除")
  public static let rangeShort = LocalizedText(en: "range", ja: "範囲")
  public static let clearRangeDescription = LocalizedText(
    en: "Let the range go", ja: "範囲選択を解除")
  public static let toggleThreadDescription = LocalizedText(
    en: "Open or fold the selected thread", ja: "選択したスレッドを開く / 畳む")
  public static let toggleThreadShort = LocalizedText(en: "open", ja: "開く")
}
