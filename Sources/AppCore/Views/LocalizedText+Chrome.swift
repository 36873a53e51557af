import ErrorHandling
import IssueDomain
import Localization

/// Every word the app's chrome says: headers, footers, help, panes, prompts and statuses. The
/// errors' words live with the errors (`AppError+Messages.swift`).
extension LocalizedText {
  /// A name that reads the same in every language: a repository, an issue number.
  public static func verbatim(_ text: String) -> LocalizedText { LocalizedText(en: text, ja: text) }

  // Screen-reader mode's words for what a glyph marks otherwise.
  public static let closedMarker = LocalizedText(en: "closed", ja: "クローズ")
  public static let unreadMarker = LocalizedText(en: "unread", ja: "未読")
  public static let unsubscribedMarker = LocalizedText(en: "unsubscribed", ja: "購読解除")

  // Panes.
  public static let loading = LocalizedText(en: "Loading…", ja: "読み込み中…")
  public static let loadingMore = LocalizedText(en: "Loading more…", ja: "続きを読み込み中…")
  public static let retrying = LocalizedText(en: "Retrying…", ja: "再試行中…")
  public static let retryHint = LocalizedText(en: "r: retry", ja: "r: 再試行")
  /// What a part of a page shows in its place when its load failed: why, and the key.
  public static func partFailed(_ message: String) -> LocalizedText {
    LocalizedText(en: "\(message) — r: retry", ja: "\(message) — r: 再試行")
  }
  public static let pageRetryHint = LocalizedText(en: "Enter: retry", ja: "Enter: 再試行")
  public static let noRepositories = LocalizedText(en: "No repositories", ja: "リポジトリはありません")
  public static func noRepositoriesMatch(_ filter: String) -> LocalizedText {
    LocalizedText(
      en: "No repositories match “\(filter)”", ja: "「\(filter)」に合うリポジトリはありません")
  }
  public static let filterRepositories = LocalizedText(
    en: "narrow the list by name or description", ja: "名前や説明で一覧を絞り込む")
  public static let filterShort = LocalizedText(en: "filter", ja: "絞り込み")
  public static let applyFilter = LocalizedText(en: "apply the filter", ja: "絞り込む")
  public static let filterRepositoriesHint = LocalizedText(
    en: "part of a name or description; Enter applies, empty shows all",
    ja: "名前や説明の一部。Enter で適用、空ならすべて")
  public static let noIssues = LocalizedText(en: "No issues", ja: "課題はありません")
  public static let noOpenIssues = LocalizedText(en: "No open issues", ja: "オープンな課題はありません")
  public static let noClosedIssues = LocalizedText(
    en: "No closed issues", ja: "クローズされた課題はありません")

  // Screens and header.
  public static let repositories = LocalizedText(en: "Repositories", ja: "リポジトリ")
  public static let signIn = LocalizedText(en: "Sign in", ja: "サインイン")
  public static let demoBadge = LocalizedText(en: "demo", ja: "デモ")
  public static let offlineBadge = LocalizedText(en: "offline", ja: "オフライン")
  public static let filterOpen = LocalizedText(en: "open", ja: "オープン")
  public static let filterClosed = LocalizedText(en: "closed", ja: "クローズ")
  public static let filterAll = LocalizedText(en: "all", ja: "すべて")
  /// The query line's mark in screen-reader mode, where `⌕` would be read as a symbol's name.
  public static let queryWord = LocalizedText(en: "query:", ja: "クエリ:")
  /// The tab bar's markers in screen-reader mode, for `‹` and `›`: tabs are left out there.
  public static let moreTabs = LocalizedText(en: "more", ja: "他あり")
  /// The breadcrumb's separator in screen-reader mode, for `›`.
  public static let crumbSeparator = LocalizedText(en: ", ", ja: "、")
  /// A diff file's rename in screen-reader mode, for `old → new`.
  public static let renamedTo = LocalizedText(en: "to", ja: "から")
  /// The files list's rename in screen-reader mode, for `new ← old`.
  public static let renamedFrom = LocalizedText(en: "from", ja: "元は")
  /// The arrow keys' names in screen-reader mode, for `↑ ↓ ← →`.
  public static let upKey = LocalizedText(en: "Up", ja: "上")
  public static let downKey = LocalizedText(en: "Down", ja: "下")
  public static let leftKey = LocalizedText(en: "Left", ja: "左")
  public static let rightKey = LocalizedText(en: "Right", ja: "右")
  public static let terminalTooSmall = LocalizedText(en: "Terminal too small", ja: "端末が小さすぎます")
  /// The same, for a terminal narrower than the whole phrase.
  public static let terminalTooSmallShort = LocalizedText(en: "Too small", ja: "小さすぎ")
  public static func sizeNeeded(_ size: String) -> LocalizedText {
    LocalizedText(en: "\(size) needed", ja: "\(size) 以上が必要です")
  }

