import AppCore
import ErrorHandling
import IssueDomain
import IssueFeature
import ListSupport
import TerminalUI

extension IssueListScreen {
  /// The list's results, its preview pane's, its automatic refresh, and the pull request rows'
  /// facts (`PullRequestRowFacts`).
  public enum Event: ScreenEvent {
    case list(IssueListStore.Event)
    case preview(PreviewPane.Event)
    /// The section's `refresh` interval has passed since its last answer.
    case refreshDue
    /// The window the reader left on screen has stood still for `settleDelay`.
    case windowSettled(serial: Int)
    /// The answer for the rows asked about; a failure is logged where it crossed, and leaves
    /// their columns blank.
    case summaries(
      [PullRequestRowFacts.Asked], Result<[IssueReference: PullRequestSummary], AppError>)
    /// The query line's `label:` values have been open for `CompletionRequest.restDelay`.
    case labelsRested
    /// The repository's labels for them (their names), or why not.
    case labels(Result<[String], AppError>)

    /// Only the list's answers and the preview page's count as answers: timers aren't, and
    /// the rows' facts and the completion's labels are asked behind the person's back, so they neither take the demo's
    /// armed fault nor say the network is up or down.
    public var isResponse: Bool {
      switch self {
      case .list(let event): event.isResponse
      case .preview(.page(_, let event)): event.isResponse
      case .preview(.rested), .refreshDue, .windowSettled, .summaries, .labelsRested, .labels:
        false
      }
    }

    public var reachability: Reachability? {
      switch self {
      case .list(let event): event.reachability
      case .preview(.page(_, let event)): event.reachability
      case .preview(.rested), .refreshDue, .windowSettled, .summaries, .labelsRested, .labels:
        nil
      }
    }
  }

  /// The facts of the pull requests named, as `PullRequestReading.summaries` answers them.
  public typealias FetchSummaries =
    @Sendable ([IssueReference]) async throws(AppError) -> [IssueReference: PullRequestSummary]

  /// How long the window must stand still before its rows' facts are asked: holding `j`
  /// moves it every 30 ms or so, and asks nothing until the key is let go.
  public static let settleDelay = Duration.milliseconds(250)
}
