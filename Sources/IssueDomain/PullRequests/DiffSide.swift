/// Which side of a diff a review comment is on: the base's (a removed line) or the head's (an
/// added or unchanged line). GitHub's own names.
public enum DiffSide: String, Hashable, Sendable {
  case left = "LEFT"
  case right = "RIGHT"
}
