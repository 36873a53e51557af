import AppCore
import ErrorHandling
import IssueDomain
import Localization

extension LocalizedText {
  /// The default sections' titles in the user's language; any other title is the user's own
  /// words and is shown as written.
  static func sectionTitle(_ title: String) -> LocalizedText {
    let known: [String: String] = [
      "Inbox": "受信箱",
      "Assigned to me": "自分の担当",
      "Created by me": "自分が作成",
      "Mentioning me": "自分へのメンション",
      "Review requested": "レビュー依頼",
      "My pull requests": "自分のプルリクエスト",
      "Repositories": "リポジトリ",
    ]
    guard let japanese = known[title] else { return .verbatim(title) }
    return LocalizedText(en: title, ja: japanese)
  }
}
