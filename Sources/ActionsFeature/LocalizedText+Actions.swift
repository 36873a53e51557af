import AppCore
import IssueDomain
import ListSupport
import Localization

/// The Actions screens' words.
extension LocalizedText {
  public static func workflowRunTitle(_ id: Int64) -> LocalizedText {
    LocalizedText(en: "run \(id)", ja: "実行 \(id)")
  }
  public static let loadingRun = LocalizedText(
    en: "Loading the workflow run…", ja: "ワークフローの実行を読み込み中…")
  public static func runSummary(number: Int, attempt: Int, event: String) -> LocalizedText {
    let tried = attempt > 1 ? ", attempt \(attempt)" : ""
    let triedJa = attempt > 1 ? "、\(attempt) 回目" : ""
    return LocalizedText(
      en: "#\(number)\(tried) · \(event)", ja: "#\(number)\(triedJa) · \(event)")
  }
  /// Said once, when a watched run has finished.
  public static func runSettled(_ state: Check.State) -> LocalizedText {
    let en = LocalizedText.checkState(state).text(in: .english)
    let ja = LocalizedText.checkState(state).text(in: .japanese)
    return LocalizedText(en: "The run has finished: \(en)", ja: "実行が終わりました: \(ja)")
  }
  public static let awaitingApproval = LocalizedText(
    en: "waiting for a maintainer's approval", ja: "メンテナーの承認待ち")
  public static let noJobs = LocalizedText(en: "This run has no jobs.", ja: "この実行にはジョブがありません。")
  public static let jobsCut = LocalizedText(
    en: "More jobs than shown: o opens the run on the web.",
    ja: "ほかにもジョブがあります。o でウェブを開きます。")
  public static let openJobLog = LocalizedText(en: "open the job's log", ja: "ジョブのログを開く")
  public static let logShort = LocalizedText(en: "log", ja: "ログ")

  // The log viewer.
  public static func jobLogTitle(_ name: String) -> LocalizedText { .verbatim(name) }
  public static let loadingLog = LocalizedText(en: "Fetching the log…", ja: "ログを取得中…")
  public static let emptyLog = LocalizedText(en: "The log is empty.", ja: "ログは空です。")
  public static func logPosition(line: Int, count: Int, errors: Int) -> LocalizedText {
    LocalizedText(
      en: "line \(line) of \(count) · \(errors) error\(errors == 1 ? "" : "s")",
      ja: "\(count) 行中 \(line) 行目 · エラー \(errors) 件")
  }
  public static func foldedLines(_ count: Int) -> LocalizedText {
    LocalizedText(en: "(\(count) lines)", ja: "（\(count) 行）")
  }
  public static func searchMatches(_ index: Int, _ count: Int, _ query: String) -> LocalizedText {
    LocalizedText(
      en: "“\(query)”: \(index) of \(count)", ja: "「\(query)」: \(count) 件中 \(index) 件目")
  }
  public static func noMatches(_ query: String) -> LocalizedText {
    LocalizedText(en: "“\(query)”: no matches", ja: "「\(query)」: 見つかりません")
  }
  public static let noErrors = LocalizedText(en: "No errors in this log.", ja: "このログにエラーはありません。")
  public static let searchPrompt = LocalizedText(en: "Search: ", ja: "検索: ")
  public static let logErrors = LocalizedText(en: "next / previous error", ja: "次 / 前のエラー")
  public static let errorShort = LocalizedText(en: "error", ja: "エラー")
  public static let logGroup = LocalizedText(en: "fold or unfold the group", ja: "グループを畳む / 開く")
  public static let foldShort = LocalizedText(en: "fold", ja: "畳む")
  public static let logTimestamps = LocalizedText(en: "timestamps on or off", ja: "時刻の表示 / 非表示")
  public static let logToPager = LocalizedText(
    en: "the log to $PAGER (inert text)", ja: "ログを $PAGER で開く（無害化したテキスト）")
  public static let logWrap = LocalizedText(en: "wrap on or off", ja: "折り返しの切り替え")
  public static let logSideways = LocalizedText(en: "scroll sideways", ja: "横にスクロール")
  public static let logSearch = LocalizedText(en: "search the log", ja: "ログを検索")
  public static let searchShort = LocalizedText(en: "search", ja: "検索")
  public static let logMatches = LocalizedText(en: "next / previous match", ja: "次 / 前の一致")
  public static let runSearch = LocalizedText(en: "search", ja: "検索する")
  public static let cancelSearch = LocalizedText(en: "cancel", ja: "やめる")
  public static let logCut = LocalizedText(en: "…(line cut)", ja: "…（行を省略）")
}
