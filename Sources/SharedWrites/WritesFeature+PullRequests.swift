import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// Reviews, merges and asked reviewers: shown through `PendingPullRequestWrites`, sent once,
/// rolled back exactly when the server refuses or can't be reached. No automatic retry: a
/// merge or a review is not something to repeat without the user, who sees it undone and
/// can press the key again.
extension WritesFeature {
  public func perform(
    pullRequest request: WriteRequest, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    switch request {
    case .changePullRequest(let reference, let write):
      return begin(write, on: reference, &state)
    case .chooseReview(let reference):
      guard !state.pullRequests.isPending(reference) else {
        return .delegate(.status(.stillSaving(reference.number)))
      }
      state.overlay = .pullRequestChoice(.review(reference))
      return .none
    case .chooseMerge(let reference, let sha):
      guard !state.pullRequests.isPending(reference) else {
        return .delegate(.status(.stillSaving(reference.number)))
      }
      guard let repository = reference.repository, !sha.isEmpty else { return .none }
      state.overlaySerial += 1
      let serial = state.overlaySerial
      state.overlay = .pullRequestChoice(
        PullRequestChoice(kind: .merge(sha: sha, serial: serial), reference: reference, options: [])
      )
      let fetch = environment.mergeMethods(in: repository)
      return WritesUpdate(
        effect: .run { context in
          let result: Result<[MergeMethod], AppError>
          do throws(AppError) {
            result = .success(try await fetch())
          } catch {
            result = .failure(error)
          }
          context.send(.mergeMethods(serial: serial, result))
        })
    case .chooseReviewers(let issue, let reference, let requested):
      guard !state.pullRequests.isPending(reference) else {
        return .delegate(.status(.stillSaving(reference.number)))
      }
      return openReviewers(issue, reference, requested: requested, &state, context)
    default:
      return .none
    }
  }

  public func begin(
    _ write: PullRequestWrite, on reference: IssueReference, _ state: inout WritesState
  ) -> WritesUpdate {
    switch state.pullRequests.begin(write, on: reference) {
    case .failure:
      return .delegate(.status(.stillSaving(reference.number)))
    case .success(let serial):
      let send = environment.send(write, to: reference)
      return WritesUpdate(
        effect: .run { context in
          context.send(.pullRequestChanged(reference, serial: serial, await send()))
        })
    }
  }

  public func pullRequestChanged(
    _ reference: IssueReference, serial: Int, _ result: Result<Reviewer?, PullRequestWriteFailure>,
    _ state: inout WritesState
  ) -> WritesUpdate {
    guard let write = state.pullRequests.inFlight(reference) else { return .none }
    switch result {
    case .success(let reviewer):
      guard state.pullRequests.succeed(reference, serial: serial, reviewer: reviewer) else {
        return .none
      }
      let status = WritesUpdate.delegate(
        .status(.pullRequestWritten(write, number: reference.number)))
      guard case .merge = write else { return status }
      return status.merging(.delegate(.news(.pullRequestMerged(reference))))
    case .failure(let failure):
      guard state.pullRequests.fail(reference, serial: serial) else { return .none }
      if case .other(.cancelled) = failure { return .none }
      return .delegate(.pullRequestFailed(failure, write, reference))
    }
  }

  /// The merge methods for the choice on screen; an answer for a closed one is dropped.
  public func mergeMethodsArrived(
    serial: Int, _ result: Result<[MergeMethod], AppError>, _ state: inout WritesState
  ) -> WritesUpdate {
    guard case .pullRequestChoice(var choice)? = state.overlay,
      case .merge(_, let tag) = choice.kind, tag == serial
    else { return .none }
    switch result {
    case .success(let methods) where methods.isEmpty:
      state.overlay = nil
      return .delegate(.status(.noMergeMethod))
    case .success(let methods):
      choice.offer(methods)
      state.overlay = .pullRequestChoice(choice)
      return .none
    case .failure(.cancelled):
      state.overlay = nil
      return .none
    case .failure(let error):
      state.overlay = nil
      return .delegate(.raise(error))
    }
  }

