import AppCore
import IssueDomain

/// Reviews, merges and asked reviewers in flight and made: what the pull request page draws
/// its header through (`shown`).
///
/// As with the issues' writes (`PendingWrites`), optimism is a projection over the pull request the server
/// sent, so a rollback is removing the entry. Asked reviewers show at once; a review shows
/// once the server has it (the reviewer is the account GitHub names); a merge is never shown
/// as made before it is: until then the header says it is being merged.
public struct PendingPullRequestWrites: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    public var write: PullRequestWrite
    /// Tags the attempt's answer: an answer with another serial is stale and dropped.
    public var serial: Int
    public var isMade: Bool
    /// A made review's reviewer and standing.
    public var reviewer: Reviewer?
  }

  /// Why `begin` refused.
  public enum Refusal: Error, Equatable, Sendable {
    /// A write to the same pull request is still in flight: it is never sent twice.
    case pending
  }

  public private(set) var entries: [IssueReference: [Entry]] = [:]
  private var serials = 0
  /// Made writes kept per pull request: enough for a session, bounded.
  public static let madeLimit = 16

  public init() {}

  public mutating func begin(_ write: PullRequestWrite, on reference: IssueReference)
    -> Result<Int, Refusal>
  {
    if isPending(reference) { return .failure(.pending) }
    serials += 1
    var list = entries[reference] ?? []
    list.append(Entry(write: write, serial: serials, isMade: false))
    entries[reference] = Array(list.suffix(Self.madeLimit))
    return .success(serials)
  }

  /// The attempt `serial` was made; a stale serial changes nothing.
  @discardableResult
  public mutating func succeed(
    _ reference: IssueReference, serial: Int, reviewer: Reviewer? = nil
  ) -> Bool {
    guard let index = entries[reference]?.firstIndex(where: { $0.serial == serial && !$0.isMade })
    else { return false }
    entries[reference]?[index].isMade = true
    entries[reference]?[index].reviewer = reviewer
    return true
  }

  /// The attempt `serial` failed: rolled back, exactly. A stale serial changes nothing.
  @discardableResult
  public mutating func fail(_ reference: IssueReference, serial: Int) -> Bool {
    guard let index = entries[reference]?.firstIndex(where: { $0.serial == serial && !$0.isMade })
    else { return false }
    entries[reference]?.remove(at: index)
    if entries[reference]?.isEmpty == true { entries[reference] = nil }
    return true
  }

  /// The write in flight on `reference`, if any.
  public func inFlight(_ reference: IssueReference) -> PullRequestWrite? {
    entries[reference]?.last { !$0.isMade }?.write
  }

  public func isPending(_ reference: IssueReference) -> Bool { inFlight(reference) != nil }

  /// `pull` as drawn: asked reviewers (in flight or made) among its reviewers, made reviews
  /// as their standing, and a made merge as merged.
  public func shown(_ pull: PullRequest, in repository: RepositoryName) -> PullRequest {
    guard let list = entries[IssueReference(repository: repository, number: pull.number)]
    else { return pull }
    var result = pull
    for entry in list {
      switch entry.write {
      case .requestReviewers(let logins):
        for login in logins where !result.reviewers.contains(where: { $0.user.login == login }) {
          result.reviewers.append(Reviewer(user: User(login: login), standing: .requested))
        }
      case .review:
        guard let reviewer = entry.reviewer else { continue }
        if let index = result.reviewers.firstIndex(where: { $0.user == reviewer.user }) {
          if reviewer.standing != .commented { result.reviewers[index] = reviewer }
        } else {
          result.reviewers.append(reviewer)
        }
      case .merge:
        if entry.isMade { result.state = .merged }
      case .markReady:
        if result.state == .draft { result.state = .open }
      case .convertToDraft:
        if result.state == .open { result.state = .draft }
      case .enableAutoMerge(let method):
        result.autoMerge = method
      case .disableAutoMerge:
        result.autoMerge = nil
      case .updateBranch:
        // GitHub merges the base in the background: the head moves once it has.
        if entry.isMade, result.mergeability == .behind { result.mergeability = .unknown }
      }
    }
    return result
  }
}
