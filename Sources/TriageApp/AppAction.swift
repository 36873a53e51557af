import TerminalUI

/// Everything that can happen to the app: terminal input, animation ticks, and the results of
/// its effects.
public enum AppAction: ProgramAction, Equatable {
  case input(InputEvent)
  case tick
  case issuesLoaded(Result<[SampleIssue], SampleSourceError>)
}
