import GitHubAPI
import IssueDomain

extension IssueRepositoryError {
  /// Maps a search failure. As `init(_:)`, except that a 422 keeps GitHub's own sentence for
  /// every entry that has one: search answers `code: invalid` with the reason in `message`
  /// ("The listed users cannot be searched…"), which the general mapping would reduce to
  /// "invalid".
  public init(searchFailure error: GitHubServiceError) {
    guard case .unprocessable(let fields) = error, fields.contains(where: { $0.message != nil })
    else {
      self.init(error)
      return
    }
    self = .rejected(
      fields.map { field in
        guard let message = field.message else {
          guard case .rejected(let rejections) = IssueRepositoryError(.unprocessable([field])),
            let rejection = rejections.first
          else { return FieldRejection(field: "q", reason: .invalid) }
          return rejection
        }
        return FieldRejection(
          field: UntrustedText.sanitized(field.field ?? field.resource ?? "q", multiline: false),
          reason: .other(UntrustedText.sanitized(message, multiline: false)))
      })
  }
}
