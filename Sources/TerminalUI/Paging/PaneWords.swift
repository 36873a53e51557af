/// The few words the panes say themselves. TerminalUI knows no languages, so the app hands in
/// its own translation once, with the theme; English is what a bare toolkit user gets.
public struct PaneWords: Hashable, Sendable {
  /// Beside the header's spinner during a first load.
  public var loading: String
  /// The paging footer while the next page loads.
  public var loadingMore: String
  /// Under an error while a retry runs.
  public var retrying: String
  /// Under a retryable error.
  public var retryHint: String
  /// After a failed page's message in the paging footer.
  public var pageRetryHint: String

  public init(
    loading: String, loadingMore: String, retrying: String, retryHint: String,
    pageRetryHint: String
  ) {
    self.loading = loading
    self.loadingMore = loadingMore
    self.retrying = retrying
    self.retryHint = retryHint
    self.pageRetryHint = pageRetryHint
  }

  public static let english = PaneWords(
    loading: "Loading…", loadingMore: "Loading more…", retrying: "Retrying…",
    retryHint: "r: retry", pageRetryHint: "Enter: retry")
}
