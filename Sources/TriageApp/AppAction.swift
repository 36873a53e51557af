import AppCore
import FoundationEssentials
import Localization
import SharedWrites
import TerminalUI

/// Everything that can happen to the app: terminal input, animation ticks, the results of its
/// screens' effects, the seconds of an alert's countdown, and the clock and browser reporting
/// back.
public enum AppAction: ProgramAction {
  case input(InputEvent)
  case tick
  /// A result for the screen with this identity; dropped if that screen is gone.
  case screen(ScreenID, any ScreenEvent)
  /// One second of the current alert's countdown, and of the panes' countdowns, has passed.
  case countdown
  /// The current time, for ages.
  case now(Date)
  /// The browser was asked to open `url`: whether that worked.
  case browserOpened(url: String, opened: Bool)
  /// The footer message with this serial has been up long enough.
  case statusExpired(serial: Int)
  /// A write's answer, or a picker's page.
  case write(WriteEvent)
  /// An event of a feature's own writes (`TriageProgram.featureWrites`).
  case featureWrite(FeatureWritesEvent)
  /// A program run with the terminal handed over ended: what the footer says of it.
  case commandFinished(LocalizedText)
  /// The wait after revalidating on the network's return is over.
  case networkReturnCooled
  /// Signing out has forgotten the token and deleted the account's kept data.
  case signedOut
}
