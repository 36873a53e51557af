/// The demo's switches, on keys only the demo binds.
public enum DemoAction: String, BindableAction, CaseIterable {
  /// The network goes away or comes back.
  case toggleOffline = "toggle-offline"
  /// Arm the next fault in a fixed cycle, ending with none.
  case cycleFault = "cycle-fault"
  /// The next first page comes back empty.
  case emptyNextLoad = "empty-next-load"
  /// The server asks for a longer inbox poll interval, or its usual one again.
  case toggleSlowPolling = "toggle-slow-polling"

  public static let context = KeyContext.demo
  public static var all: [DemoAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The demo's switches.
  public static let demo = KeyContext(rawValue: "demo")
}
