import FoundationEssentials
import GitHubAPI
import IssueDomain
import SystemSupport

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

  /// Maps a service failure of `write`. For a step of the pull request's life a 422 (GraphQL's
  /// errors come as one) is GitHub refusing in its words, and update-branch's words for a head
  /// that moved are the 409 a merge has; the rest as any write.
  public init(_ error: GitHubServiceError, of write: PullRequestWrite) {
    guard write.isLifeStep, case .unprocessable(let fields) = error else {
      self.init(error)
      return
    }
    let said = fields.lazy.compactMap(\.message).first ?? ""
    if case .updateBranch = write, said.lowercased().contains("expected head sha") {
      self = .headChanged
      return
    }
    self = .refused(message: Self.bounded(said))
  }

  /// What GitHub says of a 405 that has no rule behind it (a conflict).
  static let genericRefusal = "pull request is not mergeable"

  /// GitHub's message as one inert line of at most `messageLimit` characters, or nil if
  /// nothing is left of it.
  static func bounded(_ text: String) -> String? {
    let clean = UntrustedText.sanitized(String(text.prefix(messageLimit * 2)), multiline: false)
      .trimmingWhitespace()
    // GitHub's answer to a conflict names no reason; the app's own words for it say more.
    guard !clean.isEmpty, clean.lowercased() != genericRefusal else { return nil }
    guard clean.count > messageLimit else { return clean }
    return String(clean.prefix(messageLimit - 1)) + "…"
  }
}

extension PullRequestWriteError {
  /// Maps a service failure of a review write. GitHub's 422 (GraphQL's errors come as one)
  /// names the line that isn't in the diff and the commit that is no longer the pull
  /// request's in its own words: those two are said as such, other refusals in its words.
  public init(_ error: GitHubServiceError, ofReview write: ReviewWrite) {
    switch error {
    case .unprocessable(let fields):
      let said = fields.lazy.compactMap(\.message).first ?? ""
      let lower = said.lowercased()
      let named = fields.compactMap { $0.field?.lowercased() }
      if lower.contains("commit") && lower.contains("not part of")
        || named.contains(where: { $0.hasSuffix("commit_id") || $0.hasSuffix("commit_sha") })
      {
        self = .headChanged
      } else if lower.contains("part of the diff") || lower.contains("could not be resolved")
        || lower.contains("line must be")
        || named.contains(where: { $0.hasSuffix("line") || $0.hasSuffix("start_line") })
      {
        self = .lineOutsideDiff
      } else {
        self = .refused(message: Self.bounded(said))
      }
    case .conflict:
      self = .headChanged
    default:
      self = .repository(IssueRepositoryError(error))
    }
  }
}
