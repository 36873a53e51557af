/// The domain's rule for a comment's text, checked before anything is sent.
///
/// An empty or blank comment is a validation error shown inline, never a request; a comment
/// longer than GitHub's limit is refused here too rather than by a 422 after the round trip.
public enum CommentText {
  /// GitHub's largest comment body, in characters (Unicode scalars).
  public static let maximumLength = 65_536

  /// The field named in a rejection, GitHub's own name for it.
  public static let field = "body"

  /// `text` as it will be sent (unchanged: the author's whitespace is theirs), or
  /// `invalidInput` naming `body`: `missing` when it is blank, `other` when it is too long.
  public static func validated(_ text: String) throws(IssueUseCaseError) -> String {
    guard !text.trimmingWhitespace.isEmpty else {
      throw .invalidInput([FieldRejection(field: field, reason: .missing)])
    }
    guard text.unicodeScalars.count <= maximumLength else {
      throw .invalidInput([
        FieldRejection(
          field: field, reason: .other("is too long (maximum is \(maximumLength) characters)"))
      ])
    }
    return text
  }
}
