import AppCore
import ComposerFeature
import IssueDomain

/// The title and body a new pull request starts with, made from its branch as gh makes them:
/// one commit gives its subject and message; more give the branch's name with `-` and `_` as
/// spaces, and a list of their subjects, oldest first. The repository's template follows
/// under a blank line. Pure.
public enum NewPullRequestText {
  public static func filled(from branch: CheckoutBranch) -> IssueText {
    let commits = branch.commits
    var title: String
    var body: String
    if commits.count == 1 {
      title = commits[0].subject
      body = commits[0].body
    } else {
      title = String(branch.name.map { $0 == "-" || $0 == "_" ? " " : $0 })
      body = commits.reversed().map { "- \($0.subject)" }.joined(separator: "\n")
    }
    if let template = branch.template {
      body = body.isEmpty ? template : body + "\n\n" + template
    }
    title = String(title.prefix(IssueTextForm.titleLimit))
    return IssueText(title: title, body: body)
  }
}
