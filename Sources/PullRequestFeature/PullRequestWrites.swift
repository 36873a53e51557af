import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain
import Localization
import ReviewFeature
import SharedWrites
import TerminalUI

/// Reviews, merges and asked reviewers: shown through `PendingPullRequestWrites`, sent once,
/// rolled back exactly when the server refuses or can't be reached. No automatic retry: a
/// merge or a review is not something to repeat without the user, who sees it undone and can
/// press the key again. `v` and `m` open a choice, `V` a picker, over the top screen.
public struct PullRequestWrites: OverlayingFeatureWrites {
  public typealias Update = FeatureWritesUpdate<PullRequestWriteEvent>

  let environment: AppEnvironment

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// The feature's own requests, and a review the composer was sent with.
  public static func request(from value: FeatureValue) -> PullRequestWriteRequest? {
    if let request = value.as(PullRequestWriteRequest.self) { return request }
    // A review with the account's pending review submits that one: the review's writes' own.
    guard let review = value.as(ComposedReview.self), review.pendingReviewID == nil else {
      return nil
    }
    return .change(review.reference, .review(review.event, body: review.body))
  }

  public func perform(
    _ request: PullRequestWriteRequest, _ state: inout PullRequestWritesState,
    _ context: FeatureWritesContext
  ) -> Update {
    switch request {
    case .change(let reference, let write):
      return begin(write, on: reference, &state)
    case .chooseReview(let reference, let pending):
      guard !state.pending.isPending(reference) else { return stillSaving(reference) }
      state.overlay = .choice(.review(reference, pending: pending))
      return .none
    case .chooseMerge(let reference, let sha):
      guard !state.pending.isPending(reference) else { return stillSaving(reference) }
      guard let repository = reference.repository, !sha.isEmpty else { return .none }
      state.overlaySerial += 1
      let serial = state.overlaySerial
      state.overlay = .choice(
        PullRequestChoice(kind: .merge(sha: sha, serial: serial), reference: reference, options: [])
      )
      let fetch = environment.mergeMethods(in: repository)
      return Update(
        .run { context in
          let result: Result<[MergeMethod], AppError>
          do throws(AppError) {
            result = .success(try await fetch())
          } catch {
            result = .failure(error)
          }
          context.send(.mergeMethods(serial: serial, result))
        })
    case .chooseLife(let pull, let reference):
      guard !state.pending.isPending(reference) else { return stillSaving(reference) }
      guard let repository = reference.repository else { return .none }
      state.overlaySerial += 1
      let serial = state.overlaySerial
      state.overlay = .choice(
        PullRequestChoice(kind: .life(serial: serial), reference: reference, options: []))
      let fetch = environment.autoMergeMethods(in: repository)
      return Update(
        .run { context in
          let result: Result<[MergeMethod], AppError>
          do throws(AppError) {
            result = .success(try await fetch())
          } catch {
            result = .failure(error)
          }
          context.send(.autoMergeMethods(serial: serial, pull, result))
        })
    case .chooseReviewers(let issue, let reference, let requested):
      guard !state.pending.isPending(reference) else { return stillSaving(reference) }
      return openReviewers(issue, reference, requested: requested, &state, context)
    }
  }

  public func handle(
    _ event: PullRequestWriteEvent, _ state: inout PullRequestWritesState,
    _ context: FeatureWritesContext
  ) -> Update {
    switch event {
    case .changed(let reference, let serial, let result):
      return changed(reference, serial: serial, result, &state)
    case .mergeMethods(let serial, let result):
      return mergeMethodsArrived(serial: serial, result, &state)
    case .autoMergeMethods(let serial, let pull, let result):
      guard case .choice(var choice)? = state.overlay, choice.kind == .life(serial: serial) else {
        return .none
      }
      switch result {
      case .success(let methods):
        choice.offer(life: pull, autoMerge: methods)
      case .failure(.cancelled):
        state.overlay = nil
        return .none
      case .failure:
        // Without the repository's answer auto-merge isn't offered; the rest still is.
        choice.offer(life: pull, autoMerge: [])
      }
      guard !choice.options.isEmpty else {
        state.overlay = nil
        return Update(.none, [.screen(.status(.noLifeStep))])
      }
      state.overlay = .choice(choice)
      return .none
    case .reviewers(let serial, let page):
      return reviewersPage(page, serial: serial, &state, context)
    }
  }

