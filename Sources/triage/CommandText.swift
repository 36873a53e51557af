import ArgumentParser
import FoundationEssentials
import Localization
import SystemSupport

/// The command's help, in the language of `CommandLanguage.current`, and the parser's own
/// words put into it: the headings and errors swift-argument-parser writes in English.
enum CommandText {
  static func text(_ en: String, _ ja: String) -> String {
    LocalizedText(en: en, ja: ja).text(in: CommandLanguage.current)
  }

  static var abstract: String {
    text(
      "A keyboard-driven terminal client for GitHub issues and pull requests.",
      "GitHub の課題とプルリクエストをキーボードで扱うターミナルクライアント。")
  }

  static var discussion: String {
    text(
      """
      Talks to GitHub when a token is found (GH_TOKEN, GITHUB_TOKEN, GH_ENTERPRISE_TOKEN, \
      GITHUB_ENTERPRISE_TOKEN, gh's hosts.yml, the token triage saved at sign-in, or \
      `gh auth token`), and runs on the embedded demo backend otherwise (or with --demo; the \
      demo token is "demo"). The host is --host, else GH_HOST, else the only host gh is \
      signed in to, else github.com. With no repository argument it opens GH_REPO, or the \
      repository of the git checkout it is started in. Press ? in the app for the keys of \
      each screen. NO_COLOR=1 turns colours off; TRIAGE_THEME (dark, light, high-contrast) \
      picks the colours. Messages follow LC_ALL, LC_MESSAGES or LANG (English or Japanese).

      Exit codes: 0 normal exit (q, Ctrl-C); 1 the terminal (an unknown TERM, TERM=dumb) or the \
      log file (a symlink, FIFO or device) could not be used; 2 not run on a terminal (stdin or \
      stdout redirected); 64 bad arguments (or a bad GH_HOST or GH_REPO); 128+N killed by \
      signal N (143 for SIGTERM, 129 for SIGHUP).
      """,
      """
      トークンが見つかれば GitHub と通信し（GH_TOKEN、GITHUB_TOKEN、GH_ENTERPRISE_TOKEN、\
      GITHUB_ENTERPRISE_TOKEN、gh の hosts.yml、サインイン時に triage が保存したトークン、\
      `gh auth token`）、見つからなければ組み込みのデモで動きます（--demo でも。デモのトークンは \
      "demo"）。ホストは --host、なければ GH_HOST、なければ gh がサインインしている唯一のホスト、\
      なければ github.com です。リポジトリの引数がなければ GH_REPO か、起動した git チェック\
      アウトのリポジトリを開きます。各画面のキーはアプリ内で ? を押すと表示されます。\
      NO_COLOR=1 で色を消し、TRIAGE_THEME（dark、light、high-contrast）で配色を選びます。\
      メッセージは LC_ALL、LC_MESSAGES、LANG に従います（英語か日本語）。

      終了コード: 0 通常終了（q、Ctrl-C）、1 端末（不明な TERM、TERM=dumb）かログファイル\
      （シンボリックリンク、FIFO、デバイス）を使えない、2 端末で実行されていない（標準入力か\
      標準出力がリダイレクトされている）、64 引数の誤り（GH_HOST や GH_REPO の誤りも）、\
      128+N シグナル N で終了（SIGTERM は 143、SIGHUP は 129）。
      """)
  }

  /// What the manual page says besides `discussion`: where the configuration lives, the
  /// environment read and the files kept. Given only to the manual's generator
  /// (`--experimental-dump-help`, scripts/man.sh), so `--help` stays one screen.
  static var manual: String {
    """
    Configuration: $XDG_CONFIG_HOME/triage/config.yml (else ~/.config/triage/config.yml), or \
    the file --config or TRIAGE_CONFIG names; the files it includes (include:); and the \
    .triage.yml at the root of the git checkout triage starts in, which adds sections and \
    display settings. triage --print-config prints what is in effect and where each setting \
    came from; triage --print-config-schema prints the file's JSON Schema.

    Environment: GH_TOKEN, GITHUB_TOKEN, GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN, \
    GH_HOST, GH_REPO, GH_CONFIG_DIR, GH_PATH (as gh reads them); TRIAGE_CONFIG, TRIAGE_THEME, \
    TRIAGE_SCREEN_READER; NO_COLOR; LC_ALL, LC_MESSAGES, LANG; GH_BROWSER, BROWSER; VISUAL, \
    EDITOR; XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME.

    Files: $XDG_STATE_HOME/triage/triage.log (else ~/.local/state/triage/triage.log), the \
    log, 0600, renamed to triage.log.1 at 5 MiB; $XDG_STATE_HOME/triage/drafts/, unsent \
    comments and issues; $XDG_CACHE_HOME/triage/ (else ~/.cache/triage/), one store per host \
    and account (store-HOST-LOGIN.sqlite) and the HTTP cache, deleted by --clear-cache; the \
    token saved at sign-in, $XDG_CONFIG_HOME/triage/hosts/HOST.token (0600).
    """
  }

