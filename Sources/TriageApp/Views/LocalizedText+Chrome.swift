import ErrorHandling
import IssueDomain
import Localization

/// Every word the app's chrome says: headers, footers, help, panes, prompts and statuses. The
/// errors' words live with the errors (`AppError+Messages.swift`).
extension LocalizedText {
  /// A name that reads the same in every language: a repository, an issue number.
  static func verbatim(_ text: String) -> LocalizedText { LocalizedText(en: text, ja: text) }

  // Screen-reader mode's words for what a glyph marks otherwise.
  static let closedMarker = LocalizedText(en: "closed", ja: "クローズ")
  static let unreadMarker = LocalizedText(en: "unread", ja: "未読")
  static let unsubscribedMarker = LocalizedText(en: "unsubscribed", ja: "購読解除")

  // Panes.
  static let loading = LocalizedText(en: "Loading…", ja: "読み込み中…")
  static let loadingMore = LocalizedText(en: "Loading more…", ja: "続きを読み込み中…")
  static let retrying = LocalizedText(en: "Retrying…", ja: "再試行中…")
  static let retryHint = LocalizedText(en: "r: retry", ja: "r: 再試行")
  static let pageRetryHint = LocalizedText(en: "Enter: retry", ja: "Enter: 再試行")
  static let noRepositories = LocalizedText(en: "No repositories", ja: "リポジトリはありません")
  static func noRepositoriesMatch(_ filter: String) -> LocalizedText {
    LocalizedText(
      en: "No repositories match “\(filter)”", ja: "「\(filter)」に合うリポジトリはありません")
  }
  static let filterRepositories = LocalizedText(
    en: "narrow the list by name or description", ja: "名前や説明で一覧を絞り込む")
  static let filterShort = LocalizedText(en: "filter", ja: "絞り込み")
  static let applyFilter = LocalizedText(en: "apply the filter", ja: "絞り込む")
  static let filterRepositoriesHint = LocalizedText(
    en: "part of a name or description; Enter applies, empty shows all",
    ja: "名前や説明の一部。Enter で適用、空ならすべて")
  static let noIssues = LocalizedText(en: "No issues", ja: "課題はありません")
  static let noOpenIssues = LocalizedText(en: "No open issues", ja: "オープンな課題はありません")
  static let noClosedIssues = LocalizedText(
    en: "No closed issues", ja: "クローズされた課題はありません")

  // Screens and header.
  static let repositories = LocalizedText(en: "Repositories", ja: "リポジトリ")
  static let signIn = LocalizedText(en: "Sign in", ja: "サインイン")
  static let demoBadge = LocalizedText(en: "demo", ja: "デモ")
  static let offlineBadge = LocalizedText(en: "offline", ja: "オフライン")
  static let filterOpen = LocalizedText(en: "open", ja: "オープン")
  static let filterClosed = LocalizedText(en: "closed", ja: "クローズ")
  static let filterAll = LocalizedText(en: "all", ja: "すべて")
  static let withPullRequests = LocalizedText(en: "+ PRs", ja: "+ PR")
  /// The query line's mark in screen-reader mode, where `⌕` would be read as a symbol's name.
  static let queryWord = LocalizedText(en: "query:", ja: "クエリ:")
  /// The tab bar's markers in screen-reader mode, for `‹` and `›`: tabs are left out there.
  static let moreTabs = LocalizedText(en: "more", ja: "他あり")
  /// The breadcrumb's separator in screen-reader mode, for `›`.
  static let crumbSeparator = LocalizedText(en: ", ", ja: "、")
  /// A diff file's rename in screen-reader mode, for `old → new`.
  static let renamedTo = LocalizedText(en: "to", ja: "から")
  /// The files list's rename in screen-reader mode, for `new ← old`.
  static let renamedFrom = LocalizedText(en: "from", ja: "元は")
  /// The arrow keys' names in screen-reader mode, for `↑ ↓ ← →`.
  static let upKey = LocalizedText(en: "Up", ja: "上")
  static let downKey = LocalizedText(en: "Down", ja: "下")
  static let leftKey = LocalizedText(en: "Left", ja: "左")
  static let rightKey = LocalizedText(en: "Right", ja: "右")
  static let terminalTooSmall = LocalizedText(en: "Terminal too small", ja: "端末が小さすぎます")
  /// The same, for a terminal narrower than the whole phrase.
  static let terminalTooSmallShort = LocalizedText(en: "Too small", ja: "小さすぎ")
  static func sizeNeeded(_ size: String) -> LocalizedText {
    LocalizedText(en: "\(size) needed", ja: "\(size) 以上が必要です")
  }

