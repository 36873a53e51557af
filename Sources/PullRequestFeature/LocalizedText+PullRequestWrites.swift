import AppCore
import IssueDomain
import Localization

/// What the choices, the confirmation, the footer and the alerts say about reviews, merges
/// and asked reviewers.
extension LocalizedText {
  public static func mergeMethod(_ method: MergeMethod) -> LocalizedText {
    switch method {
    case .merge: LocalizedText(en: "Create a merge commit", ja: "マージコミットを作成")
    case .squash: LocalizedText(en: "Squash and merge", ja: "スカッシュしてマージ")
    case .rebase: LocalizedText(en: "Rebase and merge", ja: "リベースしてマージ")
    }
  }

  public static let lifeChoiceTitle = LocalizedText(en: "Pull request", ja: "プルリクエスト")
  public static let lifeLoading = LocalizedText(
    en: "Asking what the repository allows…", ja: "リポジトリの設定を確認中…")
  public static let lifeDescription = LocalizedText(
    en: "ready / draft, update branch, auto-merge", ja: "レビュー可能 / ドラフト、ブランチ更新、自動マージ")
  public static let lifeShort = LocalizedText(en: "actions", ja: "操作")
  public static let noLifeStep = LocalizedText(
    en: "Nothing to do: the pull request is closed", ja: "プルリクエストは閉じています")

  /// One line of `.`'s choice.
  public static func lifeStep(_ write: PullRequestWrite) -> LocalizedText {
    switch write {
    case .markReady: LocalizedText(en: "Ready for review", ja: "レビュー可能にする")
    case .convertToDraft: LocalizedText(en: "Convert to draft", ja: "ドラフトに戻す")
    case .updateBranch: LocalizedText(en: "Update branch from its base", ja: "ベースからブランチを更新")
    case .enableAutoMerge(let method):
      LocalizedText(
        en: "Auto-merge: \(mergeMethod(method).text(in: .english).lowercased())",
        ja: "自動マージ: \(mergeMethod(method).text(in: .japanese))")
    case .disableAutoMerge: LocalizedText(en: "Turn auto-merge off", ja: "自動マージを無効にする")
    case .review, .merge, .requestReviewers: .verbatim("")
    }
  }

  /// The header's mark while auto-merge is on.
  public static func autoMergeOn(_ method: MergeMethod) -> LocalizedText {
    LocalizedText(en: "auto-merge (\(method.rawValue))", ja: "自動マージ（\(method.rawValue)）")
  }

  public static let reviewChoiceTitle = LocalizedText(en: "Review", ja: "レビュー")
  public static let mergeChoiceTitle = LocalizedText(en: "Merge", ja: "マージ")
  public static let choiceHint = LocalizedText(
    en: "↑↓ choose · Enter · Esc cancel", ja: "↑↓ 選択 · Enter · Esc 取消")
  public static let mergeMethodsLoading = LocalizedText(
    en: "Asking which methods the repository allows…", ja: "許可されたマージ方法を確認中…")
  public static let noMergeMethod = LocalizedText(
    en: "The repository allows no merge method", ja: "このリポジトリではどのマージ方法も許可されていません")

  /// The merge's confirmation: the method and the head commit it names.
  public static func mergeQuestion(_ number: Int, method: MergeMethod) -> LocalizedText {
    switch method {
    case .merge: LocalizedText(en: "Merge #\(number)?", ja: "#\(number) をマージしますか？")
    case .squash:
      LocalizedText(en: "Squash and merge #\(number)?", ja: "#\(number) をスカッシュしてマージしますか？")
    case .rebase:
      LocalizedText(en: "Rebase and merge #\(number)?", ja: "#\(number) をリベースしてマージしますか？")
    }
  }

  public static func mergeDetail(_ method: MergeMethod, sha: String) -> LocalizedText {
    let short = String(sha.prefix(7))
    let how = mergeMethod(method)
    return LocalizedText(
      en: "\(how.text(in: .english)) at head commit \(short). If the branch moved since, "
        + "GitHub refuses it.",
      ja: "先頭コミット \(short) を\(how.text(in: .japanese))します。"
        + "その後ブランチが動いていれば GitHub は拒否します。")
  }

  public static func mergeConfirm(_ method: MergeMethod) -> LocalizedText {
    switch method {
    case .merge: LocalizedText(en: "Merge", ja: "マージ")
    case .squash: LocalizedText(en: "Squash", ja: "スカッシュ")
    case .rebase: LocalizedText(en: "Rebase", ja: "リベース")
    }
  }

  /// The footer once the server has it.
  public static func pullRequestWritten(_ write: PullRequestWrite, number: Int) -> LocalizedText {
    switch write {
    case .review(.approve, _): LocalizedText(en: "Approved #\(number)", ja: "#\(number) を承認しました")
    case .review(.requestChanges, _):
      LocalizedText(en: "Requested changes on #\(number)", ja: "#\(number) に変更を依頼しました")
    case .review(.comment, _):
      LocalizedText(en: "Reviewed #\(number)", ja: "#\(number) をレビューしました")
    case .merge: LocalizedText(en: "Merged #\(number)", ja: "#\(number) をマージしました")
    case .requestReviewers:
      LocalizedText(en: "Asked for reviews on #\(number)", ja: "#\(number) のレビューを依頼しました")
    case .markReady:
      LocalizedText(en: "#\(number) is ready for review", ja: "#\(number) をレビュー可能にしました")
    case .convertToDraft:
      LocalizedText(en: "#\(number) is a draft again", ja: "#\(number) をドラフトに戻しました")
    case .updateBranch:
      LocalizedText(
        en: "GitHub is merging the base into #\(number)'s branch",
        ja: "GitHub が #\(number) のブランチにベースをマージしています")
    case .enableAutoMerge(let method):
      LocalizedText(
        en: "Auto-merge is on for #\(number) (\(method.rawValue))",
        ja: "#\(number) の自動マージを有効にしました（\(method.rawValue)）")
    case .disableAutoMerge:
      LocalizedText(en: "Auto-merge is off for #\(number)", ja: "#\(number) の自動マージを無効にしました")
    }
  }

