import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import ScreenState
import TerminalUI

/// A workflow run's page: the run's state, then its jobs, each with its steps. The selection
/// moves over the jobs; Enter opens the selected job's log.
public struct WorkflowRunScreen: Screen,
  HeaderProvidingScreen, ScrollingScreen, RecoveringScreen, ViewLifecycleScreen,
  NewsReceivingScreen
{
  public enum Event: Sendable {
    case loaded(generation: Int, Result<WorkflowRun, AppError>)
    /// The watch's wait ended: time to ask again whether the run has finished.
    case watchDue(serial: Int)
  }

  public typealias Fetch = @Sendable () async throws(AppError) -> WorkflowRun
  public typealias Action = WorkflowRunAction

  public let repository: RepositoryName
  public let runID: Int64
  public private(set) var run: DataState<WorkflowRun, AppError> = .idle
  /// The selected job's index.
  public private(set) var selection = 0
  /// The job to select once the run is loaded: the check that was opened.
  public private(set) var preferredJob: Int64?
  /// The first row drawn of the jobs' rows.
  public private(set) var offset = 0
  private var generation = 0
  /// While the run is pending, the wait before it is looked at again.
  public private(set) var watch = PendingWatch()
  public let loadID: EffectID
  public let watchID: EffectID

  public init(repository: RepositoryName, runID: Int64, selecting job: Int64?, id: ScreenID) {
    self.repository = repository
    self.runID = runID
    preferredJob = job
    loadID = id.effect("run.load")
    watchID = id.effect("run.watch")
  }

  public var title: LocalizedText { .workflowRunTitle(runID) }
  public var effectIDs: [EffectID] { [loadID, watchID] }
  public var isBusy: Bool { run.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(run) }
  public var currentRepository: RepositoryName? { repository }
  public var jobs: [WorkflowJob] { run.value?.jobs ?? [] }
  public var selectedJob: WorkflowJob? { jobs.indices.contains(selection) ? jobs[selection] : nil }

  public var watchInterval: Duration { watch.interval }
  public var watchOwed: Bool { watch.isOwed }

  public var listPosition: ListPosition? {
    jobs.isEmpty ? nil : ListPosition(index: selection, count: jobs.count, hasMore: false)
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.joined(
      Self.moves, selectedJob == nil ? [] : [Self.openKey], Keymap.back(keys), writeKeys,
      Self.appKeys, Keymap.demo(keys))
  }

  /// The writes the run is in a state for: re-runs once it has finished, cancel while it runs,
  /// approve while it waits for a maintainer.
  var writeKeys: [KeyBinding] {
    guard let run = run.value else { return [] }
    if run.isAwaitingApproval { return [Self.approveKey] }
    if run.state == .pending { return [Self.cancelKey] }
    let failed = run.jobs.contains { $0.state == .failure || $0.state == .cancelled }
    return (failed ? [Self.rerunFailedKey] : []) + [Self.rerunAllKey]
      + (selectedJob == nil ? [] : [Self.rerunJobKey])
  }

  public static let rerunFailedKey = KeyBinding(
    [.character("f")], WorkflowRunAction.rerunFailed, "f", .rerunFailedKey, footer: "f",
    short: .rerunShort)
  public static let rerunAllKey = KeyBinding(
    [.character("a")], WorkflowRunAction.rerunAll, "a", .rerunAllKey)
  public static let rerunJobKey = KeyBinding(
    [.character("R")], WorkflowRunAction.rerunJob, "R", .rerunJobKey)
  public static let cancelKey = KeyBinding(
    [.character("x")], WorkflowRunAction.cancelRun, "x", .cancelRunKey, footer: "x",
    short: .cancelRunShort)
  public static let approveKey = KeyBinding(
    [.character("A")], WorkflowRunAction.approveRun, "A", .approveRunKey, footer: "A",
    short: .approveShort)

  public static let moves =
    Keymap.split(
      [.up, .down, .character("k"), .character("j")], WorkflowRunAction.up,
      WorkflowRunAction.down, "↑ ↓ k j", .move, footer: "↑↓")
    + Keymap.split(
      [.home, .end, .character("g"), .character("G")], WorkflowRunAction.top,
      WorkflowRunAction.bottom, "Home End g G", .topBottom)
  public static let openKey = KeyBinding(
    [.enter, .right, .character("l")], WorkflowRunAction.openLog, "Enter", .openJobLog,
    footer: "Enter", short: .logShort)
  public static let appKeys =
    [
      KeyBinding(
        [.character("o")], WorkflowRunAction.openInBrowser, "o", .openInBrowser, footer: "o",
        short: .browser),
      KeyBinding([.character("y")], WorkflowRunAction.copyURL, "y", .copyLink),
    ]
    + Keymap.common(
      refresh: KeyBinding([.character("r")], WorkflowRunAction.refresh, "r", .refresh, footer: "r"))

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard run.startLoading() else { return .none }
    generation += 1
    let tag = generation
    let fetch = context.environment.workflowRun(in: repository, id: runID)
    return ScreenUpdate(
      .run(id: loadID) { effect in
        let result: Result<WorkflowRun, AppError>
        do throws(AppError) {
          result = .success(try await fetch())
        } catch {
          result = .failure(error)
        }
        effect.send(.loaded(generation: tag, result))
      }, [.readClock])
  }

  public mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch action {
    case .up: select(selection - 1, context)
    case .down: select(selection + 1, context)
    case .top: select(0, context)
    case .bottom: select(jobs.count - 1, context)
    case .openLog:
      guard let job = selectedJob else { return .none }
      return ScreenUpdate(
        .none,
        .push(FeatureValue(JobLogDestination(repository, jobID: job.id, jobName: job.name))))
    case .refresh: return load(context)
    case .openInBrowser:
      guard let url = run.value?.url, !url.isEmpty else { return .none }
      return ScreenUpdate(.none, .openInBrowser(url))
    case .copyURL:
      guard let url = run.value?.url, !url.isEmpty else { return .none }
      return ScreenUpdate(.none, .copyURL(url))
    case .rerunFailed: return confirm(.rerunFailed, context)
    case .rerunAll: return confirm(.rerunAll, context)
    case .rerunJob:
      guard let job = selectedJob else { return .none }
      return confirm(.rerunJob(id: job.id, name: job.name), context)
    case .cancelRun: return confirm(.cancel, context)
    case .approveRun: return confirm(.approve, context)
    }
    return .none
  }

  /// Asks before `write`, naming the run; Confirm hands it to `WorkflowRunWrites`.
  private func confirm(_ write: WorkflowRunWrite, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let run = run.value else { return .none }
    let language = context.environment.language
    let label = run.label
    let alert = Alert(
      title: LocalizedText.runWriteQuestion(write, run: label).text(in: language),
      message: LocalizedText.runWriteDetail(write).text(in: language),
      buttons: [
        .confirm(title: LocalizedText.runWriteConfirm(write).text(in: language)),
        .dismiss(title: LocalizedText.runWriteKeep(write).text(in: language)),
      ])
    let request = WorkflowRunWriteRequest(
      repository: repository, runID: runID, label: label, write: write)
    return ScreenUpdate(.none, .confirm(WriteConfirmation(alert: alert, request: request)))
  }

  /// A write GitHub answered changes what the run is: it is looked at again, at once when on
  /// view, else when it comes back.
  public mutating func receive(_ news: FeatureValue) {
    guard let written = news.as(WorkflowRunWritten.self), written.runID == runID,
      written.repository == repository
    else { return }
    watch.isOwed = true
  }

  public mutating func respond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  {
    guard context.isVisible, watch.isOwed else { return .none }
    watch.isOwed = false
    return load(context)
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    select(selection + (rows > 0 ? 1 : rows < 0 ? -1 : 0), context)
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .watchDue(let serial):
      guard watch.isCurrent(serial) else { return .none }
      guard context.isVisible else {
        watch.isOwed = true
        return .none
      }
      return load(context)
    case .loaded(let tag, let result):
      guard tag == generation else { return .none }
      switch result {
      case .success(let value):
        let before = run.value
        _ = run.succeed(value)
        if let preferred = preferredJob,
          let index = value.jobs.firstIndex(where: { $0.id == preferred })
        {
          selection = index
          preferredJob = nil
        }
        select(selection, context)
        return watchRun(after: before, value)
      case .failure(.cancelled):
        _ = run.cancelLoading()
        return .none
      case .failure(let error):
        let shown = run.value != nil
        guard run.fail(error) else { return .none }
        // A look again (the watch's, or `r`) that failed leaves the run on screen: the footer
        // says why, rather than an alert over what is still there.
        guard !shown else {
          return ScreenUpdate(
            .none, .status(.partFailed(context.environment.describe(error).message)))
        }
        return ScreenUpdate(.none, .raise(error))
      }
    }
  }

  /// What follows an answer: while the run is pending, the next look after a wait (the same
  /// wait after a change, a longer one after none); once it has settled after being watched,
  /// one line saying how it ended.
  private mutating func watchRun(after before: WorkflowRun?, _ now: WorkflowRun)
    -> ScreenUpdate<Event>
  {
    guard now.state == .pending || now.isAwaitingApproval else {
      let settled = before.map { $0.state == .pending } ?? false
      watch.settle()
      return settled ? ScreenUpdate(.none, .status(.runSettled(now.state))) : .none
    }
    return ScreenUpdate(
      watch.wait(unchanged: before == now, id: watchID) { .watchDue(serial: $0) })
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard watch.isOwed else { return .none }
    watch.isOwed = false
    return load(context)
  }

  /// Selects job `index` (clamped), keeping it and its steps in view.
  private mutating func select(_ index: Int, _ context: ScreenContext) {
    selection = min(max(0, index), max(0, jobs.count - 1))
    let rows = WorkflowRunView.jobRows(jobs)
    let height = max(1, context.height - WorkflowRunView.headerHeight)
    guard let first = rows.firstIndex(where: { $0.job == selection && $0.step == nil }) else {
      offset = 0
      return
    }
    let last = rows.lastIndex(where: { $0.job == selection }) ?? first
    if first < offset { offset = first }
    if last >= offset + height { offset = min(first, last - height + 1) }
    offset = max(0, offset)
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    WorkflowRunView.draw(self, in: rect, canvas: &canvas, context)
  }
}

extension WorkflowRunScreen.Event: ScreenEvent {
  public var isResponse: Bool {
    switch self {
    case .loaded: true
    case .watchDue: false
    }
  }
  public var reachability: Reachability? {
    switch self {
    case .loaded(_, let result): Reachability(result)
    case .watchDue: nil
    }
  }
}
