import ErrorHandling
import IssueDomain
import TerminalUI

/// The writes in the app: the keys start them (or open the choice that does), their
/// answers settle `PendingWrites`, and failures go through the responder chain with the write's
/// own link first (`WriteErrorResponder`).
extension TriageProgram {
  /// The issue the top screen's write keys act on, with its repository filled in.
  func focusedIssue(_ state: AppState) -> (issue: Issue, reference: IssueReference)? {
    guard let issue = state.top.screen.focusedIssue,
      let reference = PendingWrites.reference(issue, in: nil)
    else { return nil }
    return (state.writes.shown(issue), reference)
  }

  /// `c`, `x`, `X`, `L`, `A`, and the banner's `R` and `D`.
  func performWrite(_ action: WriteAction, _ state: inout AppState) -> Effect<AppAction> {
    switch action {
    case .retry: return retryWrite(&state)
    case .dismiss:
      if let banner = state.writes.banner { state.writes.dismiss(banner.reference) }
      return .none
    case .comment: return composeOnFocusedIssue(&state)
    default: break
    }
    guard let (issue, reference) = focusedIssue(state) else { return .none }
    if state.writes.isPending(reference) || action == .stillPending {
      return showStatus(theme.words(.stillSaving(reference.number)), &state)
    }
    switch action {
    case .close:
      guard issue.state == .open else { return .none }
      state.writeOverlay = .closeReason(CloseReasonChoice(issue: issue, reference: reference))
      return .none
    case .reopen:
      guard issue.state == .closed else { return .none }
      return begin(.change(.reopen), on: reference, &state)
    case .editLabels:
      return openPicker(Label.self, for: issue, reference: reference, &state)
    case .editAssignees:
      return openPicker(User.self, for: issue, reference: reference, &state)
    case .comment, .stillPending, .retry, .dismiss:
      return .none
    }
  }

  /// What a screen asked of the writes.
  func performWrite(_ request: WriteRequest, _ state: inout AppState) -> Effect<AppAction> {
    switch request {
    case .sendComment(let repository, let number, let body):
      sendComment(body, to: repository, number: number, &state)
    case .closedDraft(let repository, let number, let text):
      closedDraft(text, on: repository, number: number, &state)
    }
  }

  /// Starts `write`: shown at once as pending, sent once. A second write to an issue with one
  /// in flight is refused with a footer status and never sent.
  func begin(
    _ write: IssueWrite, on reference: IssueReference, _ state: inout AppState
  ) -> Effect<AppAction> {
    switch state.writes.begin(write, on: reference) {
    case .failure:
      return showStatus(theme.words(.stillSaving(reference.number)), &state)
    case .success(let serial):
      return sendEffect(write, to: reference, serial: serial, after: nil)
    }
  }

  func sendEffect(
    _ write: IssueWrite, to reference: IssueReference, serial: Int, after previous: WriteFailure?
  ) -> Effect<AppAction> {
    let send = environment.send(write, to: reference, after: previous)
    return .run { context in
      let result = await send()
      context.send(.write(.finished(reference, serial: serial, result)))
    }
  }

  /// Retry from the banner: the same attempt, through the use case's `resend`, which checks
  /// before re-sending when the failure may have hidden a success.
  func retryWrite(_ state: inout AppState) -> Effect<AppAction> {
    guard let banner = state.writes.banner,
      let entry = state.writes.retry(banner.reference),
      case .resending(let previous) = entry.phase
    else { return .none }
    return sendEffect(entry.write, to: banner.reference, serial: entry.serial, after: previous)
  }