  // Footer statuses.
  public static let openedInBrowser = LocalizedText(en: "Opened in the browser", ja: "ブラウザで開きました")
  public static let couldNotOpenBrowser = LocalizedText(
    en: "Couldn't open a browser", ja: "ブラウザを開けませんでした")
  public static let demoOffline = LocalizedText(en: "Demo: offline", ja: "デモ: オフライン")
  public static let demoOnline = LocalizedText(en: "Demo: back online", ja: "デモ: オンラインに戻りました")
  /// The armed demo fault, e.g. "next: rate limit".
  public static func nextFault(_ fault: DemoFault) -> LocalizedText {
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
  public static func keysTitle(_ screen: String) -> LocalizedText {
    LocalizedText(en: "Keys: \(screen)", ja: "キー: \(screen)")
  }
  public static let wheel = LocalizedText(en: "wheel", ja: "ホイール")
  public static let goToLabel = LocalizedText(en: "Go to ", ja: "移動: ")
  public static let goToHint = LocalizedText(
    en: "owner/name  #N  URL  signout · Enter go · Esc cancel",
    ja: "owner/name  #N  URL  signout · Enter 移動 · Esc 取消")

  // Key descriptions: the help's, then the footer's shorter word where it differs.
  public static let move = LocalizedText(en: "move", ja: "移動")
  public static let scroll = LocalizedText(en: "scroll", ja: "スクロール")
  public static let page = LocalizedText(en: "page", ja: "ページ送り")
  public static let topBottom = LocalizedText(en: "top, bottom", ja: "先頭・末尾")
  public static let open = LocalizedText(en: "open", ja: "開く")
  public static let goToAnything = LocalizedText(
    en: "go to owner/name, owner/name#N, #N or a URL", ja: "owner/name・owner/name#N・#N・URL へ移動")
  public static let goTo = LocalizedText(en: "go to", ja: "移動")
  public static let switchSection = LocalizedText(en: "switch section", ja: "セクションを切り替え")
  public static let sectionsShort = LocalizedText(en: "section", ja: "セクション")
  public static let cycleState = LocalizedText(en: "open / closed / all", ja: "オープン/クローズ/すべて")
  public static let state = LocalizedText(en: "state", ja: "状態")
  public static let searchTitle = LocalizedText(en: "Search", ja: "検索")
  public static let searchWithQualifiers = LocalizedText(
    en: "search with GitHub's qualifiers", ja: "GitHub の修飾子で検索")
  public static let searchShort = LocalizedText(en: "search", ja: "検索")
  public static let cycleSortDescription = LocalizedText(
    en: "sort: updated, created, comments, desc/asc", ja: "並べ替え: 更新・作成・コメント（降順/昇順）")
  public static let sortShort = LocalizedText(en: "sort", ja: "並べ替え")
  public static let runSearch = LocalizedText(en: "search", ja: "検索")
  public static let cancelQuery = LocalizedText(en: "cancel", ja: "取消")
  public static let recallQuery = LocalizedText(en: "current query", ja: "現在のクエリ")
  public static let queryLineHint = LocalizedText(
    en: "is:open label:bug no:assignee author:@me sort:updated-desc …",
    ja: "is:open label:bug no:assignee author:@me sort:updated-desc …")

  /// `4321` as `4,321`: counts read the same in both languages.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// The query bar's right end: how many results GitHub counted, and whether it listed them all.
  public static func results(total: Int, capped: Bool, incomplete: Bool) -> LocalizedText {
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
  public static let incompleteRows = LocalizedText(en: "incomplete", ja: "不完全")
  public static let openInBrowser = LocalizedText(en: "open in the browser", ja: "ブラウザで開く")
  public static let browser = LocalizedText(en: "browser", ja: "ブラウザ")
  public static let copyLink = LocalizedText(en: "copy the link (OSC 52)", ja: "リンクをコピー")
  public static let copyLinkShort = LocalizedText(en: "copy link", ja: "リンクをコピー")
  public static let refresh = LocalizedText(en: "refresh", ja: "更新")
  public static let thisHelp = LocalizedText(en: "this help", ja: "このヘルプ")
  public static let columnTitle = LocalizedText(en: "Title", ja: "タイトル")
  public static let columnLabels = LocalizedText(en: "Labels", ja: "ラベル")
  public static let columnAuthor = LocalizedText(en: "Author", ja: "作成者")
  public static let columnAssignees = LocalizedText(en: "Assignees", ja: "担当者")
  public static let columnAge = LocalizedText(en: "Age", ja: "経過")
  public static let stepInList = LocalizedText(
    en: "next / previous in the list it was opened from", ja: "開いた一覧の次 / 前")
  public static let lastInList = LocalizedText(
    en: "No next row loaded in the list", ja: "一覧にはこの先の行が読み込まれていません")
  public static let firstInList = LocalizedText(
    en: "The first row of the list", ja: "一覧の先頭の行です")
  public static let help = LocalizedText(en: "help", ja: "ヘルプ")
  public static let signOut = LocalizedText(en: "sign out", ja: "サインアウト")
  public static let quit = LocalizedText(en: "quit", ja: "終了")
  public static let suspend = LocalizedText(en: "suspend", ja: "一時停止")
  public static let back = LocalizedText(en: "back", ja: "戻る")
  public static let nextField = LocalizedText(en: "next field", ja: "次の欄")
  public static let signInAction = LocalizedText(en: "sign in", ja: "サインイン")
  public static let demoToggleOffline = LocalizedText(
    en: "demo: go offline / online", ja: "デモ: オフライン/オンライン切替")
  public static let offlineShort = LocalizedText(en: "offline", ja: "オフライン")
  public static let demoNextFails = LocalizedText(
    en: "demo: make the next answer fail", ja: "デモ: 次の応答を失敗させる")
  public static let demoToggleSlowPolling = LocalizedText(
    en: "demo: the server asks the inbox to poll less often",
    ja: "デモ: サーバーが受信箱の確認間隔を延ばす")
  public static let demoPollingSlowed = LocalizedText(
    en: "Demo: the server asks for a poll every 5 minutes",
    ja: "デモ: サーバーの確認間隔は 5 分になりました")
  public static let demoPollingUsual = LocalizedText(
    en: "Demo: the server asks for a poll every minute again",
    ja: "デモ: サーバーの確認間隔は 1 分に戻りました")
  public static let demoNextEmpty = LocalizedText(
    en: "demo: make the next load empty", ja: "デモ: 次の読み込みを空にする")

  // Ages and counts.
  public static let ageNow = LocalizedText(en: "now", ja: "今")
  public static func ageMinutes(_ n: Int) -> LocalizedText {
    LocalizedText(en: "\(n)m", ja: "\(n)分")
  }
  public static func ageHours(_ n: Int) -> LocalizedText {
    LocalizedText(en: "\(n)h", ja: "\(n)時間")
  }
  public static func ageDays(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)d", ja: "\(n)日") }
  public static func ageMonths(_ n: Int) -> LocalizedText {
    LocalizedText(en: "\(n)mo", ja: "\(n)か月")
  }
  public static func ageYears(_ n: Int) -> LocalizedText { LocalizedText(en: "\(n)y", ja: "\(n)年") }
  public static func openCount(_ n: Int) -> LocalizedText {
    LocalizedText(en: "\(n) open", ja: "オープン \(n)")
  }

  public static func commentCount(_ n: Int) -> LocalizedText {
    LocalizedText(en: n == 1 ? "1 comment" : "\(n) comments", ja: "コメント \(n) 件")
  }
  public static func commentByline(author: String, age: String) -> LocalizedText {
    let ago = ago(age)
    return LocalizedText(en: "\(author) · \(ago.english)", ja: "\(author) · \(ago.japanese)")
  }
  /// After a byline, for a comment changed since it was written.
  public static let editedMark = LocalizedText(en: "edited", ja: "編集済み")
  /// "3d ago", or "just now" for an age under a minute ("now ago" reads as a slip).
  public static func ago(_ age: String) -> LocalizedText {
    isAgeNow(age)
      ? LocalizedText(en: "just now", ja: "たった今") : LocalizedText(en: "\(age) ago", ja: "\(age)前")
  }
  /// Whether `age` is the age of a moment ago ("now"), in either language.
  public static func isAgeNow(_ age: String) -> Bool {
    age == ageNow.english || age == ageNow.japanese
  }

  /// The button that forgets what an alert asks.
  public static let cancel = LocalizedText(en: "Cancel", ja: "キャンセル")
}
