/// Everything the app asks of a backend: reading, searching, writing and the inbox. One name for
/// the whole set, so the app's environment holds one backend whatever its features read.
public typealias IssueBackend =
  IssueRepository & IssueSearching & IssueWriting & CommentWriting & InboxReading
  & InboxWriting & PullRequestReading & PullRequestWriting & IssueFiling & ActionsReading
  & ActionsWriting & PullRequestOpening & ReviewWriting