  // MARK: - Writes

  private func begin(
    _ write: PullRequestWrite, on reference: IssueReference, _ state: inout PullRequestWritesState
  ) -> Update {
    switch state.pending.begin(write, on: reference) {
    case .failure:
      return stillSaving(reference)
    case .success(let serial):
      let send = environment.send(write, to: reference)
      return Update(
        .run { context in
          context.send(.changed(reference, serial: serial, await send()))
        })
    }
  }

  private func changed(
    _ reference: IssueReference, serial: Int, _ result: Result<Reviewer?, PullRequestWriteFailure>,
    _ state: inout PullRequestWritesState
  ) -> Update {
    guard let write = state.pending.inFlight(reference) else { return .none }
    switch result {
    case .success(let reviewer):
      guard state.pending.succeed(reference, serial: serial, reviewer: reviewer) else {
        return .none
      }
      var requests: [FeatureWritesRequest] = [
        .screen(.status(.pullRequestWritten(write, number: reference.number)))
      ]
      if case .merge = write {
        requests.append(.screen(.tell(FeatureValue(PullRequestMerged(reference)))))
      }
      return Update(.none, requests)
    case .failure(let failure):
      guard state.pending.fail(reference, serial: serial) else { return .none }
      if case .other(.cancelled) = failure { return .none }
      let responder = PullRequestWriteResponder(
        write: write, number: reference.number, failure: failure)
      return Update(.none, [.raise(failure.error, first: responder)])
    }
  }

  private func stillSaving(_ reference: IssueReference) -> Update {
    Update(.none, [.screen(.status(.stillSaving(reference.number)))])
  }

  // MARK: - The choice

  /// The merge methods for the choice on screen; an answer for a closed one is dropped.
  private func mergeMethodsArrived(
    serial: Int, _ result: Result<[MergeMethod], AppError>, _ state: inout PullRequestWritesState
  ) -> Update {
    guard case .choice(var choice)? = state.overlay, case .merge(_, let tag) = choice.kind,
      tag == serial
    else { return .none }
    switch result {
    case .success(let methods) where methods.isEmpty:
      state.overlay = nil
      return Update(.none, [.screen(.status(.noMergeMethod))])
    case .success(let methods):
      choice.offer(methods)
      state.overlay = .choice(choice)
      return .none
    case .failure(.cancelled):
      state.overlay = nil
      return .none
    case .failure(let error):
      state.overlay = nil
      return Update(.none, [.screen(.raise(error))])
    }
  }

  /// A key for `v`'s or `m`'s choice: a review opens the composer; a merge method asks to
  /// confirm, naming the method and the head commit.
  private func choiceInput(
    _ key: Key, _ choice: PullRequestChoice, _ state: inout PullRequestWritesState
  ) -> Update {
    var choice = choice
    switch choice.handle(key) {
    case .none:
      state.overlay = .choice(choice)
      return .none
    case .cancel:
      state.overlay = nil
      return .none
    case .choose(.review(let event)):
      state.overlay = nil
      guard let repository = choice.reference.repository else { return .none }
      let composer = ReviewDestination(
        repository, number: choice.reference.number, event,
        pendingReviewID: choice.pendingReview?.id)
      return Update(.none, [.screen(.push(FeatureValue(composer)))])
    case .choose(.discardPendingReview):
      state.overlay = nil
      guard let pending = choice.pendingReview else { return .none }
      let discard = ReviewWriteRequest.discard(
        choice.reference, reviewID: pending.id, comments: pending.comments)
      return Update(.none, [.screen(.review(discard))])
    case .choose(.step(let write)):
      state.overlay = nil
      return begin(write, on: choice.reference, &state)
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
      let merge = PullRequestWriteRequest.change(choice.reference, .merge(method, sha: sha))
      return Update(.none, [.screen(.confirm(WriteConfirmation(alert: alert, request: merge)))])
    }
  }

  // MARK: - The reviewers picker

