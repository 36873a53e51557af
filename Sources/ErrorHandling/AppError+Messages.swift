import Localization

/// User-facing titles and messages: short, plain sentences for a terminal, in English and
/// Japanese. Technical details (the wrapped error, response bodies) stay out; they go to the log.
extension AppError {
  /// A short heading (alert title). `nil` for `cancelled`, which is never displayed.
  public func title(in language: Language) -> String? {
    localizedTitle?.text(in: language)
  }

  /// One or two sentences saying what happened and what to do. `nil` for `cancelled`.
  public func message(in language: Language) -> String? {
    localizedMessage?.text(in: language)
  }

  var localizedTitle: LocalizedText? {
    switch self {
    case .network(.offline): LocalizedText(en: "You're offline", ja: "オフラインです")
    case .network(.timedOut): LocalizedText(en: "Request timed out", ja: "タイムアウトしました")
    case .network(.connectionFailed): LocalizedText(en: "Can't connect", ja: "接続できません")
    case .server: LocalizedText(en: "Server error", ja: "サーバーエラー")
    case .serviceUnavailable: LocalizedText(en: "Service unavailable", ja: "サービス停止中")
    case .rateLimited: LocalizedText(en: "Rate limit reached", ja: "リクエスト制限中")
    case .invalidResponse: LocalizedText(en: "Unexpected response", ja: "予期しない応答")
    case .incompleteResponse:
      LocalizedText(en: "Incomplete response", ja: "応答が途中で途切れました")
    case .responseTooLarge: LocalizedText(en: "Response too large", ja: "応答が大きすぎます")
    case .tooManyRedirects: LocalizedText(en: "Too many redirects", ja: "リダイレクトが多すぎます")
    case .crossOriginLink:
      LocalizedText(en: "Link to another server", ja: "別のサーバーへのリンク")
    case .repeatedPage: LocalizedText(en: "Paging stopped", ja: "ページの読み込みを停止しました")
    case .issuesDisabled: LocalizedText(en: "Issues disabled", ja: "Issues が無効です")
    case .noData: LocalizedText(en: "No data", ja: "データがありません")
    case .decoding: LocalizedText(en: "Unreadable data", ja: "データを読み取れません")
    case .validation: LocalizedText(en: "Check your input", ja: "入力内容を確認してください")
    case .forbidden: LocalizedText(en: "Access denied", ja: "アクセスできません")
    case .notFound: LocalizedText(en: "Not found", ja: "見つかりません")
    case .gone: LocalizedText(en: "No longer available", ja: "利用できません")
    case .conflict: LocalizedText(en: "Conflict", ja: "競合が発生しました")
    case .invalidCredentials: LocalizedText(en: "Sign-in failed", ja: "サインインできません")
    case .unauthorized: LocalizedText(en: "Session expired", ja: "セッション切れ")
    case .unknown: LocalizedText(en: "Something went wrong", ja: "エラーが発生しました")
    case .cancelled: nil
    }
  }

