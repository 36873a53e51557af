import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The writes as a child feature: its reducer over `WritesState`. Keys start writes (or open the
/// choice that does), screens' requests send comments and keep drafts, answers settle
/// `PendingWrites`; what only the app can do goes up as a `WritesDelegate`.
public struct WritesFeature {
  public let environment: AppEnvironment

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// `c`, `x`, `X`, `L`, `A`, `M`, `+`, `e`, and the banner's `R` and `D`.
  public func perform(
    _ action: WriteAction, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    switch action {
    case .retry: return retry(&state)
    case .dismiss:
      if let banner = state.pending.banner { state.pending.dismiss(banner.reference) }
      return .none
    case .newIssue:
      guard environment.canWrite, let repository = context.repository else { return .none }
      return .delegate(.newIssue(repository))
    case .newPullRequest:
      guard environment.canWrite, let repository = context.repository else { return .none }
      return .delegate(.newPullRequest(repository))
    default: break
    }
    guard let (issue, reference) = context.focused else { return .none }
    if action == .readOnly, let repository = reference.repository {
      return .delegate(.status(.cannotChangeIn(repository)))
    }
    if state.pending.isPending(reference) || action == .stillPending {
      return .delegate(.status(.stillSaving(reference.number)))
    }
    switch action {
    case .comment:
      guard environment.canWrite, let repository = reference.repository else { return .none }
      return .delegate(.compose(repository, number: reference.number, refused: nil))
    case .close:
      guard issue.state == .open else { return .none }
      state.overlay = .closeReason(CloseReasonChoice(issue: issue, reference: reference))
      return .none
    case .reopen:
      guard issue.state == .closed else { return .none }
      return begin(.change(.reopen), on: reference, &state)
    case .editLabels:
      return openPicker(Label.self, for: issue, reference: reference, &state, context)
    case .editAssignees:
      return openPicker(User.self, for: issue, reference: reference, &state, context)
    case .editMilestone:
      return openPicker(MilestoneChoice.self, for: issue, reference: reference, &state, context)
    case .react:
      guard environment.canWrite else { return .none }
      return openReactions(
        for: issue, comment: context.comment, reference: reference, &state)
    case .editComment, .deleteComment:
      return changeOwnComment(action, on: reference, &state, context)
    case .editIssue:
      guard environment.canWrite else { return .none }
      // A body cut short on its way in would be saved cut short: not offered.
      guard !issue.isBodyTruncated else { return .delegate(.status(.cannotEditTruncated)) }
      return .delegate(.edit(reference, original: IssueText(issue), reopened: nil))
    case .stillPending, .retry, .dismiss, .readOnly, .newIssue, .newPullRequest:
      return .none
    }
  }

  /// What a screen asked of the writes.
  public func perform(
    _ request: WriteRequest, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    switch request {
    case .sendComment(let repository, let number, let body):
      return sendComment(body, to: repository, number: number, &state)
    case .closedDraft(let repository, let number, let text):
      return closed(on: text, at: draftKey(repository, number), &state)
    case .closedFormDraft(let key, let text):
      return closed(on: text, at: key, &state)
    case .editIssue(let reference, let change):
      return begin(.change(change), on: reference, &state)
    case .chooseForForm(let pick, let chosen, let repository):
      let reference = IssueReference(repository: repository, number: chosen.number)
      switch pick {
      case .labels:
        return openPicker(
          Label.self, for: chosen, reference: reference, forForm: true, &state, context)
      case .assignees:
        return openPicker(
          User.self, for: chosen, reference: reference, forForm: true, &state, context)
      case .reviewers:
        return openPicker(
          User.self, for: chosen, reference: reference, forForm: true,
          title: .formReviewersTitle, &state, context)
      case .milestone:
        return openPicker(
          MilestoneChoice.self, for: chosen, reference: reference, forForm: true, &state, context)
      }
    case .changeComment(let reference, let change):
      return begin(.commentChange(change), on: reference, &state)
    case .closedCommentDraft(let reference, let id, let text):
      guard let repository = reference.repository else { return .none }
      var key = draftKey(repository, reference.number)
      key.comment = id
      return closed(on: text, at: key, &state)
    case .learnAccount:
      return learnAccount(&state)
    case .draftMaybeSent(let repository, let number, let body, let since):
      return lookForDraft(body, to: repository, number: number, since: since, &state)
    }
  }

  /// Starts `write`: shown at once as pending, sent once. A second write to an issue with one
  /// in flight is refused with a footer status and never sent.
  public func begin(
    _ write: IssueWrite, on reference: IssueReference, _ state: inout WritesState
  ) -> WritesUpdate {
    switch state.pending.begin(write, on: reference) {
    case .failure:
      return .delegate(.status(.stillSaving(reference.number)))
    case .success(let serial):
      return WritesUpdate(effect: send(write, to: reference, serial: serial, after: nil))
    }
  }

  public func send(
    _ write: IssueWrite, to reference: IssueReference, serial: Int, after previous: WriteFailure?
  ) -> Effect<WriteEvent> {
    let send = environment.send(write, to: reference, after: previous)
    return .run { context in
      let result = await send()
      context.send(.finished(reference, serial: serial, result))
    }
  }

  /// Asks the server whether `write` was made, after its attempt failed in a way that may have
  /// made it; the answer comes back tagged `serial`.
  public func check(
    _ write: IssueWrite, on reference: IssueReference, serial: Int
  ) -> Effect<WriteEvent> {
    let check = environment.check(write, on: reference)
    return .run { context in
      let result = await check()
      context.send(.checked(reference, serial: serial, result))
    }
  }

  /// Rate limits' waits: a second passed. The writes whose wait is over are re-sent, each an
  /// automatic retry `PendingWrites.wait` allowed, through `resend`, which looks first.
  public func countDown(_ state: inout WritesState) -> WritesUpdate {
    let due = state.pending.countDown(by: .seconds(1))
    var effects: [Effect<WriteEvent>] = []
    for (reference, entry) in due {
      guard case .resending(let previous) = entry.phase else { continue }
      effects.append(send(entry.write, to: reference, serial: entry.serial, after: previous))
    }
    return WritesUpdate(effect: .merge(effects))
  }

  /// Retry from the banner: the same attempt, through the use case's `resend`, which checks
  /// before re-sending when the failure may have hidden a success.
  public func retry(_ state: inout WritesState) -> WritesUpdate {
    guard let banner = state.pending.banner,
      let entry = state.pending.retry(banner.reference)
    else { return .none }
    return WritesUpdate(effect: send(entry, to: banner.reference))
  }

  /// Sends an entry `retry` (or `resendUncertain`) made pending again, after the failure it
  /// had: `resend` looks first when that failure calls for it.
  public func send(_ entry: PendingWrites.Entry, to reference: IssueReference) -> Effect<WriteEvent>
  {
    guard case .resending(let previous) = entry.phase else { return .none }
    return send(entry.write, to: reference, serial: entry.serial, after: previous)
  }

  /// A write's answer, or a picker's page.
  public func handle(
    _ event: WriteEvent, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    switch event {
    case .finished(let reference, let serial, .success(let answer)):
      guard let write = state.pending.entries[reference]?.write,
        state.pending.succeed(reference, serial: serial, answer: answer.issue)
      else { return .none }
      var delegates: [WritesDelegate] = []
      let alreadyApplied: Bool
      switch answer {
      case .issue(_, let already):
        alreadyApplied = already
      case .reaction(let issue, let already):
        alreadyApplied = already
        if let issue { delegates.append(.news(.issueRead(issue, on: reference))) }
      case .comment(let comment, let already):
        alreadyApplied = already
        state.pending.rememberPosted(comment, on: reference)
        delegates.append(.news(.commentPosted(comment, on: reference)))
      case .commentChanged(let comment, let issue, let already):
        alreadyApplied = already
        if let issue { delegates.append(.news(.issueRead(issue, on: reference))) }
        if case .commentChange(let change) = write {
          delegates.append(.news(.commentChanged(change, comment, on: reference)))
        }
      }
      delegates.append(
        .status(.saved(write, number: reference.number, alreadyApplied: alreadyApplied)))
      return WritesUpdate(delegates: delegates)
    case .finished(let reference, let serial, .failure(let failure)):
      guard let entry = state.pending.entries[reference], entry.serial == serial else {
        return .none
      }
      if let asked = failure.rateLimitWait {
        // The change stays shown while the wait counts down (or, the run's retries used up,
        // waits in the banner); either way the alert says so.
        guard state.pending.isPending(reference) else { return .none }
        state.pending.wait(reference, serial: serial, failure, asked: asked)
        return .delegate(.failed(failure, entry.write, reference))
      }
      if failure.mayHaveBeenApplied,
        let checking = state.pending.check(reference, serial: serial, failure)
      {
        // Nothing is said to have failed before the server is asked: the banner row says
        // "may not have been saved — checking" meanwhile.
        return WritesUpdate(effect: check(entry.write, on: reference, serial: checking))
      }
      guard state.pending.fail(reference, serial: serial, failure) else { return .none }
      if case .forbidden = failure.error, let repository = reference.repository {
        // The server said this account can't change issues here: the write keys say so now.
        state.pending.markReadOnly(repository)
      }
      return .delegate(.failed(failure, entry.write, reference))
    case .checked(let reference, let serial, let result)
    where state.pending.uncertainComments[reference]?.serial == serial:
      return draftChecked(reference, result, &state)
    case .checked(let reference, let serial, .success(.applied(let answer))):
      return handle(.finished(reference, serial: serial, .success(answer)), &state, context)
    case .checked(let reference, let serial, .success(.notApplied(let current))):
      guard let entry = state.pending.entries[reference],
        case .checking(let failure) = entry.phase,
        state.pending.checkedNotApplied(reference, serial: serial, current: current?.issue)
      else { return .none }
      return .delegate(.failed(failure, entry.write, reference))
    case .checked(let reference, let serial, .failure):
      // The look failed too: the outcome is still unknown, and the banner says so ("may not
      // have been saved"); its Retry looks again before sending.
      guard let entry = state.pending.entries[reference], entry.serial == serial,
        case .checking(let failure) = entry.phase,
        state.pending.fail(reference, serial: serial, failure)
      else { return .none }
      return .delegate(.failed(failure, entry.write, reference))
    case .labels(let serial, let storeEvent):
      guard case .labels(let picker)? = state.overlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state, context)
    case .assignees(let serial, let storeEvent):
      guard case .assignees(let picker)? = state.overlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state, context)
    case .milestones(let serial, let storeEvent):
      guard case .milestone(let picker)? = state.overlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state, context)
    case .myReactions(let serial, let result):
      guard case .reactions(var choice)? = state.overlay, choice.serial == serial else {
        return .none
      }
      switch result {
      case .success(let mine):
        if case .choose(let toggle) = choice.reactionsArrived(mine) {
          return chose(toggle, in: choice, &state)
        }
      case .failure(let error): choice.failure = error.message(in: environment.language) ?? ""
      }
      state.overlay = .reactions(choice)
      return .none
    case .account(.success(let login)):
      state.pending.learnAccount(login)
      return .none
    case .account(.failure):
      // Nothing to say: the comment keys stay unoffered, and the next focus asks again.
      state.askedAccount = false
      return .none
    case .draftNotSaved(let key, let error):
      // The text is still held (`closedDrafts`): the form's key offers it, and the program's
      // end tries to save it again.
      guard state.closedDrafts[key] != nil else { return .none }
      state.unsavedDrafts.insert(key)
      return .delegate(.status(.draftNotSaved(error, key: LocalizedText.draftKey(key))))
    }
  }

  /// A form closed on `text`: held until the program ends, and saved as the draft at `key`
  /// (deleted when there is no text) off the loop. Closing on a text says it was kept, and a
  /// save that fails says so after.
  public func closed(on text: String?, at key: DraftKey, _ state: inout WritesState) -> WritesUpdate
  {
    let kept = text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    state.closedDrafts[key] = text
    state.unsavedDrafts.remove(key)
    let draft = kept.map { marked($0, for: key, state, unsent: nil) }
    var update = WritesUpdate(effect: save(draft, at: key))
    if kept != nil {
      update.delegates.append(.status(.draftKept(key: LocalizedText.draftKey(key))))
    }
    return update
  }

  /// Saves `draft` at `key` (deletes it when `nil`); a save that fails comes back as
  /// `draftNotSaved`, a delete that fails is logged.
  private func save(_ draft: CommentDraft?, at key: DraftKey) -> Effect<WriteEvent> {
    guard let drafts = environment.drafts else { return .none }
    let logger = environment.logger
    return .run { context in
      do throws(DraftError) {
        if let draft {
          try drafts.save(draft, for: key)
        } else {
          try drafts.delete(key)
        }
      } catch {
        logger.log(AppError.unknown(error), underlying: error)
        if draft != nil { context.send(.draftNotSaved(key, error)) }
      }
    }
  }

  /// The key a closed composer's text is kept under.
  public func draftKey(_ repository: RepositoryName, _ number: Int) -> DraftKey {
    DraftKey(host: environment.host, repository: repository, number: number)
  }
}
