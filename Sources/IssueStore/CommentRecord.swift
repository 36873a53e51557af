import Foundation
import IssueDomain

/// A comment as stored, as JSON.
struct CommentRecord: Codable {
  var id: Int
  var author: String
  var body: String
  var isBodyTruncated: Bool
  var createdAt: Date

  init(_ comment: Comment) {
    id = comment.id
    author = comment.author.login
    body = comment.body
    isBodyTruncated = comment.isBodyTruncated
    createdAt = comment.createdAt
  }

  var comment: Comment {
    Comment(
      id: id, author: User(login: author), body: body, createdAt: createdAt,
      isBodyTruncated: isBodyTruncated)
  }
}
