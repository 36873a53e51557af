import AppCore
import IssueDomain
import Localization
import TerminalUI

/// `commands:`: the user's keys that run a program on what is focused, with the terminal handed
/// over, and the footer saying how it ended.
extension TriageProgram {
  static let commandID = EffectID("command")

  /// `bindings` with the custom commands that apply to them: those of the contexts the table
  /// has (a container's table holds its child's), and the global ones, except on a form. A
  /// command's key wins in its table, as a remapped key does.
  func withCustomCommands(_ bindings: [KeyBinding], takesText: Bool) -> [KeyBinding] {
    guard !customCommands.isEmpty, !takesText else { return bindings }
    let contexts = Set(bindings.map { type(of: $0.action).context })
    let own = customCommands.enumerated().compactMap { index, command -> KeyBinding? in
      guard command.context == .global || contexts.contains(command.context) else { return nil }
      return KeyBinding(
        [command.key], CustomCommandAction(index: index), command.key.description,
        LocalizedText(en: command.title, ja: command.title))
    }
    guard !own.isEmpty else { return bindings }
    let taken = Set(own.flatMap(\.keys))
    let kept = bindings.compactMap { binding -> KeyBinding? in
      guard binding.keys.contains(where: taken.contains) else { return binding }
      let left = binding.keys.filter { !taken.contains($0) }
      return left.isEmpty ? nil : binding.with(keys: left, relabel: false)
    }
    return kept + own
  }

  /// Runs the command on the top screen's focused item, or says which value it lacks here.
  func runCustomCommand(_ action: CustomCommandAction, _ state: inout AppState) -> Effect<AppAction>
  {
    guard customCommands.indices.contains(action.index) else { return .none }
    let command = customCommands[action.index]
    let top = state.top.screen
    let values = CommandValues(
      issue: top.focusedIssue, repository: top.currentRepository, branch: top.focusedBranch,
      clone: environment.clone(of: top.focusedIssue?.repository ?? top.currentRepository))
    switch command.invocation(values, environment: environment.commandEnvironment) {
    case .failure(let refusal):
      return showStatus(refusal.report(title: command.title).text(in: environment.language), &state)
    case .success(let invocation):
      return .runInTerminal(id: Self.commandID) {
        .commandFinished(TerminalCommand.report(invocation.run(), title: invocation.title))
      }
    }
  }
}
