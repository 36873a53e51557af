import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import SystemSupport

/// The writes in flight, one per issue, and the server's answers to the ones that succeeded:
/// what every screen draws an issue through (`shown`).
///
/// Optimism is a projection, not a copy: a screen keeps the server's value it loaded, and what
/// it draws is the pending change applied to the newer of that value and the last write's
/// answer. So a rollback is removing the entry (exact by construction, whatever refreshes
/// happened meanwhile), a success makes the answer the value, and a refresh during a pending
/// write changes the base under the change without dropping or repeating it. Every transition
/// is a pure function of the state and its arguments (DECISIONS.md, "Writes in the app").
public struct PendingWrites: Equatable, Sendable {
  /// One write and where it is.
  public struct Entry: Equatable, Sendable {
    public var write: IssueWrite
    /// Tags the attempt's answer: an answer with another serial is stale and dropped.
    public var serial: Int
    public var phase: Phase
    /// Re-sends made by themselves (after a rate limit's wait) since the user last asked:
    /// `AutomaticRetry` turns it into the next wait, or into none.
    public var automaticRetries = 0
    /// An attempt failed in a way that may have made the change, and no look has found it
    /// missing since: whatever later attempts say, the server may hold it.
    public var mayBeStored = false

    /// The failure a later send must follow: one that looks first while the change may be
    /// stored, whatever the last attempt's own failure was.
    public var failureToFollow: WriteFailure? {
      let failure: WriteFailure
      switch phase {
      case .failed(let failed), .waiting(let failed, _), .resending(let failed),
        .checking(let failed):
        failure = failed
      case .sending:
        return nil
      }
      return mayBeStored && !failure.looksBeforeResending ? .outcomeUnknown : failure
    }

    /// Whether the server may hold the change without an answer having said so.
    public var mayHaveReachedServer: Bool {
      switch phase {
      case .sending, .resending, .checking: true
      case .waiting(let failure, _), .failed(let failure):
        mayBeStored || failure.mayHaveBeenApplied
      }
    }
  }

  /// A write is sent (or re-sent after Retry), is being checked or waits out a rate limit
  /// (still shown, as pending), or has failed and waits in the banner for Retry.
  public enum Phase: Equatable, Sendable {
    case sending
    /// Retry: the use case's `resend`, which checks before sending when it must.
    case resending(after: WriteFailure)
    /// The attempt failed in a way that may have made the change (a timeout, an answer that
    /// couldn't be read): the server is asked whether it holds it before anything is said.
    case checking(after: WriteFailure)
    /// A rate limit: the change stays shown while the wait counts down; at zero it is checked
    /// and re-sent once.
    case waiting(after: WriteFailure, remaining: Duration)
    /// Rolled back; kept only so the banner's Retry can re-send the same attempt.
    case failed(WriteFailure)
  }

  /// Why `begin` refused.
  public enum Refusal: Error, Equatable, Sendable {
    /// A write to this issue is still in flight: a second key press is never sent.
    case pending(IssueReference)
  }

  public private(set) var entries: [IssueReference: Entry] = [:]
  /// The server's answer to the last successful write of each issue, newest last.
  public private(set) var answers: [IssueReference: Issue] = [:]
  /// Per issue, a comment that failed in a way that may have stored it and then left the
  /// banner without Retry (dismissed, or replaced by another write). Its draft is still on
  /// disk, and sending that same text again must look for the stored one first
  /// (`resendUncertain`), or a timeout that in fact succeeded would post it twice.
  public private(set) var uncertainComments: [IssueReference: Entry] = [:]
  /// Repositories whose writes the server refused (403): their write keys only say so.
  public private(set) var readOnly: Set<RepositoryName> = []
  /// The login writes are made as, once the server said (`GET /user`): a comment whose author
  /// it is offers `e` and `D`. Unknown until a comment is first focused.
  public private(set) var account: String?
  /// When the comments posted here were stored, per issue: an issue loaded before one of them
  /// (a list loaded earlier) is shown counting it, as the server now does.
  public private(set) var posted: [IssueReference: [Date]] = [:]
  /// How many posted comments are remembered per issue: far more than a session posts.
  public static let postedLimit = 32
  private var answerOrder: [IssueReference] = []
  private var serials = 0
  /// How many answers are kept: enough for every issue a session touches, bounded.
  public static let answerLimit = 256

  public init() {}

  // MARK: - Transitions

  /// Starts `write` on `reference`, unless a write to it is in flight. A failed write waiting
  /// in the banner is replaced: the user chose to do something else.
  public mutating func begin(
    _ write: IssueWrite, on reference: IssueReference
  ) -> Result<Int, Refusal> {
    if isPending(reference) { return .failure(.pending(reference)) }
    keepIfUncertain(reference)
    serials += 1
    entries[reference] = Entry(write: write, serial: serials, phase: .sending)
    return .success(serials)
  }