  var localizedMessage: LocalizedText? {
    switch self {
    case .network(.offline):
      LocalizedText(
        en: "Check your network connection, then try again.",
        ja: "ネットワーク接続を確認してから、もう一度お試しください。")
    case .network(.timedOut):
      LocalizedText(
        en: "The server took too long to answer. Try again.",
        ja: "サーバーから時間内に応答がありませんでした。もう一度お試しください。")
    case .network(.connectionFailed):
      LocalizedText(
        en: "Couldn't reach the server. Check the host name and your network.",
        ja: "サーバーに接続できませんでした。ホスト名とネットワークを確認してください。")
    case .server(let status):
      LocalizedText(
        en: "The server had a problem (HTTP \(status)). Try again in a moment.",
        ja: "サーバーで問題が発生しました（HTTP \(status)）。しばらくしてからお試しください。")
    case .serviceUnavailable:
      LocalizedText(
        en: "The server is temporarily unavailable. Try again in a moment.",
        ja: "サーバーは一時的に利用できません。しばらくしてからお試しください。")
    case .rateLimited(let wait):
      Self.rateLimitMessage(remaining: wait)
    case .invalidResponse:
      LocalizedText(
        en: "The server sent a response Triage doesn't understand.",
        ja: "サーバーから予期しない応答がありました。")
    case .incompleteResponse:
      LocalizedText(
        en: "The server's answer was cut off before it ended. Try again.",
        ja: "サーバーからの応答が途中で途切れました。もう一度お試しください。")
    case .responseTooLarge:
      LocalizedText(
        en: "The server sent more data than Triage accepts, so it wasn't read.",
        ja: "サーバーから受け取れる量を超えるデータが送られたため、読み込みませんでした。")
    case .tooManyRedirects:
      LocalizedText(
        en: "The server redirected again and again (a redirect loop?), so Triage stopped.",
        ja: "サーバーがリダイレクトを繰り返したため（ループの可能性があります）、中止しました。")
    case .crossOriginLink:
      LocalizedText(
        en:
          "The server linked the next page on another server. It wasn't opened, to keep your token safe.",
        ja: "次のページが別のサーバーを指していたため、トークンを守るために読み込みませんでした。")
    case .repeatedPage:
      LocalizedText(
        en:
          "The server linked back to a page already loaded, so paging stopped. Reload to start over.",
        ja: "読み込み済みのページへのリンクが返されたため、ページの読み込みを停止しました。再読み込みでやり直せます。")
    case .issuesDisabled:
      LocalizedText(
        en: "Issues are disabled for this repository.",
        ja: "このリポジトリでは Issues が無効になっています。")
    case .noData:
      LocalizedText(
        en: "The server sent an empty response.",
        ja: "サーバーから空の応答が返されました。")
    case .decoding:
      LocalizedText(
        en: "Triage couldn't read the data the server sent.",
        ja: "サーバーから受け取ったデータを読み取れませんでした。")
    case .validation(let problems):
      FieldProblem.summary(of: problems)
    case .forbidden:
      LocalizedText(
        en: "You don't have permission to do this.",
        ja: "この操作を行う権限がありません。")
    case .notFound:
      LocalizedText(
        en: "It doesn't exist, or you don't have access to it.",
        ja: "存在しないか、アクセス権がありません。")
    case .gone:
      LocalizedText(
        en: "It has been removed or disabled.",
        ja: "削除されたか、無効になっています。")
    case .conflict:
      LocalizedText(
        en: "It was changed elsewhere. Reload to see the latest version.",
        ja: "別の場所で変更されました。再読み込みして最新の内容を確認してください。")
    case .invalidCredentials:
      Self.tokenRejectedMessage
    case .unauthorized:
      LocalizedText(
        en: "Your session has expired. Sign in again.",
        ja: "セッションの有効期限が切れました。もう一度サインインしてください。")
    case .unknown:
      LocalizedText(
        en: "An unexpected error occurred.",
        ja: "予期しないエラーが発生しました。")
    case .cancelled:
      nil
    }
  }

  /// A 403 on a write: the account can read the repository but not change it.
  public static let cannotChangeIssues = LocalizedText(
    en: "You can't change issues in this repository.",
    ja: "このリポジトリの課題は変更できません。")

  /// Shown inline on sign-in whenever the entered token is refused.
  static let tokenRejectedMessage = LocalizedText(
    en: "That token was not accepted. Check it and try again.",
    ja: "トークンが受け付けられませんでした。確認してもう一度お試しください。")

  /// The rate-limit message for a given remaining wait. A live countdown calls this on every
  /// tick with the time left, so the text never goes stale.
  public static func rateLimitMessage(remaining: Duration, in language: Language) -> String {
    rateLimitMessage(remaining: remaining).text(in: language)
  }

  /// The rate-limit message once automatic retries have been used up: the next request is
  /// the user's to make.
  public static let rateLimitPersistsMessage = LocalizedText(
    en: "Still too many requests after several tries. Retry when you're ready.",
    ja: "何度か再試行しましたが、まだリクエストが多すぎます。準備ができたら再試行してください。")

  static func rateLimitMessage(remaining: Duration) -> LocalizedText {
    let seconds = remaining.wholeSecondsRoundedUp
    guard seconds > 0 else {
      return LocalizedText(
        en: "Too many requests. Retrying now…",
        ja: "リクエストが多すぎます。まもなく再試行します…")
    }
    let wait = remaining.countdownText
    return LocalizedText(
      en: "Too many requests. Retrying in \(wait.english).",
      ja: "リクエストが多すぎます。\(wait.japanese)後に再試行します。")
  }
}
