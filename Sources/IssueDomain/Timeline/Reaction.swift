/// One of the eight reactions GitHub offers, by its API name (`content`).
///
/// The order is GitHub's own, which the counts line keeps, so a reader finds 👍 in one place.
public enum Reaction: String, Hashable, Sendable, CaseIterable {
  case thumbsUp = "+1"
  case thumbsDown = "-1"
  case laugh
  case hooray
  case confused
  case heart
  case rocket
  case eyes
}
