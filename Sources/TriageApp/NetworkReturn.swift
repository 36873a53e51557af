import AppCore

/// Whether the network was last found down, and the bound on revalidating when it comes back:
/// the screen on view is asked again at most once per `cooldown` on the injected clock, however
/// often the network comes and goes; a return during the cooldown is owed, and paid when it ends.
public struct NetworkReturn: Sendable, Equatable {
  /// The last answer was a network failure.
  public var isOffline = false
  /// A revalidation went out less than `cooldown` ago.
  public var isCoolingDown = false
  /// The network came back during the cooldown: revalidate when it ends.
  public var isOwed = false

  public static let cooldown = Duration.seconds(30)

  public init() {}
}