  // Footer statuses.
  static let openedInBrowser = LocalizedText(en: "Opened in the browser", ja: "ブラウザで開きました")
  static let couldNotOpenBrowser = LocalizedText(
    en: "Couldn't open a browser", ja: "ブラウザを開けませんでした")
  static let demoOffline = LocalizedText(en: "Demo: offline", ja: "デモ: オフライン")
  static let demoOnline = LocalizedText(en: "Demo: back online", ja: "デモ: オンラインに戻りました")
  /// The armed demo fault, e.g. "next: rate limit".
  static func nextFault(_ fault: DemoFault) -> LocalizedText {
    let japanese =
      switch fault {
      case .offline: "オフライン"
      case .rateLimited: "レート制限"
      case .malformed: "不正な JSON"
      default: fault.label
      }
    return LocalizedText(en: "next: \(fault.label)", ja: "次: \(japanese)")
  }

  // Help and prompts.
  static func keysTitle(_ screen: String) -> LocalizedText {
    LocalizedText(en: "Keys: \(screen)", ja: "キー: \(screen)")
  }
  static let wheel = LocalizedText(en: "wheel", ja: "ホイール")
  static let goToLabel = LocalizedText(en: "Go to ", ja: "移動: ")
  static let goToHint = LocalizedText(
    en: "owner/name  #N  URL  signout · Enter go · Esc cancel",
    ja: "owner/name  #N  URL  signout · Enter 移動 · Esc 取消")

  // Key descriptions: the help's, then the footer's shorter word where it differs.
  static let move = LocalizedText(en: "move", ja: "移動")
  static let scroll = LocalizedText(en: "scroll", ja: "スクロール")
  static let page = LocalizedText(en: "page", ja: "ページ送り")
  static let topBottom = LocalizedText(en: "top, bottom", ja: "先頭・末尾")
  static let open = LocalizedText(en: "open", ja: "開く")
  static let goToAnything = LocalizedText(
    en: "go to owner/name, owner/name#N, #N or a URL", ja: "owner/name・owner/name#N・#N・URL へ移動")
  static let goTo = LocalizedText(en: "go to", ja: "移動")
  static let switchSection = LocalizedText(en: "switch section", ja: "セクションを切り替え")
  static let sectionsShort = LocalizedText(en: "section", ja: "セクション")
  static let cycleState = LocalizedText(en: "open / closed / all", ja: "オープン/クローズ/すべて")
  static let state = LocalizedText(en: "state", ja: "状態")
  static let searchTitle = LocalizedText(en: "Search", ja: "検索")
  static let searchWithQualifiers = LocalizedText(
    en: "search with GitHub's qualifiers", ja: "GitHub の修飾子で検索")
  static let searchShort = LocalizedText(en: "search", ja: "検索")
  static let cycleSortDescription = LocalizedText(
    en: "sort: updated, created, comments, desc/asc", ja: "並べ替え: 更新・作成・コメント（降順/昇順）")
  static let sortShort = LocalizedText(en: "sort", ja: "並べ替え")
  static let issuesOrPullRequests = LocalizedText(
    en: "issues or pull requests", ja: "課題とプルリクエストを切り替え")
  static let runSearch = LocalizedText(en: "search", ja: "検索")
  static let cancelQuery = LocalizedText(en: "cancel", ja: "取消")
  static let recallQuery = LocalizedText(en: "current query", ja: "現在のクエリ")
  static let queryLineHint = LocalizedText(
    en: "is:open label:bug no:assignee author:@me sort:updated-desc …",
    ja: "is:open label:bug no:assignee author:@me sort:updated-desc …")