  func handleWrite(_ event: WriteEvent, _ state: inout AppState) -> Effect<AppAction> {
    switch event {
    case .finished(let reference, let serial, .success(let answer)):
      guard let write = state.writes.entries[reference]?.write,
        state.writes.succeed(reference, serial: serial, answer: answer.issue)
      else { return .none }
      let posted: Effect<AppAction> =
        if case .comment(let comment, _) = answer {
          commentPosted(comment, on: reference, &state)
        } else {
          .none
        }
      let alreadyApplied =
        switch answer {
        case .issue(_, let already), .comment(_, let already): already
        }
      return .merge(
        posted,
        showStatus(
          theme.words(.saved(write, number: reference.number, alreadyApplied: alreadyApplied)),
          &state))
    case .finished(let reference, let serial, .failure(let failure)):
      guard let entry = state.writes.entries[reference], entry.serial == serial,
        state.writes.fail(reference, serial: serial, failure)
      else { return .none }
      return raiseWriteFailure(failure, of: entry.write, on: reference, &state)
    case .labels(let serial, let storeEvent):
      guard case .labels(let picker)? = state.writeOverlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state)
    case .assignees(let serial, let storeEvent):
      guard case .assignees(let picker)? = state.writeOverlay else { return .none }
      return handlePage(storeEvent, serial: serial, of: picker, &state)
    }
  }

  /// A page (or failure) for the picker on screen; one for a picker since closed is dropped.
  private func handlePage<Item: IssuePickable>(
    _ event: PagingListStore<Item, PageCursor, AppError>.Event, serial: Int,
    of picker: IssuePicker<Item>, _ state: inout AppState
  ) -> Effect<AppAction> {
    guard picker.serial == serial else { return .none }
    var picker = picker
    let effect = picker.state.handle(event, height: pickerHeight(state))
    state.writeOverlay = Item.overlay(picker)
    return effect.map { .write(Item.event(serial: serial, $0)) }
  }

  /// The chain for a write's failure: the write's link first (422 inline in the picker, 403 as
  /// the "can't change issues" alert, failures Retry may help as the banner), then the top
  /// screen's, then the app's table (404/410 and the rest as everywhere).
  private func raiseWriteFailure(
    _ failure: WriteFailure, of write: IssueWrite, on reference: IssueReference,
    _ state: inout AppState
  ) -> Effect<AppAction> {
    let id = state.top.id
    let context = ErrorContext(
      canGoBack: state.navigation.canPop(id), language: environment.language)
    let responder = WriteErrorResponder(write: write, offersRetry: failure.offersRetry)
    let chain = ResponderChain(screen: responder, container: state.top.screen.errorResponder)
    switch chain.display(for: failure.error, context: context) {
    case .alert(let alert):
      let before = state.alerts.current
      state.alerts.enqueue(alert, from: id)
      return syncCountdown(since: before, &state)
    case .inline(let message):
      return reopenPicker(after: write, on: reference, message: message, &state)
    case .signOut(let message):
      return signOut(message: message, &state)
    case .banner, .none:
      // The banner is drawn from `PendingWrites.banner`, which `fail` kept.
      return .none
    }
  }

  /// A 422 on a picker's change: the picker again, with the user's choice and GitHub's words.
  private func reopenPicker(
    after write: IssueWrite, on reference: IssueReference, message: String,
    _ state: inout AppState
  ) -> Effect<AppAction> {
    if case .comment(let attempt) = write {
      return reopenComposer(attempt, message: message, &state)
    }
    guard case .change(let change) = write, state.writeOverlay == nil,
      let issue = state.top.screen.focusedIssue.map({ state.writes.shown($0) }),
      PendingWrites.reference(issue, in: nil) == reference
    else {
      return showStatus(message, &state)
    }
    if let labels = change.labels {
      return openPicker(
        Label.self, for: issue, reference: reference, chosen: Set(labels), message: message,
        &state)
    }
    if let assignees = change.assignees {
      return openPicker(
        User.self, for: issue, reference: reference, chosen: Set(assignees), message: message,
        &state)
    }
    return showStatus(message, &state)
  }

  func pickerHeight(_ state: AppState) -> Int {
    PickerView<Label, PageCursor, AppError>.listHeight(in: state.size)
  }

  /// Opens the labels or assignees picker on `issue`, ticked with `chosen` (the issue's own
  /// set unless a refused choice is being offered again).
  private func openPicker<Item: IssuePickable>(
    _ kind: Item.Type, for issue: Issue, reference: IssueReference,
    chosen: Set<String>? = nil, message: String? = nil, _ state: inout AppState
  ) -> Effect<AppAction> {
    guard let repository = reference.repository else { return .none }
    state.overlaySerial += 1
    let serial = state.overlaySerial
    let store = PagingListStore(
      name: "picker.\(Item.pickerName).\(serial)",
      fetcher: Item.fetcher(environment, in: repository), describe: environment.describe)
    var picker = PickerState(store: store, chosen: chosen ?? Set(Item.chosen(on: issue)))
    let effect = picker.start(height: pickerHeight(state))
    state.writeOverlay = Item.overlay(
      IssuePicker(
        issue: issue, reference: reference, serial: serial, state: picker, message: message))
    return effect.map { .write(Item.event(serial: serial, $0)) }
  }

  /// Keys while the close-reason choice or a picker is up: all go to it.
  func writeOverlayInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    guard let overlay = state.writeOverlay else { return .none }
    switch overlay {
    case .closeReason(var choice):
      guard case .key(let key) = event else { return .none }
      switch choice.handle(key) {
      case .none:
        state.writeOverlay = .closeReason(choice)
        return .none
      case .cancel:
        state.writeOverlay = nil
        return .none
      case .choose(let reason):
        state.writeOverlay = nil
        return begin(.change(.close(reason)), on: choice.reference, &state)
      }
    case .labels(let picker): return pickerInput(event, picker, &state)
    case .assignees(let picker): return pickerInput(event, picker, &state)
    }
  }

  /// A key for the picker on screen: filter, move, tick, or Enter/Esc (`pickerIntent`).
  private func pickerInput<Item: IssuePickable>(
    _ event: InputEvent, _ picker: IssuePicker<Item>, _ state: inout AppState
  ) -> Effect<AppAction> {
    var picker = picker
    let (intent, effect) = picker.state.handle(event, height: pickerHeight(state))
    state.writeOverlay = Item.overlay(picker)
    let serial = picker.serial
    let mapped = effect.map { AppAction.write(Item.event(serial: serial, $0)) }
    return .merge(mapped, pickerIntent(intent, picker: picker, &state))
  }

  /// Enter applies the chosen set as one `PATCH` (nothing when it is what the issue has); Esc
  /// closes. Either way the picker's loads stop.
  private func pickerIntent<Item: IssuePickable>(
    _ intent: PickerIntent<String>, picker: IssuePicker<Item>, _ state: inout AppState
  ) -> Effect<AppAction> {
    let closing = Effect<AppAction>.merge(picker.state.store.effectIDs.map { .cancel($0) })
    switch intent {
    case .none:
      return .none
    case .cancel:
      state.writeOverlay = nil
      return closing
    case .apply(let chosen):
      state.writeOverlay = nil
      let change = Self.change(for: picker, chosen: chosen)
      guard !change.isApplied(to: picker.issue) else { return closing }
      return .merge(closing, begin(.change(change), on: picker.reference, &state))
    }
  }

  /// The whole set the issue ends up with: what it had, in its order, less the unticked, then
  /// the newly ticked in the list's order.
  static func change<Item: IssuePickable>(for picker: IssuePicker<Item>, chosen: Set<String>)
    -> IssueChange
  {
    let had = Item.chosen(on: picker.issue)
    let kept = had.filter { chosen.contains($0) }
    let added = picker.state.store.items.map(\.id).filter {
      chosen.contains($0) && !had.contains($0)
    }
    let others = chosen.subtracting(kept).subtracting(added).sorted()
    let all = kept + added + others
    return Item.change(to: all)
  }
}
