import ErrorHandling
import IssueDomain
import TerminalUI

extension IssueListScreen {
  /// The list's results, and the pull request rows' facts (`PullRequestRowFacts`).
  public enum Event: ScreenEvent {
    case list(IssueListStore.Event)
    /// The window the reader left on screen has stood still for `settleDelay`.
    case windowSettled(serial: Int)
    /// The answer for the rows asked about; a failure is logged where it crossed, and leaves
    /// their columns blank.
    case summaries(
      [PullRequestRowFacts.Asked], Result<[IssueReference: PullRequestSummary], AppError>)

    /// Only the list's answers count as answers: the facts are asked behind the person's back,
    /// so they neither take the demo's armed fault nor say the network is up or down.
    public var isResponse: Bool {
      if case .list(let event) = self { return event.isResponse }
      return false
    }

    public var reachability: Reachability? {
      if case .list(let event) = self { return event.reachability }
      return nil
    }
  }

  /// The facts of the pull requests named, as `PullRequestReading.summaries` answers them.
  public typealias FetchSummaries =
    @Sendable ([IssueReference]) async throws(AppError) -> [IssueReference: PullRequestSummary]

  /// How long the window must stand still before its rows' facts are asked: holding `j`
  /// moves it every 30 ms or so, and asks nothing until the key is let go.
  static let settleDelay = Duration.milliseconds(250)
}
