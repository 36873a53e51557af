import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// One screen of the navigation stack: its state in, its update out, and its drawing.
///
/// The app only routes to a screen by its `ScreenID` and applies the requests it returns
/// (push, raise, open a link…), the way TCA scopes a child reducer and Bubble Tea nests a
/// model. A new screen is a new folder with a type conforming to this, and a `Destination`.
/// What only some screens have (a focused issue, text entry, scrolling, drafts…) is a
/// capability the screen adopts, each a protocol of its own in `Capabilities/`; a screen that
/// doesn't adopt one gets what the app does without it.
public protocol Screen: ErasedScreen, Equatable {
  /// The results of the screen's effects, routed back to it by its identity.
  associatedtype Event: ScreenEvent
  /// What its keys do: the actions it owns and carries out itself.
  associatedtype Action: BindableAction

  /// Its part of the breadcrumb; names from the server read the same in every language.
  var title: LocalizedText { get }
  /// Every effect the screen may have running: cancelled when it is popped.
  var effectIDs: [EffectID] { get }
  /// Whether the screen is waiting for data; the header spins and ticks run while it is.
  var isBusy: Bool { get }
  /// What the header's activity indicator shows.
  var loadingIndicator: LoadingIndicator { get }
  /// The key table: the footer, the help and the behaviour all come from it. It holds the
  /// screen's own actions and those it offers on others' behalf (the app's, the writes').
  func bindings(_ keys: Keymap.Context) -> [KeyBinding]

  /// Starts (or restarts) the screen's load: the first load, a reload.
  mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// One of its own actions, from the key table.
  mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// One of the screen's own results.
  mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// Draws the body.
  func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext)
}

/// A screen's result: whether it is the answer to a request (as opposed to a timer).
public protocol ScreenEvent: Sendable {
  /// The demo's armed fault clears on the next answer any screen gets.
  var isResponse: Bool { get }
  /// What the answer says of the network; nil for what isn't an answer (or was cancelled).
  var reachability: Reachability? { get }
}

extension ScreenEvent {
  public var reachability: Reachability? { nil }
}

extension Reachability {
  /// What a result says of the network: any answer, a failure included, reached the server.
  public init?<Value>(_ result: Result<Value, AppError>) {
    switch result {
    case .success: self = .reached
    case .failure(.cancelled): return nil
    case .failure(.network): self = .unreachable
    case .failure: self = .reached
    }
  }
}