  /// `V`: the assignable accounts (those who can review), ticked with the ones already asked.
  private func openReviewers(
    _ issue: Issue, _ reference: IssueReference, requested: [String],
    _ state: inout PullRequestWritesState, _ context: FeatureWritesContext
  ) -> Update {
    guard let repository = reference.repository else { return .none }
    state.overlaySerial += 1
    let serial = state.overlaySerial
    let store = PagingListStore(
      name: "picker.reviewers.\(serial)", fetcher: environment.assigneesFetcher(in: repository),
      describe: environment.describe)
    var picker = PickerState(store: store, chosen: Set(requested))
    let effect = picker.start(height: Self.pickerHeight(context))
    state.overlay = .reviewers(
      IssuePicker(issue: issue, reference: reference, serial: serial, state: picker),
      requested: requested)
    return Update(effect.map { .reviewers(serial: serial, $0) })
  }

  /// A page for the reviewers picker on screen.
  private func reviewersPage(
    _ event: PagingListStore<User, PageCursor, AppError>.Event, serial: Int,
    _ state: inout PullRequestWritesState, _ context: FeatureWritesContext
  ) -> Update {
    guard case .reviewers(var picker, let requested)? = state.overlay, picker.serial == serial
    else { return .none }
    let effect = picker.state.handle(event, height: Self.pickerHeight(context))
    state.overlay = .reviewers(picker, requested: requested)
    return Update(effect.map { .reviewers(serial: serial, $0) })
  }

  /// The most reviewers GitHub's endpoint takes in one request.
  public static let reviewersPerRequest = 15

  /// A key for the reviewers picker: Enter asks the newly ticked accounts (GitHub's endpoint
  /// adds; it never removes), Esc closes.
  private func reviewersInput(
    _ event: InputEvent, _ picker: IssuePicker<User>, requested: [String],
    _ state: inout PullRequestWritesState, _ context: FeatureWritesContext
  ) -> Update {
    var picker = picker
    let (intent, effect) = picker.state.handle(event, height: Self.pickerHeight(context))
    state.overlay = .reviewers(picker, requested: requested)
    let serial = picker.serial
    let page = effect.map { PullRequestWriteEvent.reviewers(serial: serial, $0) }
    let closing = Effect<PullRequestWriteEvent>.merge(
      picker.state.store.effectIDs.map { .cancel($0) })
    switch intent {
    case .none:
      return Update(page)
    case .cancel:
      state.overlay = nil
      return Update(.merge(page, closing))
    case .apply(let chosen):
      state.overlay = nil
      let listed = picker.state.store.items.map(\.login)
      let added =
        listed.filter { chosen.contains($0) && !requested.contains($0) }
        + chosen.subtracting(listed).subtracting(requested).sorted()
      guard !added.isEmpty else { return Update(.merge(page, closing)) }
      // GitHub takes at most 15 at a time: more stay ticked, and the picker says so, rather
      // than some being asked and the rest silently not.
      guard added.count <= Self.reviewersPerRequest else {
        picker.message = LocalizedText.tooManyReviewers(
          added.count, limit: Self.reviewersPerRequest
        ).text(in: environment.language)
        state.overlay = .reviewers(picker, requested: requested)
        return Update(page)
      }
      let asked = begin(.requestReviewers(added), on: picker.reference, &state)
      return Update(.merge(page, closing, asked.effect), asked.requests)
    }
  }

  static func pickerHeight(_ context: FeatureWritesContext) -> Int {
    PickerView<Label, PageCursor, AppError>.listHeight(in: context.size)
  }

  // MARK: - Over the top screen

  public static func isOverlaid(_ state: PullRequestWritesState) -> Bool { state.overlay != nil }

  public static func isBusy(_ state: PullRequestWritesState) -> Bool {
    state.overlay?.isBusy == true
  }

  public func input(
    _ event: InputEvent, _ state: inout PullRequestWritesState, _ context: FeatureWritesContext
  ) -> Update {
    switch state.overlay {
    case nil:
      return .none
    case .choice(let choice):
      guard case .key(let key) = event else { return .none }
      return choiceInput(key, choice, &state)
    case .reviewers(let picker, let requested):
      return reviewersInput(event, picker, requested: requested, &state, context)
    }
  }

  public static func draw(
    _ state: PullRequestWritesState, canvas: inout Canvas, _ context: FeatureWritesContext
  ) {
    guard let overlay = state.overlay else { return }
    PullRequestOverlayView.draw(overlay, canvas: &canvas, context)
  }
}