  /// The header's mark while one is in flight.
  public static func pullRequestWriting(_ write: PullRequestWrite) -> LocalizedText {
    switch write {
    case .review: LocalizedText(en: "⋯ sending review", ja: "⋯ レビュー送信中")
    case .merge: LocalizedText(en: "⋯ merging", ja: "⋯ マージ中")
    case .requestReviewers: LocalizedText(en: "⋯ asking", ja: "⋯ 依頼中")
    case .markReady: LocalizedText(en: "⋯ marking ready", ja: "⋯ レビュー可能に変更中")
    case .convertToDraft: LocalizedText(en: "⋯ converting to draft", ja: "⋯ ドラフトに変更中")
    case .updateBranch: LocalizedText(en: "⋯ updating the branch", ja: "⋯ ブランチを更新中")
    case .enableAutoMerge: LocalizedText(en: "⋯ turning auto-merge on", ja: "⋯ 自動マージを有効化中")
    case .disableAutoMerge: LocalizedText(en: "⋯ turning auto-merge off", ja: "⋯ 自動マージを無効化中")
    }
  }

  /// The alert's title when it failed: it is undone on screen.
  public static func pullRequestNotWritten(_ write: PullRequestWrite, number: Int) -> LocalizedText
  {
    switch write {
    case .review: LocalizedText(en: "Review not sent", ja: "レビューを送信できませんでした")
    case .merge: LocalizedText(en: "#\(number) not merged", ja: "#\(number) をマージできませんでした")
    case .requestReviewers:
      LocalizedText(en: "Reviewers not asked", ja: "レビューを依頼できませんでした")
    case .markReady:
      LocalizedText(en: "#\(number) not marked ready", ja: "#\(number) をレビュー可能にできませんでした")
    case .convertToDraft:
      LocalizedText(en: "#\(number) not made a draft", ja: "#\(number) をドラフトにできませんでした")
    case .updateBranch:
      LocalizedText(en: "#\(number)'s branch not updated", ja: "#\(number) のブランチを更新できませんでした")
    case .enableAutoMerge:
      LocalizedText(en: "Auto-merge not turned on", ja: "自動マージを有効にできませんでした")
    case .disableAutoMerge:
      LocalizedText(en: "Auto-merge not turned off", ja: "自動マージを無効にできませんでした")
    }
  }

  /// 405: GitHub won't merge it, in its own words when it gave any.
  public static func notMergeable(_ said: String?) -> LocalizedText {
    guard let said else {
      return LocalizedText(
        en: "GitHub can't merge this pull request: it conflicts with its base branch, or the "
          + "branch's rules hold it back.",
        ja: "このプルリクエストはマージできません。ベースブランチと競合しているか、"
          + "ブランチのルールで止められています。")
    }
    return LocalizedText(
      en: "GitHub refused the merge. It says: “\(said)”",
      ja: "GitHub がマージを拒否しました。理由:「\(said)」")
  }

  /// 409: the head moved since the commit the merge named.
  public static let headChanged = LocalizedText(
    en: "The branch has new commits since you looked, so nothing was merged. Refresh (r), "
      + "look at what changed, then merge again.",
    ja: "確認後にブランチへ新しいコミットが追加されたため、マージしていません。"
      + "r で更新し、変更を確認してからもう一度マージしてください。")

  /// GitHub refused a step of the pull request's life, in its words when it gave any.
  public static func pullRequestStepRefused(_ said: String?) -> LocalizedText {
    guard let said else {
      return LocalizedText(
        en: "GitHub refused it as the pull request stands now.",
        ja: "いまのプルリクエストの状態では受け付けられませんでした。")
    }
    return LocalizedText(
      en: "GitHub refused. It says: “\(said)”", ja: "GitHub が拒否しました。理由:「\(said)」")
  }

  public static let cannotWritePullRequest = LocalizedText(
    en: "You can't review or merge pull requests in this repository.",
    ja: "このリポジトリのプルリクエストはレビューもマージもできません。")
}

extension LocalizedText {
  public static let reviewersPickerTitle = LocalizedText(en: "Ask for reviews", ja: "レビューを依頼")

  public static func tooManyReviewers(_ count: Int, limit: Int) -> LocalizedText {
    LocalizedText(
      en: "\(count) ticked; GitHub asks at most \(limit) at a time: untick \(count - limit)",
      ja: "\(count) 人を選択中。一度に依頼できるのは \(limit) 人まで: \(count - limit) 人を外してください")
  }
}

extension LocalizedText {
  public static let discardPendingReviewOption = LocalizedText(
    en: "Discard your pending review", ja: "保留中のレビューを破棄")
}