  /// `4321` as `4,321`: counts read the same in both languages.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// The query bar's right end: how many results GitHub counted, and whether it listed them all.
  static func results(total: Int, capped: Bool, incomplete: Bool) -> LocalizedText {
    let count = grouped(total)
    var en = total == 1 ? "1 result" : "\(count) results"
    var ja = "\(count) 件"
    if capped {
      en += " · listed up to 1,000"
      ja += " · 最初の 1,000 件まで"
    }
    if incomplete {
      en += " · incomplete"
      ja += " · 不完全"
    }
    return LocalizedText(en: en, ja: ja)
  }
  /// The query bar's right end when rows were left out of a list GitHub didn't count.
  static let incompleteRows = LocalizedText(en: "incomplete", ja: "不完全")
  static let togglePullRequests = LocalizedText(
    en: "show or hide pull requests", ja: "プルリクエストの表示切替")
  static let pullRequestsShort = LocalizedText(en: "PRs", ja: "PR")
  static let openInBrowser = LocalizedText(en: "open in the browser", ja: "ブラウザで開く")
  static let browser = LocalizedText(en: "browser", ja: "ブラウザ")
  static let copyLink = LocalizedText(en: "copy the link (OSC 52)", ja: "リンクをコピー")
  static let copyLinkShort = LocalizedText(en: "copy link", ja: "リンクをコピー")
  static let refresh = LocalizedText(en: "refresh", ja: "更新")
  static let thisHelp = LocalizedText(en: "this help", ja: "このヘルプ")
  static let columnTitle = LocalizedText(en: "Title", ja: "タイトル")
  static let columnLabels = LocalizedText(en: "Labels", ja: "ラベル")
  static let columnMilestone = LocalizedText(en: "Milestone", ja: "マイルストーン")
  static let columnAuthor = LocalizedText(en: "Author", ja: "作成者")
  static let columnAssignees = LocalizedText(en: "Assignees", ja: "担当者")
  static let columnAge = LocalizedText(en: "Age", ja: "経過")
  static let stepInList = LocalizedText(
    en: "next / previous in the list it was opened from", ja: "開いた一覧の次 / 前")
  static let lastInList = LocalizedText(
    en: "No next row loaded in the list", ja: "一覧にはこの先の行が読み込まれていません")
  static let firstInList = LocalizedText(
    en: "The first row of the list", ja: "一覧の先頭の行です")
  static let help = LocalizedText(en: "help", ja: "ヘルプ")
  static let signOut = LocalizedText(en: "sign out", ja: "サインアウト")
  static let quit = LocalizedText(en: "quit", ja: "終了")
  static let suspend = LocalizedText(en: "suspend", ja: "一時停止")
  static let back = LocalizedText(en: "back", ja: "戻る")
  static let nextField = LocalizedText(en: "next field", ja: "次の欄")
  static let signInAction = LocalizedText(en: "sign in", ja: "サインイン")
  static let demoToggleOffline = LocalizedText(
    en: "demo: go offline / online", ja: "デモ: オフライン/オンライン切替")
  static let offlineShort = LocalizedText(en: "offline", ja: "オフライン")
  static let demoNextFails = LocalizedText(
    en: "demo: make the next answer fail", ja: "デモ: 次の応答を失敗させる")
  static let demoToggleSlowPolling = LocalizedText(
    en: "demo: the server asks the inbox to poll less often",
    ja: "デモ: サーバーが受信箱の確認間隔を延ばす")
  static let demoPollingSlowed = LocalizedText(
    en: "Demo: the server asks for a poll every 5 minutes",
    ja: "デモ: サーバーの確認間隔は 5 分になりました")
  static let demoPollingUsual = LocalizedText(
    en: "Demo: the server asks for a poll every minute again",
    ja: "デモ: サーバーの確認間隔は 1 分に戻りました")
  static let demoNextEmpty = LocalizedText(
    en: "demo: make the next load empty", ja: "デモ: 次の読み込みを空にする")

  // Ages and counts.
  static let ageNow = LocalizedText(en: "now", ja: "今")
  static func ageMinutes(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)m", ja: "\(n)分") }
  static func ageHours(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)h", ja: "\(n)時間") }
  static func ageDays(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)d", ja: "\(n)日") }
  static func ageMonths(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)mo", ja: "\(n)か月") }
  static func ageYears(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)y", ja: "\(n)年") }
  static func openCount(_ n: Int) -> LocalizedText {
    LocalizedText(en: "\(n) open", ja: "オープン \(n)")
  }

  // Issue page.
  static let pullRequestKind = LocalizedText(en: "pull request", ja: "プルリクエスト")
  static let issueKind = LocalizedText(en: "issue", ja: "課題")
  static let noDescription = LocalizedText(en: "No description provided.", ja: "説明はありません。")
  static let loadingComments = LocalizedText(en: "Loading comments…", ja: "コメントを読み込み中…")
  static let noComments = LocalizedText(en: "No comments", ja: "コメントはありません")
  static let commentsRule = LocalizedText(en: "Comments", ja: "コメント")
  static func issueMeta(
    number: Int, state: IssueState, isPullRequest: Bool, isMerged: Bool = false, age: String,
    author: String
  ) -> LocalizedText {
    let kind = isPullRequest ? pullRequestKind : issueKind
    // A merged pull request is closed too, but "closed" would say it was let go.
    let stateEnglish = isMerged ? "merged" : state == .closed ? "closed" : "open"
    let stateJapanese = isMerged ? "マージ済み" : state == .closed ? "クローズ" : "オープン"
    let isNow = isAgeNow(age)
    return LocalizedText(
      en: "#\(number) · \(stateEnglish) \(kind.english) · opened \(ago(age).english) by \(author)",
      ja: "#\(number) · \(stateJapanese)の\(kind.japanese) · \(author) が "
        + (isNow ? "たった今作成" : "\(age)前に作成"))
  }
  static func commentCount(_ n: Int) -> LocalizedText {
    LocalizedText(en: n == 1 ? "1 comment" : "\(n) comments", ja: "コメント \(n) 件")
  }
  static func commentByline(author: String, age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(en: "\(author) · \(ago.english)", ja: "\(author) · \(ago.japanese)")
  }
  /// After a byline, for a comment changed since it was written.
  static let editedMark = LocalizedText(en: "edited", ja: "編集済み")
  /// "3d ago", or "just now" for an age under a minute ("now ago" reads as a slip).
  static func ago(_ age: String) -> LocalizedText {
    isAgeNow(age)
      ? LocalizedText(en: "just now", ja: "たった今") : LocalizedText(en: "\(age) ago", ja: "\(age)前")
  }
  private static func isAgeNow(_ age: String) -> Bool {
    age == ageNow.english || age == ageNow.japanese
  }
}
