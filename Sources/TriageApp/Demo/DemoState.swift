import AppCore
import IssueDomain

/// What the chrome shows of the demo's switches, as last set from the keyboard.
public struct DemoState: Equatable, Sendable {
  /// Whether the network is switched off.
  public var isOffline = false
  /// Whether the server asks for a longer inbox poll interval.
  public var isPollingSlowed = false
  /// The fault armed for the next answer. The backend clears its switch when the fault fires;
  /// this mirror clears on the next answer any screen gets, which is the same moment unless two
  /// requests race.
  public var armedFault: DemoFault?

  public init() {}
}
