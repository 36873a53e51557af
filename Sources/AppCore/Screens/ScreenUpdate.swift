import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// What a screen's reducer returns: its own effect, plus requests only the app can carry out.
///
/// The requests are TCA's delegate actions: a screen says "open this issue" or "raise this
/// error", and the app, which owns the stack, the alerts and the footer, does it.
public struct ScreenUpdate<Event: Sendable>: Sendable {
  public var effect: Effect<Event>
  public var requests: [ScreenRequest]

  @inlinable
  public init(_ effect: Effect<Event> = .none, _ requests: [ScreenRequest] = []) {
    self.effect = effect
    self.requests = requests
  }

  @inlinable
  public init(_ effect: Effect<Event> = .none, _ request: ScreenRequest) {
    self.init(effect, [request])
  }

  @inlinable
  public static var none: Self { Self() }

  /// The same update with its events made `Other`s: a screen's update from a part it holds.
  @inlinable
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Event) -> Other)
    -> ScreenUpdate<Other>
  {
    ScreenUpdate<Other>(effect.map(transform), requests)
  }

  /// Both updates, effects merged and requests in order.
  @inlinable
  public func merging(_ other: Self) -> Self {
    Self(.merge(effect, other.effect), requests + other.requests)
  }
}

/// Something a screen asks of the app. What only a feature knows (where to go, a write, news)
/// travels as a `FeatureValue` that the app routes by its type; the features give each a name
/// of their own (`ScreenRequest.open(_:)`, `.write(_:)`, `.news(_:)`).
public enum ScreenRequest: Equatable, Sendable {
  /// Push the screen for the destination and start its load.
  case push(FeatureValue)
  /// Show `error` as the responder chain decides.
  case raise(AppError)
  /// Open the link in the browser, if the link policy allows it.
  case openInBrowser(String)
  /// Copy the link to the clipboard, if the link policy allows it.
  case copyURL(String)
  /// The token was accepted: the signed-in home becomes the root.
  case signedIn
  /// Read the clock again, so ages are measured from now (after a refresh).
  case readClock
  /// Close the screen that asks (a form, sent or given up).
  case close
  /// The screen that asks is the wrong page for its item (an issue number that is a pull
  /// request): the destination takes its place, once, with the list it was opened from.
  case takePlace(FeatureValue)
  /// Something for the feature that owns the value's type: a write, a choice, a confirmation.
  case ask(FeatureValue)
  /// A line for the footer's status: what came of something that has no place on the screen.
  case status(LocalizedText)
  /// What the server now holds, for every screen open to show (an issue filed by `N`).
  case tell(FeatureValue)
}
