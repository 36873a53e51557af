import AppCore

extension ViewCaches {
  /// Issues already laid out, so a scroll step never lays out a whole issue again.
  public var issueLayouts: IssueLayoutCache { shared { IssueLayoutCache() } }
}