  static var repository: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        A repository to open at start, as owner/name (Back goes to the home). Default: \
        GH_REPO, else the git checkout's remote on the host.
        """,
        """
        起動時に開くリポジトリ（owner/name。戻るとホームへ）。既定: GH_REPO、なければ git \
        チェックアウトのそのホストのリモート。
        """))
  }

  static var section: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        Open the home screen on section N (1 for the first tab, as the number keys), instead \
        of a repository. Sections come from $\(UserDirectories.configVariable)/triage/config.yml \
        (docs/configuration.md), else the defaults: 1 Inbox, 2 Assigned to me, 3 Created by \
        me, 4 Mentioning me, 5 Review requested, 6 My pull requests, 7 Repositories.
        """,
        """
        リポジトリではなく、ホーム画面をセクション N（先頭のタブが 1、数字キーと同じ）で開きます。\
        セクションは $\(UserDirectories.configVariable)/triage/config.yml から（docs/configuration.md）、\
        なければ既定: 1 受信箱、2 自分の担当、3 自分が作成、4 自分へのメンション、\
        5 レビュー依頼、6 自分のプルリクエスト、7 リポジトリ。
        """), valueName: "N")
  }

  static var demo: ArgumentHelp {
    ArgumentHelp(
      text(
        "Use the embedded demo backend, even when a token is found.",
        "トークンがあっても組み込みのデモを使います。"))
  }

  static var host: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        GitHub host (default: GH_HOST, else gh's only host, else github.com). github.com and \
        *.ghe.com are served at https://api.HOST, any other host at https://HOST/api/v3.
        """,
        """
        GitHub のホスト（既定: GH_HOST、なければ gh の唯一のホスト、なければ github.com）。\
        github.com と *.ghe.com は https://api.HOST、その他のホストは https://HOST/api/v3 です。
        """))
  }

  static var apiURL: ArgumentHelp {
    ArgumentHelp(
      text(
        "The API's base URL, overriding --host (plain http only for loopback addresses).",
        "API のベース URL。--host より優先します（http はループバックアドレスのみ）。"))
  }

  static var latency: ArgumentHelp {
    ArgumentHelp(
      text(
        "Latency of each demo request in milliseconds (0 answers at once).",
        "デモの各リクエストの遅延（ミリ秒。0 なら即答）。"))
  }

  static var logFile: ArgumentHelp {
    ArgumentHelp(
      text(
        "Log file path (default: $\(UserDirectories.stateVariable)/triage/triage.log).",
        "ログファイルのパス（既定: $\(UserDirectories.stateVariable)/triage/triage.log）。"))
  }

  static var logLevel: ArgumentHelp {
    ArgumentHelp(
      text(
        "debug|info|notice|warning|error (default: debug in debug builds, notice in release).",
        "debug|info|notice|warning|error（既定: デバッグビルドは debug、リリースは notice）。"))
  }

  static var user: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        The account to use on the host when gh is signed in to several (gh 2.40 and later): \
        its token from gh's hosts.yml or `gh auth token --user`. Default: gh's active account.
        """,
        """
        gh が複数のアカウントでサインインしているとき（gh 2.40 以降）、そのホストで使うアカウント。\
        トークンは gh の hosts.yml か `gh auth token --user` から。既定: gh のアクティブなアカウント。
        """), valueName: "LOGIN")
  }

  static var printConfig: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        Print the configuration in effect (the files', with every default), where each \
        setting came from and every problem, and exit.
        """,
        "有効な設定（設定ファイルの内容とすべての既定値）、各設定の出どころとすべての問題を表示して終了します。"))
  }

  static var printConfigSchema: ArgumentHelp {
    ArgumentHelp(
      text(
        "Print the JSON Schema of config.yml (for editors) and exit.",
        "config.yml の JSON Schema（エディタ用）を表示して終了します。"))
  }

  static var config: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        The config file to read instead of $XDG_CONFIG_HOME/triage/config.yml (also \
        TRIAGE_CONFIG). A .triage.yml at the root of the git checkout adds to it.
        """,
        """
        $XDG_CONFIG_HOME/triage/config.yml の代わりに読む設定ファイル（TRIAGE_CONFIG でも）。\
        git チェックアウトの最上位の .triage.yml がそれに加わります。
        """), valueName: "FILE")
  }

  static var completionScript: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        Print the completion script for bash, zsh or fish and exit; it completes the \
        repositories triage has kept, the sections and the log levels.
        """,
        """
        bash、zsh、fish 用の補完スクリプトを表示して終了します。triage が保存したリポジトリ、\
        セクション、ログレベルを補完します。
        """), valueName: "SHELL")
  }

  static var clearCache: ArgumentHelp {
    ArgumentHelp(
      text(
        """
        Delete what triage keeps in $\(UserDirectories.cacheVariable)/triage for every account \
        (the stored lists, issues and notifications, and the HTTP cache), print what was \
        removed, and exit.
        """,
        """
        $\(UserDirectories.cacheVariable)/triage に triage が保存したもの（一覧、課題、通知、\
        HTTP キャッシュ）をすべてのアカウントについて削除し、削除したものを表示して終了します。
        """))
  }

  /// The parser's English, in Japanese: its headings, its own lines, and the errors it
  /// writes itself. A message it writes that isn't listed stays in English.
  static let parserWords: [(en: String, ja: String)] = [
    ("OVERVIEW:", "概要:"), ("USAGE:", "使い方:"), ("ARGUMENTS:", "引数:"),
    ("OPTIONS:", "オプション:"), ("Show help information.", "ヘルプを表示します。"),
    ("Show the version.", "バージョンを表示します。"), ("Usage:", "使い方:"),
    ("Error:", "エラー:"), ("Unknown option", "不明なオプション"),
    ("Missing value for", "値がありません:"), ("Unexpected argument", "予期しない引数"),
    ("Missing expected argument", "必要な引数がありません:"),
    ("See 'triage --help' for more information.", "詳しくは 'triage --help' を見てください。"),
    ("(default: ", "（既定: "),
  ]

  /// `message` in `language`: as it is in English, with the parser's words replaced in
  /// Japanese.
  static func localized(_ message: String, in language: Language) -> String {
    guard language == .japanese else { return message }
    return parserWords.reduce(message) { text, pair in
      text.replacingEvery(pair.en, with: pair.ja)
    }
  }
}
