import AppCore

/// Which of the pickers a form asks for: it chooses for the form, and nothing is written
/// until the form is sent. Reviewers are chosen from the accounts that can be assigned, as
/// GitHub's own reviewer list is, and come back as the change's assignees.
public enum FormPick: Equatable, Sendable {
  case labels, assignees, milestone, reviewers
}
