/// Which Actions job a check run is, and of which run: a check run of the `github-actions` app
/// is a job, its id the job's, and its details URL names the run
/// (`…/actions/runs/{run}/job/{job}`).
public struct ActionsJobReference: Hashable, Sendable {
  public var runID: Int64
  public var jobID: Int64

  public init(runID: Int64, jobID: Int64) {
    self.runID = runID
    self.jobID = jobID
  }

  /// The reference of a check run made by `appSlug`, with `id`, whose details are at
  /// `detailsURL`: `nil` unless the app is GitHub Actions and the URL's path names a run by a
  /// positive number. The URL is untrusted: only its path's segments are read.
  public init?(appSlug: String?, id: Int64?, detailsURL: String?) {
    guard appSlug == "github-actions", let id, id > 0, let detailsURL else { return nil }
    let path = detailsURL.split(separator: "?", maxSplits: 1).first ?? ""
    let segments = path.split(separator: "/", omittingEmptySubsequences: true).prefix(16)
    guard let runs = segments.firstIndex(of: "runs"), runs > segments.startIndex,
      segments[segments.index(before: runs)] == "actions",
      segments.index(after: runs) < segments.endIndex
    else { return nil }
    let number = segments[segments.index(after: runs)]
    guard number.count <= 19, number.allSatisfy({ $0.isASCII && $0.isNumber }),
      let run = Int64(number), run > 0
    else { return nil }
    self.init(runID: run, jobID: id)
  }
}
