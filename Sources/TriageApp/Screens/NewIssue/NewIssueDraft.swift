import IssueDomain

/// A new issue's unsent text as the draft store keeps it: under its repository (number 0, which
/// no issue has), the title on the first line and the body after it, as `gh issue create
/// --editor` reads a file.
enum NewIssueDraft {
  /// The draft key's number: no issue is numbered 0.
  static let number = 0

  static func key(host: String, repository: RepositoryName) -> DraftKey {
    DraftKey(host: host, repository: repository, number: number)
  }

  static func encode(_ text: IssueText) -> String {
    text.title + "\n" + text.body
  }

  static func decode(_ draft: String) -> IssueText {
    guard let newline = draft.firstIndex(of: "\n") else { return IssueText(title: draft, body: "") }
    return IssueText(
      title: String(draft[..<newline]), body: String(draft[draft.index(after: newline)...]))
  }
}
