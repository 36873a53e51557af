import AppCore
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import ScreenState
import TerminalUI

/// Draws a workflow run: a header row (its state, name, title, branch and event), a row of
/// what it counts, then a row per job with its steps beneath, indented.
public enum WorkflowRunView {
  /// The header's rows above the jobs.
  public static let headerHeight = 2

  /// One row of the jobs' list: a job, or one of its steps.
  public struct Row: Equatable, Sendable {
    public var job: Int
    public var step: Int?
  }

  /// Every job and its steps, in order.
  public static func jobRows(_ jobs: [WorkflowJob]) -> [Row] {
    jobs.indices.flatMap { job in
      [Row(job: job, step: nil)] + jobs[job].steps.indices.map { Row(job: job, step: $0) }
    }
  }

  public static func draw(
    _ screen: WorkflowRunScreen, in rect: Rect, canvas: inout Canvas, _ context: ScreenContext
  ) {
    guard rect.height > 0 else { return }
    let theme = context.theme
    let line = rect.row(0).inset(left: 1, right: 1)
    guard let run = screen.run.value else {
      let text =
        screen.run.error.map { theme.words(.partFailed(context.environment.describe($0).message)) }
        ?? theme.words(.loadingRun)
      canvas.draw(
        text.ellipsised(toWidth: line.width), in: line,
        style: screen.run.error == nil ? theme.spinner : theme.panes.error)
      return
    }
    var x = line
    func put(_ text: String, _ style: Style, room: Int? = nil) {
      let width = min(room ?? text.displayWidth, x.width)
      canvas.draw(text.ellipsised(toWidth: width), in: x, style: style)
      x = x.inset(left: min(x.width, width + 1))
    }
    let stateStyle = CheckGlyph.style(run.state, theme)
    if !theme.screenReader { put(CheckGlyph.text(run.state), stateStyle) }
    put(theme.words(.checkState(run.state)), stateStyle)
    put(run.name, theme.title)
    if !run.title.isEmpty { put(run.title, .plain, room: max(0, x.width - 24)) }
    if !run.branch.isEmpty { put(run.branch, theme.breadcrumb) }
    if rect.height > 1 {
      let second = rect.row(1).inset(left: 1, right: 1)
      var words = [
        theme.words(.runSummary(number: run.number, attempt: run.attempt, event: run.event))
      ]
      if run.isAwaitingApproval { words.append(theme.words(.awaitingApproval)) }
      canvas.draw(
        words.joined(separator: " · ").ellipsised(toWidth: second.width), in: second,
        style: theme.meta)
    }
    let body = rect.inset(top: min(headerHeight, rect.height))
    drawJobs(screen, run, in: body, canvas: &canvas, theme)
  }

  private static func drawJobs(
    _ screen: WorkflowRunScreen, _ run: WorkflowRun, in rect: Rect, canvas: inout Canvas,
    _ theme: Theme
  ) {
    guard !rect.isEmpty else { return }
    guard !run.jobs.isEmpty else {
      canvas.draw(
        theme.words(.noJobs).ellipsised(toWidth: max(0, rect.width - 2)),
        in: rect.row(0).inset(left: 1), style: theme.panes.message)
      return
    }
    let rows = jobRows(run.jobs)
    let stateWidth =
      Check.State.allCases.map { theme.words(.checkState($0)).displayWidth }.max() ?? 0
    var y = rect.y
    for row in rows.dropFirst(screen.offset) where y < rect.maxY {
      let rowRect = Rect(x: rect.x, y: y, width: rect.width, height: 1)
      let selected = row.step == nil && row.job == screen.selection
      let job = run.jobs[row.job]
      var x = rowRect.inset(left: row.step == nil ? 1 : 4, right: 1)
      let base: Style = selected ? Style(attributes: theme.panes.selection) : .plain
      if selected { canvas.fill(rowRect, style: base) }
      func put(_ text: String, _ width: Int, _ style: Style) {
        let shown = style.adding(base.attributes)
        canvas.draw(text.ellipsised(toWidth: min(width, x.width)), in: x, style: shown)
        x = x.inset(left: min(x.width, width + 1))
      }
      let state = row.step.map { job.steps[$0].state } ?? job.state
      let name = row.step.map { "\(job.steps[$0].number). \(job.steps[$0].name)" } ?? job.name
      let duration = row.step.map { job.steps[$0].duration } ?? job.duration
      let style = CheckGlyph.style(state, theme)
      if !theme.screenReader { put(CheckGlyph.text(state), 1, style) }
      put(name, max(8, x.width - stateWidth - 9), row.step == nil ? .bold : .plain)
      put(theme.words(.checkState(state)), stateWidth, style)
      put(duration.map(CheckDuration.text) ?? "", 7, theme.meta)
      y += 1
    }
    if y < rect.maxY, run.hasMoreJobs {
      canvas.draw(
        theme.words(.jobsCut).ellipsised(toWidth: max(0, rect.width - 2)),
        in: Rect(x: rect.x + 1, y: y, width: rect.width - 1, height: 1), style: theme.meta)
    }
  }
}
