import AppCore
import FoundationEssentials
import IssueDomain

/// A change to the inbox a screen asks for, carried out by `InboxWrites`.
public struct InboxWriteRequest: Equatable, Sendable {
  public var change: InboxChange
  /// The thread's `updatedAt` when the change was asked for (nil for every thread at once).
  public var seen: Date?
  /// Whether the change came with its thread's page opening (Enter marks it read).
  public var opensPage: Bool

  public init(_ change: InboxChange, seen: Date?, opensPage: Bool = false) {
    self.change = change
    self.seen = seen
    self.opensPage = opensPage
  }
}

extension ScreenRequest {
  /// A change to the inbox, for `InboxWrites`.
  public static func changeInbox(
    _ change: InboxChange, seen: Date?, opensPage: Bool = false
  ) -> ScreenRequest {
    .ask(FeatureValue(InboxWriteRequest(change, seen: seen, opensPage: opensPage)))
  }
}
