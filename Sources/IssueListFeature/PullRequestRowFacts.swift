import AppCore
import FoundationEssentials
import IssueDomain

/// The review decision, checks and size of a list's pull request rows, asked for the rows on
/// screen only (decision 230). Each answer is kept with the `updated_at` its row had when it
/// was asked, so a refresh asks again only for rows that changed, and scrolling back to rows
/// already answered asks nothing.
public struct PullRequestRowFacts: Equatable, Sendable {
  /// One row asked about: which pull request, and its `updated_at` when asked.
  public struct Asked: Hashable, Sendable {
    public var reference: IssueReference
    public var updatedAt: Date?
  }

  public struct Entry: Equatable, Sendable {
    public var updatedAt: Date?
    /// `nil`: the answer said nothing of it, and its columns stay blank.
    public var summary: PullRequestSummary?
  }

  private(set) var known: [IssueReference: Entry] = [:]
  /// What the request in flight asks, if one is.
  private(set) var inFlight: Set<Asked> = []
  /// Rows whose request failed: blank, and not asked again until the list loads again, so a
  /// failing server isn't asked on every step.
  private(set) var failed: Set<Asked> = []
  /// Counts the reader's moves: only the last move's settling asks.
  private(set) var serial = 0

  public init() {}

  /// What `issue`'s row shows: the last answer for it, even while a newer one is asked for.
  public func summary(for reference: IssueReference) -> PullRequestSummary? {
    known[reference]?.summary
  }

  /// The rows of `rows` (the pull requests on screen) that have no answer for their
  /// `updated_at`, haven't failed, and are not all being asked already; empty when nothing
  /// needs asking.
  public func missing(_ rows: [Asked]) -> [Asked] {
    let wanted = rows.filter { row in
      known[row.reference].map { $0.updatedAt != row.updatedAt } ?? true
        && !failed.contains(row)
    }
    return wanted.allSatisfy(inFlight.contains) ? [] : wanted
  }

  /// The reader moved (or rows arrived): a newer settling replaces any before it.
  public mutating func moved() -> Int {
    serial += 1
    return serial
  }

  /// A request for `rows` went out, replacing any in flight (which is cancelled).
  public mutating func asking(_ rows: [Asked]) {
    inFlight = Set(rows)
  }

  /// The answer for `rows`: each row is known from now on, answered or not.
  public mutating func answered(
    _ rows: [Asked], with result: Result<[IssueReference: PullRequestSummary], some Error>
  ) {
    inFlight.subtract(rows)
    switch result {
    case .success(let summaries):
      for row in rows {
        known[row.reference] = Entry(updatedAt: row.updatedAt, summary: summaries[row.reference])
      }
    case .failure:
      failed.formUnion(rows)
    }
  }

  /// The list loaded again: rows that failed may be asked again, and answers for rows no
  /// longer listed are let go, so what is kept stays bounded by the list.
  public mutating func reloaded(keeping references: Set<IssueReference>) {
    failed = []
    known = known.filter { references.contains($0.key) }
  }
}
