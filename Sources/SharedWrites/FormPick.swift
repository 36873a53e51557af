import AppCore

/// Which of the pickers a form asks for: it chooses for the form, and nothing is written
/// until the form is sent.
public enum FormPick: Equatable, Sendable {
  case labels, assignees, milestone
}
