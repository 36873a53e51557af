import TerminalUI

/// Everything that can happen to the app: terminal input, animation ticks, the results of its
/// screens' effects, and the seconds of an alert's countdown.
public enum AppAction: ProgramAction {
  case input(InputEvent)
  case tick
  /// A result for the screen with this identity; dropped if that screen is gone.
  case screen(ScreenID, ScreenEvent)
  /// One second of the current alert's countdown has passed.
  case countdown
}