  /// A key for `v`'s or `m`'s choice: a review opens the composer; a merge method asks to
  /// confirm, naming the method and the head commit.
  public func choiceInput(
    _ key: Key, _ choice: PullRequestChoice, _ state: inout WritesState
  ) -> WritesUpdate {
    var choice = choice
    switch choice.handle(key) {
    case .none:
      state.overlay = .pullRequestChoice(choice)
      return .none
    case .cancel:
      state.overlay = nil
      return .none
    case .choose(.review(let event)):
      state.overlay = nil
      return .delegate(.composeReview(choice.reference, event))
    case .choose(.merge(let method)):
      state.overlay = nil
      guard case .merge(let sha, _) = choice.kind else { return .none }
      let language = environment.language
      let number = choice.reference.number
      let alert = Alert(
        title: LocalizedText.mergeQuestion(number, method: method).text(in: language),
        message: LocalizedText.mergeDetail(method, sha: sha).text(in: language),
        buttons: [
          .confirm(title: LocalizedText.mergeConfirm(method).text(in: language)),
          .dismiss(title: LocalizedText.cancel.text(in: language)),
        ])
      return .delegate(
        .confirm(
          WriteConfirmation(
            alert: alert,
            request: WriteRequest.changePullRequest(choice.reference, .merge(method, sha: sha)))))
    }
  }

  /// `V`: the assignable accounts (those who can review), ticked with the ones already asked.
  private func openReviewers(
    _ issue: Issue, _ reference: IssueReference, requested: [String],
    _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    guard let repository = reference.repository else { return .none }
    state.overlaySerial += 1
    let serial = state.overlaySerial
    let store = PagingListStore(
      name: "picker.reviewers.\(serial)", fetcher: environment.assigneesFetcher(in: repository),
      describe: environment.describe)
    var picker = PickerState(store: store, chosen: Set(requested))
    let effect = picker.start(height: context.pickerHeight)
    state.overlay = .reviewers(
      IssuePicker(issue: issue, reference: reference, serial: serial, state: picker),
      requested: requested)
    return WritesUpdate(effect: effect.map { .reviewers(serial: serial, $0) })
  }

  /// A page for the reviewers picker on screen.
  public func reviewersPage(
    _ event: PagingListStore<User, PageCursor, AppError>.Event, serial: Int,
    _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    guard case .reviewers(var picker, let requested)? = state.overlay, picker.serial == serial
    else { return .none }
    let effect = picker.state.handle(event, height: context.pickerHeight)
    state.overlay = .reviewers(picker, requested: requested)
    return WritesUpdate(effect: effect.map { .reviewers(serial: serial, $0) })
  }

  /// The most reviewers GitHub's endpoint takes in one request.
  public static let reviewersPerRequest = 15

  /// A key for the reviewers picker: Enter asks the newly ticked accounts (GitHub's endpoint
  /// adds; it never removes), Esc closes.
  public func reviewersInput(
    _ event: InputEvent, _ picker: IssuePicker<User>, requested: [String],
    _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    var picker = picker
    let (intent, effect) = picker.state.handle(event, height: context.pickerHeight)
    state.overlay = .reviewers(picker, requested: requested)
    let serial = picker.serial
    let page = WritesUpdate(effect: effect.map { .reviewers(serial: serial, $0) })
    let closing = WritesUpdate(effect: .merge(picker.state.store.effectIDs.map { .cancel($0) }))
    switch intent {
    case .none:
      return page
    case .cancel:
      state.overlay = nil
      return page.merging(closing)
    case .apply(let chosen):
      state.overlay = nil
      let listed = picker.state.store.items.map(\.login)
      let added =
        listed.filter { chosen.contains($0) && !requested.contains($0) }
        + chosen.subtracting(listed).subtracting(requested).sorted()
      guard !added.isEmpty else { return page.merging(closing) }
      // GitHub takes at most 15 at a time: more stay ticked, and the picker says so, rather
      // than some being asked and the rest silently not.
      guard added.count <= Self.reviewersPerRequest else {
        picker.message = LocalizedText.tooManyReviewers(
          added.count, limit: Self.reviewersPerRequest
        ).text(in: environment.language)
        state.overlay = .reviewers(picker, requested: requested)
        return page
      }
      return page.merging(closing).merging(
        begin(.requestReviewers(added), on: picker.reference, &state))
    }
  }
}
