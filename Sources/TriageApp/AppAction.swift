import TerminalUI

/// Everything that can happen to the app: terminal input, animation ticks, and the results of
/// its effects.
public enum AppAction: ProgramAction {
  case input(InputEvent)
  case tick
  case list(IssueListStore.Event)
}
