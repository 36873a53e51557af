import FoundationEssentials
import IssueDomain

/// A comment as stored, as JSON.
struct CommentRecord: Codable {
  var id: Int
  var author: String
  var body: String
  var isBodyTruncated: Bool
  var createdAt: Date
  /// The reaction counts by GitHub's names; absent in rows kept before reactions were.
  var reactions: [String: Int]?
  /// The comment's last edit; absent in rows kept before it was.
  var updatedAt: Date?

  init(_ comment: Comment) {
    id = comment.id
    author = comment.author.login
    body = comment.body
    isBodyTruncated = comment.isBodyTruncated
    createdAt = comment.createdAt
    reactions = ReactionsRecord.counts(comment.reactions)
    updatedAt = comment.updatedAt
  }

  var comment: Comment {
    Comment(
      id: id, author: User(login: author), body: body, createdAt: createdAt,
      isBodyTruncated: isBodyTruncated, reactions: ReactionsRecord.reactions(reactions),
      updatedAt: updatedAt)
  }
}

/// Reaction counts as stored: by GitHub's name for each, so a name this version doesn't know
/// is dropped on reading rather than failing the row.
enum ReactionsRecord {
  static func counts(_ reactions: Reactions) -> [String: Int]? {
    guard !reactions.isEmpty else { return nil }
    return Dictionary(
      uniqueKeysWithValues: reactions.shown.map { ($0.reaction.rawValue, $0.count) })
  }

  static func reactions(_ counts: [String: Int]?) -> Reactions {
    var reactions = Reactions.none
    for (name, count) in counts ?? [:] {
      if let reaction = Reaction(rawValue: name) { reactions[reaction] = count }
    }
    return reactions
  }
}
