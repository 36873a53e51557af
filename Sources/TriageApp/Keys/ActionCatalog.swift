import ActionsFeature
import AppCore
import ComposerFeature
import InboxFeature
import IssueFeature
import ListSupport
import PullRequestFeature
import SharedWrites

/// Every feature's bindable actions, by context: what `keys:` in the config file may name.
public enum ActionCatalog {
  /// Each action type's context and names.
  public static let tables: [(context: KeyContext, names: [String])] = [
    names(GlobalAction.self), names(DemoAction.self), names(ListAction.self),
    names(SectionsAction.self), names(IssueAction.self), names(WriteAction.self),
    names(ComposerAction.self), names(SignInAction.self), names(InboxAction.self),
    names(PullRequestAction.self), names(PickerAction.self), names(IssueEditAction.self),
    names(WorkflowRunAction.self), names(JobLogAction.self),
  ]

  /// The names each context has.
  public static let namesByContext: [KeyContext: Set<String>] = tables.reduce(into: [:]) {
    $0[$1.context, default: []].formUnion($1.names)
  }

  static func names<A: BindableAction>(_ type: A.Type) -> (context: KeyContext, names: [String]) {
    (A.context, A.all.map(\.name))
  }
}
