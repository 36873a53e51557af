import AppCore
import IssueDomain
import Localization

/// What is said of a draft that couldn't be kept or restored: never nothing, and where the
/// text is.
extension LocalizedText {
  /// What went wrong with a draft, in a few words with the file it concerns.
  public static func draftProblem(_ error: DraftError) -> LocalizedText {
    switch error {
    case .noLocation:
      LocalizedText(
        en: "there is no state directory or home for drafts",
        ja: "下書きを置く状態ディレクトリもホームもありません")
    case .cannotCreateDirectory(let path, let code):
      LocalizedText(
        en: "\(path) can't be created (errno \(code))", ja: "\(path) を作れません (errno \(code))")
    case .cannotWrite(let path, let code):
      LocalizedText(
        en: "\(path) can't be written (errno \(code))", ja: "\(path) に書けません (errno \(code))")
    case .cannotRead(let path, let code):
      LocalizedText(
        en: "\(path) can't be read (errno \(code))", ja: "\(path) を読めません (errno \(code))")
    case .symbolicLink(let path):
      LocalizedText(en: "\(path) is a symbolic link", ja: "\(path) はシンボリックリンクです")
    case .notRegularFile(let path):
      LocalizedText(en: "\(path) is not a regular file", ja: "\(path) は通常のファイルではありません")
    case .ownedByAnotherUser(let path):
      LocalizedText(en: "\(path) belongs to another user", ja: "\(path) は別のユーザーのものです")
    case .tooLarge(_, let limit):
      LocalizedText(
        en: "it is larger than \(limit / 1024) KiB", ja: "\(limit / 1024) KiB を超えています")
    case .corrupt(let path):
      LocalizedText(en: "\(path) is not a draft", ja: "\(path) は下書きではありません")
    case .setAside(_, let kept):
      LocalizedText(
        en: "the file couldn't be read and is kept at \(kept)",
        ja: "ファイルを読めないため \(kept) に残しました")
    case .newerVersion(let path, _):
      LocalizedText(
        en: "\(path) is a newer Triage's draft, left as it is",
        ja: "\(path) は新しい Triage の下書きなので、そのままにしています")
    }
  }

  /// A draft couldn't be saved: the text is still held, and `key` gets it back.
  public static func draftNotSaved(_ error: DraftError, key: String) -> LocalizedText {
    let problem = draftProblem(error)
    return LocalizedText(
      en: "Draft not saved: \(key) offers it until Triage quits; \(problem.english).",
      ja: "下書きを保存できません: Triage を終了するまで \(key) で戻せます。\(problem.japanese)。")
  }

  /// A saved draft couldn't be restored, and why (where it is).
  public static func draftNotRestored(_ error: DraftError) -> LocalizedText {
    let problem = draftProblem(error)
    return LocalizedText(
      en: "The saved draft couldn't be restored: \(problem.english).",
      ja: "保存した下書きを戻せません: \(problem.japanese)。")
  }

  /// A form's draft was kept; `key` gets it back.
  public static func draftKept(key: String) -> LocalizedText {
    LocalizedText(en: "Draft kept: \(key) restores it.", ja: "下書きを保存しました: \(key) で戻せます。")
  }

  /// The key that opens the form a draft is for: `N` a new issue's, `e` an edited issue's,
  /// `c` a comment's.
  public static func draftKey(_ key: DraftKey) -> String {
    if key.isIssueText { return "e" }
    return key.number == NewIssueDraft.number ? "N" : "c"
  }
}
