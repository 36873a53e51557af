import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// Re-runs, cancels and approvals of workflow runs: each asked first by the run's page (the
/// confirmation carries the request here), sent once, one at a time per run, and what GitHub
/// answered said in the footer, or in an alert when it refused. Nothing is shown as done
/// before GitHub answers: a run's jobs are GitHub's to start, so the page looks again instead
/// (`WorkflowRunWritten`). No automatic retry: a second re-run is a second attempt.
public struct WorkflowRunWrites: FeatureWrites {
  public typealias Update = FeatureWritesUpdate<WorkflowRunWriteEvent>

  typealias Send = @Sendable () async -> Result<Void, WorkflowRunWriteFailure>

  let send: @Sendable (WorkflowRunWriteRequest) -> Send

  public init(environment: AppEnvironment) {
    send = { request in environment.send(request) }
  }

  public func perform(
    _ request: WorkflowRunWriteRequest, _ state: inout WorkflowRunWritesState,
    _ context: FeatureWritesContext
  ) -> Update {
    guard let serial = state.begin(request) else {
      return Update(.none, [.screen(.status(.runStillWriting(request.label)))])
    }
    let send = send(request)
    return Update(
      .run { context in
        context.send(WorkflowRunWriteEvent(request: request, serial: serial, result: await send()))
      }, [.screen(.status(.runWriteSending(request.write, run: request.label)))])
  }

  public func handle(
    _ event: WorkflowRunWriteEvent, _ state: inout WorkflowRunWritesState,
    _ context: FeatureWritesContext
  ) -> Update {
    let request = event.request
    guard state.end(request, serial: event.serial) else { return .none }
    let news = FeatureWritesRequest.screen(
      .tell(FeatureValue(WorkflowRunWritten(repository: request.repository, runID: request.runID))))
    switch event.result {
    case .success:
      return Update(
        .none, [news, .screen(.status(.runWritten(request.write, run: request.label)))])
    case .failure(.other(.cancelled)):
      return .none
    case .failure(let failure):
      // A refusal means the run isn't what the page shows: it looks again too.
      let responder = WorkflowRunWriteResponder(request: request, failure: failure)
      return Update(
        .none,
        [
          news, .screen(.status(.runNotWritten(request.write, run: request.label))),
          .raise(failure.error, first: responder),
        ])
    }
  }
}
