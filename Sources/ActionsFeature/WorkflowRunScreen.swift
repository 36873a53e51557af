import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// A workflow run's page: the run's state, then its jobs, each with its steps. The selection
/// moves over the jobs; Enter opens the selected job's log.
public struct WorkflowRunScreen: Screen,
  HeaderProvidingScreen, ScrollingScreen, RecoveringScreen
{
  public enum Event: Sendable {
    case loaded(generation: Int, Result<WorkflowRun, AppError>)
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
  public let loadID: EffectID

  public init(repository: RepositoryName, runID: Int64, selecting job: Int64?, id: ScreenID) {
    self.repository = repository
    self.runID = runID
    preferredJob = job
    loadID = id.effect("run.load")
  }

  public var title: LocalizedText { .workflowRunTitle(runID) }
  public var effectIDs: [EffectID] { [loadID] }
  public var isBusy: Bool { run.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(run) }
  public var currentRepository: RepositoryName? { repository }
  public var jobs: [WorkflowJob] { run.value?.jobs ?? [] }
  public var selectedJob: WorkflowJob? { jobs.indices.contains(selection) ? jobs[selection] : nil }

  public var listPosition: ListPosition? {
    jobs.isEmpty ? nil : ListPosition(index: selection, count: jobs.count, hasMore: false)
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    Keymap.joined(
      Self.moves, selectedJob == nil ? [] : [Self.openKey], Keymap.back(keys),
      Self.appKeys, Keymap.demo(keys))
  }

  public static let moves =
    Keymap.split(
      [.up, .down, .character("k"), .character("j")], WorkflowRunAction.up,
      WorkflowRunAction.down, "↑ ↓ k j", .moveSelection, footer: "↑↓")
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
    }
    return .none
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    select(selection + (rows > 0 ? 1 : rows < 0 ? -1 : 0), context)
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .loaded(let tag, let result):
      guard tag == generation else { return .none }
      switch result {
      case .success(let value):
        _ = run.succeed(value)
        if let preferred = preferredJob,
          let index = value.jobs.firstIndex(where: { $0.id == preferred })
        {
          selection = index
          preferredJob = nil
        }
        select(selection, context)
        return .none
      case .failure(.cancelled):
        _ = run.cancelLoading()
        return .none
      case .failure(let error):
        guard run.fail(error) else { return .none }
        return ScreenUpdate(.none, .raise(error))
      }
    }
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
  public var isResponse: Bool { true }
  public var reachability: Reachability? {
    switch self {
    case .loaded(_, let result): Reachability(result)
    }
  }
}
