import AppCore
import IssueDomain
import Localization

/// The new-pull-request form's words.
extension LocalizedText {
  public static func newPullRequestIn(_ repository: String) -> LocalizedText {
    LocalizedText(en: "New pull request in \(repository)", ja: "\(repository) に新しいプルリクエスト")
  }
  public static func newPullRequestIn(_ repository: String, head: String, base: String)
    -> LocalizedText
  {
    LocalizedText(
      en: "New pull request in \(repository): \(head) → \(base)",
      ja: "\(repository) に新しいプルリクエスト：\(head) → \(base)")
  }
  public static let readingCheckout = LocalizedText(
    en: "Reading the checkout's branch and the repository…", ja: "チェックアウトのブランチとリポジトリを読み込み中…")
  public static let newPullRequestBodyPlaceholder = LocalizedText(
    en: "Describe the change… (Enter opens it)", ja: "変更の説明…（Enter で作成）")
  public static let openingPullRequest = LocalizedText(en: "Opening…", ja: "作成中…")
  public static let newPullRequestEnter = LocalizedText(
    en: "Next field; on a list, choose; on draft, switch; on the description, open",
    ja: "次の欄へ。一覧の欄では選択、下書きでは切り替え、説明では作成")
  public static let newPullRequestRows = LocalizedText(
    en: "Title / base / draft / reviewers / labels / description",
    ja: "タイトル / ベース / 下書き / レビュアー / ラベル / 説明")
  public static let lookAgain = LocalizedText(en: "Look at the branch again", ja: "ブランチをもう一度確認")
  public static let lookAgainShort = LocalizedText(en: "look again", ja: "再確認")
  public static let baseField = LocalizedText(en: "Base", ja: "ベース")
  public static let headField = LocalizedText(en: "Branch", ja: "ブランチ")
  public static let draftField = LocalizedText(en: "Draft", ja: "下書き")
  public static let reviewersField = LocalizedText(en: "Reviewers", ja: "レビュアー")
  public static let yesDraft = LocalizedText(en: "yes", ja: "はい")
  public static let noDraft = LocalizedText(en: "no, ready for review", ja: "いいえ（レビュー可能）")
  public static let baseRequired = LocalizedText(
    en: "Name the base branch", ja: "ベースブランチを指定してください")
  public static func filledFrom(commits: Int, template: Bool) -> LocalizedText {
    switch (commits, template) {
    case (0, false): LocalizedText(en: "No commits since the base", ja: "ベース以降のコミットはありません")
    case (0, true):
      LocalizedText(en: "Filled from the pull request template", ja: "プルリクエストのテンプレートから記入")
    case (1, false): LocalizedText(en: "Filled from its commit", ja: "コミットから記入")
    case (1, true):
      LocalizedText(en: "Filled from its commit and the template", ja: "コミットとテンプレートから記入")
    case (_, false):
      LocalizedText(en: "Filled from its \(commits) commits", ja: "\(commits) 件のコミットから記入")
    case (_, true):
      LocalizedText(
        en: "Filled from its \(commits) commits and the template",
        ja: "\(commits) 件のコミットとテンプレートから記入")
    }
  }
  public static let newPullRequestRestored = LocalizedText(
    en: "Your unsent pull request, restored", ja: "未送信のプルリクエストを復元しました")
  public static let newPullRequestKept = LocalizedText(
    en: "Your pull request is still in the form.", ja: "プルリクエストはフォームに残っています。")
  public static let newPullRequestMayBeOpen = LocalizedText(
    en: "It may have been opened: look at the list before sending it again.",
    ja: "作成済みの可能性があります。再送信する前に一覧を確認してください。")
  public static func openedPullRequest(_ number: Int, reviewersRefused: Bool, labelsRefused: Bool)
    -> LocalizedText
  {
    switch (reviewersRefused, labelsRefused) {
    case (false, false): LocalizedText(en: "Opened #\(number)", ja: "#\(number) を作成しました")
    case (true, false):
      LocalizedText(
        en: "Opened #\(number); GitHub refused the reviewers: ask them with V",
        ja: "#\(number) を作成しました。レビュアーの依頼は拒否されました：V で依頼してください")
    case (false, true):
      LocalizedText(
        en: "Opened #\(number); GitHub refused the labels: set them with L",
        ja: "#\(number) を作成しました。ラベルは拒否されました：L で設定してください")
    case (true, true):
      LocalizedText(
        en: "Opened #\(number); GitHub refused the reviewers and the labels",
        ja: "#\(number) を作成しました。レビュアーとラベルは拒否されました")
    }
  }

  // Why there is nothing to open.
  public static let noCheckoutForPullRequest = LocalizedText(
    en: "Triage wasn't started in a clone of this repository.",
    ja: "このリポジトリのクローンで起動されていません。")
  public static let gitUnavailable = LocalizedText(
    en: "git isn't installed: the branch can't be read.", ja: "git がないためブランチを読めません。")
  public static func gitFailed(_ said: String) -> LocalizedText {
    LocalizedText(en: "git couldn't read the branch: \(said)", ja: "git がブランチを読めませんでした：\(said)")
  }
  public static let detachedHead = LocalizedText(
    en: "HEAD is detached: check out the branch to open a pull request from.",
    ja: "HEAD がブランチを指していません。作成元のブランチをチェックアウトしてください。")
  public static func onBaseBranch(_ base: String) -> LocalizedText {
    LocalizedText(
      en: "The checkout is on \(base), the base: check out the branch with the change.",
      ja: "チェックアウトはベースの \(base) です。変更のあるブランチをチェックアウトしてください。")
  }
  public static func branchNotOnRemote(_ branch: String, _ repository: String) -> LocalizedText {
    LocalizedText(
      en:
        "The branch \(branch) isn't on \(repository). Triage doesn't push: push it (git push -u), then Enter looks again.",
      ja: "ブランチ \(branch) は \(repository) にありません。Triage はプッシュしません：プッシュしてから Enter で再確認してください。")
  }
}
