/// Why an issue was closed (or reopened), as GitHub's `state_reason` says.
///
/// Closing asks for it, so it is part of the domain rather than a string passed through.
public enum IssueStateReason: String, Hashable, Sendable, CaseIterable {
  case completed
  case notPlanned = "not_planned"
  case reopened
  case duplicate
}