  /// The attempt `serial` succeeded: the entry goes, and the server's issue (when the write
  /// returns one) becomes the value shown. A stale serial changes nothing.
  @discardableResult
  public mutating func succeed(
    _ reference: IssueReference, serial: Int, answer: Issue?
  ) -> Bool {
    guard entries[reference]?.serial == serial, isPending(reference) else { return false }
    entries[reference] = nil
    if let answer { remember(answer, for: reference) }
    return true
  }

  /// The attempt `serial` failed: the change is rolled back (no longer shown). A failure
  /// Retry can help is kept for the banner; any other is forgotten. Returns whether the
  /// failure was this attempt's.
  @discardableResult
  public mutating func fail(
    _ reference: IssueReference, serial: Int, _ failure: WriteFailure
  ) -> Bool {
    guard entries[reference]?.serial == serial, isPending(reference) else { return false }
    if failure.offersRetry {
      entries[reference]?.phase = .failed(failure)
    } else {
      entries[reference] = nil
    }
    return true
  }

  /// The attempt `serial` failed in a way that may have made the change: it stays shown, as
  /// pending, while the server is asked. Returns the serial the check's answer must carry, or
  /// nil for a stale attempt.
  public mutating func check(
    _ reference: IssueReference, serial: Int, _ failure: WriteFailure
  ) -> Int? {
    guard entries[reference]?.serial == serial, isPending(reference) else { return nil }
    serials += 1
    entries[reference]?.serial = serials
    entries[reference]?.phase = .checking(after: failure)
    entries[reference]?.mayBeStored = true
    return serials
  }

  /// The check of attempt `serial` found the change not made: it is rolled back, certainly
  /// not saved, and waits in the banner for Retry. `current` is the issue as the server holds
  /// it, shown from now on.
  @discardableResult
  public mutating func checkedNotApplied(
    _ reference: IssueReference, serial: Int, current: Issue?
  ) -> Bool {
    guard let entry = entries[reference], entry.serial == serial,
      case .checking(let failure) = entry.phase
    else { return false }
    entries[reference]?.phase = .failed(failure.checkedNotApplied())
    entries[reference]?.mayBeStored = false
    if let current { remember(current, for: reference) }
    return true
  }

  /// The attempt `serial` hit a rate limit: the change stays shown while the wait
  /// `AutomaticRetry` gives for this write's run counts down, or, once the run has used its
  /// retries, it is rolled back and waits in the banner for the user's Retry. Returns the wait,
  /// or nil when there is none (or the attempt is stale).
  @discardableResult
  public mutating func wait(
    _ reference: IssueReference, serial: Int, _ failure: WriteFailure, asked: Duration
  ) -> Duration? {
    guard let entry = entries[reference], entry.serial == serial, isPending(reference) else {
      return nil
    }
    guard let wait = AutomaticRetry.wait(before: entry.automaticRetries, asked: asked) else {
      entries[reference]?.phase = .failed(failure)
      return nil
    }
    entries[reference]?.phase = .waiting(after: failure, remaining: wait)
    return wait
  }

  /// Whether a rate limit's wait is counting down for some write.
  public var isWaiting: Bool {
    entries.values.contains { if case .waiting = $0.phase { true } else { false } }
  }

  /// A second (or `elapsed`) of every write's wait passed. The writes whose wait is over are
  /// re-sent, as an automatic retry of their run: returned, each with its new serial, to be
  /// sent through `resend` (which looks first).
  public mutating func countDown(by elapsed: Duration) -> [(IssueReference, Entry)] {
    var due: [(IssueReference, Entry)] = []
    for reference in entries.sorted(by: { $0.value.serial < $1.value.serial }).map(\.key) {
      guard var entry = entries[reference],
        case .waiting(let failure, let remaining) = entry.phase
      else { continue }
      let left = remaining - elapsed
      if left > .zero {
        entry.phase = .waiting(after: failure, remaining: left)
      } else {
        serials += 1
        entry.serial = serials
        entry.automaticRetries += 1
        entry.phase = .resending(after: entry.failureToFollow ?? failure)
        due.append((reference, entry))
      }
      entries[reference] = entry
    }
    return due
  }

  /// Retry from the banner: the failed (or waiting) write is pending again, to be re-sent
  /// after the failure it had, now. The user's Retry starts a new run of automatic ones.
  /// Returns the entry to re-send, or nil when there is nothing to retry.
  public mutating func retry(_ reference: IssueReference) -> Entry? {
    guard var entry = entries[reference] else { return nil }
    switch entry.phase {
    case .failed(let failure), .waiting(let failure, _):
      serials += 1
      entry.serial = serials
      entry.automaticRetries = 0
      entry.phase = .resending(after: entry.failureToFollow ?? failure)
      entries[reference] = entry
      return entry
    case .sending, .resending, .checking:
      return nil
    }
  }

