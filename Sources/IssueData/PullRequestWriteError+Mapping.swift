import GitHubAPI
import IssueDomain

extension PullRequestWriteError {
  /// Maps a service failure of a pull request write: 405 and 409 are the merge's own
  /// refusals, with GitHub's words made inert and bounded; everything else is what any request
  /// meets.
  public init(_ error: GitHubServiceError) {
    switch error {
    case .notAllowed(let message):
      self = .notMergeable(message: message.flatMap(Self.bounded))
    case .conflict:
      self = .headChanged
    default:
      self = .repository(IssueRepositoryError(error))
    }
  }

  /// GitHub's message as one inert line of at most `messageLimit` characters, or nil if
  /// nothing is left of it.
  static func bounded(_ text: String) -> String? {
    let clean = UntrustedText.sanitized(String(text.prefix(messageLimit * 2)), multiline: false)
      .trimmingCharacters(in: .whitespaces)
    guard !clean.isEmpty else { return nil }
    guard clean.count > messageLimit else { return clean }
    return String(clean.prefix(messageLimit - 1)) + "…"
  }
}
