import ErrorHandling
import IssueDomain
import TerminalUI

/// The writes as a child feature: its reducer over `WritesState`. Keys start writes (or open the
/// choice that does), screens' requests send comments and keep drafts, answers settle
/// `PendingWrites`; what only the app can do goes up as a `WritesDelegate`.
struct WritesFeature {
  let environment: AppEnvironment

  /// `c`, `x`, `X`, `L`, `A`, and the banner's `R` and `D`.
  func perform(
    _ action: WriteAction, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    switch action {
    case .retry: return retry(&state)
    case .dismiss:
      if let banner = state.pending.banner { state.pending.dismiss(banner.reference) }
      return .none
    default: break
    }
    guard let (issue, reference) = context.focused else { return .none }
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
    case .stillPending, .retry, .dismiss:
      return .none
    }
  }

  /// What a screen asked of the writes.
  func perform(_ request: WriteRequest, _ state: inout WritesState) -> WritesUpdate {
    switch request {
    case .sendComment(let repository, let number, let body):
      return sendComment(body, to: repository, number: number, &state)
    case .closedDraft(let repository, let number, let text):
      state.closedDrafts[draftKey(repository, number)] = text
      return .none
    case .changeInbox(let change, let seen):
      return changeInbox(change, seen: seen, &state)
    }
  }

  /// Starts `write`: shown at once as pending, sent once. A second write to an issue with one
  /// in flight is refused with a footer status and never sent.
  func begin(
    _ write: IssueWrite, on reference: IssueReference, _ state: inout WritesState
  ) -> WritesUpdate {
    switch state.pending.begin(write, on: reference) {
    case .failure:
      return .delegate(.status(.stillSaving(reference.number)))
    case .success(let serial):
      return WritesUpdate(effect: send(write, to: reference, serial: serial, after: nil))
    }
  }

  func send(
    _ write: IssueWrite, to reference: IssueReference, serial: Int, after previous: WriteFailure?
  ) -> Effect<WriteEvent> {
    let send = environment.send(write, to: reference, after: previous)
    return .run { context in
      let result = await send()
      context.send(.finished(reference, serial: serial, result))
    }
  }

  /// Retry from the banner: the same attempt, through the use case's `resend`, which checks
  /// before re-sending when the failure may have hidden a success.
  func retry(_ state: inout WritesState) -> WritesUpdate {
    guard let banner = state.pending.banner,
      let entry = state.pending.retry(banner.reference),
      case .resending(let previous) = entry.phase
    else { return .none }
    return WritesUpdate(
      effect: send(entry.write, to: banner.reference, serial: entry.serial, after: previous))
  }

  /// A write's answer, or a picker's page.
  func handle(
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
      case .comment(let comment, let already):
        alreadyApplied = already
        delegates.append(.news(.commentPosted(comment, on: reference)))
      }
      delegates.append(
        .status(.saved(write, number: reference.number, alreadyApplied: alreadyApplied)))
      return WritesUpdate(delegates: delegates)
    case .finished(let reference, let serial, .failure(let failure)):
      guard let entry = state.pending.entries[reference], entry.serial == serial,
        state.pending.fail(reference, serial: serial, failure)
      else { return .none }
      return .delegate(.failed(failure, entry.write, reference))
    case .inboxChanged(let change, let serial, let result):
      return inboxChanged(change, serial: serial, result, &state)
    case .labels(let serial, let storeEvent):
      guard case .labels(let picker)? = state.overlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state, context)
    case .assignees(let serial, let storeEvent):
      guard case .assignees(let picker)? = state.overlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state, context)
    }
  }

  /// The key a closed composer's text is kept under.
  func draftKey(_ repository: RepositoryName, _ number: Int) -> DraftKey {
    DraftKey(host: environment.host, repository: repository, number: number)
  }
}