  /// Dismisses the banner's failed (or waiting) write: nothing more is sent.
  public mutating func dismiss(_ reference: IssueReference) {
    switch entries[reference]?.phase {
    case .failed?, .waiting?:
      keepIfUncertain(reference)
      entries[reference] = nil
    case .sending?, .resending?, .checking?, nil:
      return
    }
  }

  /// Sends the issue's uncertain comment again, as Retry would: pending, to be re-sent after
  /// the failure it had (so the use case checks first). Nil when there is none or a write to
  /// the issue is in flight.
  public mutating func resendUncertain(_ reference: IssueReference) -> Entry? {
    guard !isPending(reference), var entry = uncertainComments[reference],
      case .failed(let failure) = entry.phase
    else { return nil }
    uncertainComments[reference] = nil
    serials += 1
    entry.serial = serials
    entry.phase = .resending(after: failure)
    entries[reference] = entry
    return entry
  }

  // MARK: - Reading

  /// Whether no write is in flight or answered: every issue is shown as loaded.
  public var isEmpty: Bool { entries.isEmpty && answers.isEmpty && posted.isEmpty }

  /// Whether a write to `reference` is in flight (sent or re-sent, no answer yet).
  public func isPending(_ reference: IssueReference) -> Bool {
    switch entries[reference]?.phase {
    case .sending?, .resending?, .checking?, .waiting?: true
    case .failed?, nil: false
    }
  }

  /// The parts of the issue with a write in flight, for the pending marks.
  public func pendingKinds(_ reference: IssueReference) -> Set<IssueWrite.Kind> {
    guard isPending(reference), let entry = entries[reference] else { return [] }
    return entry.write.kinds
  }

  /// The failed write the banner shows, if any, with its `R` and `D`: the latest to fail, or
  /// to wait out a rate limit. Retrying or dismissing it shows the one before, so no failed
  /// change is left where no key reaches it.
  public var banner: (reference: IssueReference, entry: Entry, failure: WriteFailure)? {
    latest { phase in
      switch phase {
      case .failed(let failure), .waiting(let failure, _): failure
      case .sending, .resending, .checking: nil
      }
    }
  }

  /// What the banner row says: the banner's write, or else a write being checked (which has
  /// no keys: the check is already under way).
  public var notice: (reference: IssueReference, entry: Entry, failure: WriteFailure)? {
    banner
      ?? latest { phase in
        if case .checking(let failure) = phase { return failure }
        return nil
      }
  }

  private func latest(
    _ failure: (Phase) -> WriteFailure?
  ) -> (reference: IssueReference, entry: Entry, failure: WriteFailure)? {
    var latest: (reference: IssueReference, entry: Entry, failure: WriteFailure)?
    for (reference, entry) in entries {
      guard let failed = failure(entry.phase) else { continue }
      if latest.map({ entry.serial > $0.entry.serial }) ?? true {
        latest = (reference, entry, failed)
      }
    }
    return latest
  }

  /// What a screen draws for `issue` (the server value it loaded): the newer of it and the
  /// last write's answer, with the write in flight applied. `repository` names the issue when
  /// the value doesn't (a repository's own list).
  public func shown(_ issue: Issue, in repository: RepositoryName? = nil) -> Issue {
    let reference = Self.reference(issue, in: repository)
    guard let reference, !isEmpty else { return issue }
    var base = issue
    if let answer = answers[reference], !Self.isNewer(issue, than: answer) {
      base = answer
      base.repository = issue.repository
    }
    if let dates = posted[reference] {
      // Only the comments stored after the value was read are missing from its count.
      let loaded = base.updatedAt ?? .distantPast
      let missing = dates.count { $0 > loaded }
      if missing > 0 { base.commentCount = (base.commentCount ?? 0) + missing }
    }
    guard isPending(reference), let entry = entries[reference] else { return base }
    return entry.write.applied(to: base)
  }

  /// The server refused a write to `repository` (403): the account can't change its issues.
  public mutating func markReadOnly(_ repository: RepositoryName) {
    guard readOnly.count < Self.answerLimit else { return }
    readOnly.insert(repository)
  }

  /// The server said writes are made as `login`.
  public mutating func learnAccount(_ login: String) {
    account = login
  }

  /// Whether `comment` is the account's own, by login, case aside; false while the account
  /// isn't known.
  public func isOwn(_ comment: Comment) -> Bool {
    guard let account else { return false }
    return comment.author.login.lowercased() == account.lowercased()
  }

  /// The change in flight to one of `reference`'s comments, if any.
  public func commentChange(on reference: IssueReference) -> CommentChange? {
    guard isPending(reference), case .commentChange(let change)? = entries[reference]?.write
    else { return nil }
    return change
  }

