import AppCore

/// What keys do on a workflow run's page.
public enum WorkflowRunAction: String, BindableAction, CaseIterable {
  case up
  case down
  case top
  case bottom
  case openLog = "open-log"
  case refresh
  case openInBrowser = "open-in-browser"
  case copyURL = "copy-url"
  case rerunFailed = "rerun-failed"
  case rerunAll = "rerun-all"
  case rerunJob = "rerun-job"
  case cancelRun = "cancel-run"
  case approveRun = "approve-run"

  public static let context = KeyContext.workflowRun
  public static var all: [WorkflowRunAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// A workflow run's page: its jobs and their steps.
  public static let workflowRun = KeyContext(rawValue: "run")
}
