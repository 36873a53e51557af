import FoundationEssentials
import IssueDomain

/// The issue the writes' tests write to: octo/app#7, open, labelled `bug` unless told otherwise.
public enum WriteFixtures {
  public static let repository = RepositoryName(owner: "octo", name: "app")
  public static let reference = IssueReference(repository: repository, number: 7)

  /// Issue 7 in `state`, with `labels`, last updated `updated` seconds after 1970.
  public static func issue(
    _ state: IssueState = .open, labels: [String] = ["bug"], updated: TimeInterval = 100,
    title: String = "Seven"
  ) -> Issue {
    Issue(
      number: 7, title: title, state: state, author: User(login: "hubot"),
      labels: labels.map { Label(name: $0) }, commentCount: 0,
      createdAt: Date(timeIntervalSince1970: 0), body: "", url: "https://github.com/o/a/issues/7",
      repository: repository, updatedAt: Date(timeIntervalSince1970: updated))
  }
}