  /// `entries` (a page's conversation) as drawn: the comment change in flight applied (a
  /// deleted comment left out). Without one, the same entries.
  public func shown(_ entries: [TimelineEntry], on reference: IssueReference?) -> [TimelineEntry] {
    guard let reference, let change = commentChange(on: reference) else { return entries }
    return entries.compactMap { entry in
      guard case .comment(let comment) = entry, comment.id == change.commentID else {
        return entry
      }
      return change.applied(to: comment).map(TimelineEntry.comment)
    }
  }

  /// Whether the server said the account can't change `repository`'s issues.
  public func isReadOnly(_ repository: RepositoryName?) -> Bool {
    repository.map(readOnly.contains) ?? false
  }

  /// `comment` was stored on `reference`: every screen's count of its comments includes it.
  public mutating func rememberPosted(_ comment: Comment, on reference: IssueReference) {
    var dates = posted[reference, default: []]
    dates.append(comment.createdAt)
    posted[reference] = Array(dates.suffix(Self.postedLimit))
    if posted.count > Self.answerLimit,
      let oldest = posted.min(by: {
        ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast)
      })?.key
    {
      posted[oldest] = nil
    }
  }

  /// The identity a write to `issue` is filed under: its repository and number.
  public static func reference(
    _ issue: Issue, in repository: RepositoryName?
  ) -> IssueReference? {
    guard let name = issue.repository ?? repository else { return nil }
    return IssueReference(repository: name, number: issue.number)
  }

  // MARK: - Private

  /// A failed comment that may have been stored, leaving without Retry, is remembered, to be
  /// looked for before it is sent again.
  private mutating func keepIfUncertain(_ reference: IssueReference) {
    guard var entry = entries[reference], case .comment = entry.write,
      entry.mayHaveReachedServer, let failure = entry.failureToFollow
    else { return }
    entry.phase = .failed(failure.looksBeforeResending ? failure : .outcomeUnknown)
    rememberUncertain(entry, for: reference)
  }

  /// A comment from an earlier run whose send may have reached the server (its draft says
  /// so): sending that same text again looks for the stored one first, as for a comment that
  /// failed here (`resendUncertain`). Nothing changes while a write to the issue is in flight.
  public mutating func rememberUncertain(_ attempt: CommentAttempt) {
    let reference = IssueReference(repository: attempt.repository, number: attempt.number)
    guard entries[reference] == nil else { return }
    serials += 1
    rememberUncertain(
      Entry(write: .comment(attempt), serial: serials, phase: .failed(.outcomeUnknown)),
      for: reference)
  }

  /// A look settled whether the issue's uncertain comment was stored: nothing is left to look
  /// for.
  public mutating func forgetUncertain(_ reference: IssueReference) {
    uncertainComments[reference] = nil
  }

  private mutating func rememberUncertain(_ entry: Entry, for reference: IssueReference) {
    if uncertainComments[reference] == nil, uncertainComments.count >= Self.answerLimit,
      let oldest = uncertainComments.min(by: { $0.value.serial < $1.value.serial })?.key
    {
      uncertainComments[oldest] = nil
    }
    uncertainComments[reference] = entry
  }

  private mutating func remember(_ answer: Issue, for reference: IssueReference) {
    answerOrder.removeAll { $0 == reference }
    answerOrder.append(reference)
    answers[reference] = answer
    while answerOrder.count > Self.answerLimit {
      answers[answerOrder.removeFirst()] = nil
    }
  }

  /// Whether a loaded `value` is at least as new as `answer` by the server's `updated_at`:
  /// then it replaces a write's answer. An older one doesn't (a refresh sent before the write
  /// may land after it, carrying the old value); one as new does, since the server's latest
  /// read is its value. Without both times nothing orders them, and the answer stays until a
  /// refresh (`refreshed`).
  public static func isNewer(_ value: Issue, than answer: Issue) -> Bool {
    guard let loaded = value.updatedAt, let answered = answer.updatedAt else { return false }
    return loaded >= answered
  }

  /// The user asked for the server's values again, at `now`: an answer nothing can order
  /// against them is let go, so the refreshed values are shown, whatever a write once answered.
  /// That is one with no `updated_at`, or one dated later than `now` allows (beyond
  /// `futureSkew`), which no refresh could ever be as new as.
  public mutating func refreshed(now: Date) {
    let latest = now.addingTimeInterval(Self.futureSkew)
    for (reference, answer) in answers where !isPending(reference) {
      guard answer.updatedAt.map({ $0 > latest }) ?? true else { continue }
      answers[reference] = nil
      answerOrder.removeAll { $0 == reference }
    }
  }

  /// How far a server's clock may run ahead of ours before its dates are not believed.
  public static let futureSkew: TimeInterval = 300
}
