import AppCore
import IssueDomain

/// The writes feature's state: the writes in flight and their answers, the choice or picker a
/// write key opened, and the texts composers were closed on. Screens read only `pending`,
/// through `ScreenContext.writes`.
public struct WritesState: Equatable, Sendable {
  public var pending = PendingWrites()
  /// The close-reason choice or a picker, over the top screen, while one is open.
  public var overlay: WriteOverlay?
  /// Tags each picker opened, so a page for a closed one is dropped.
  public var overlaySerial = 0
  /// Whether the account writes are made as has been asked for (`learnAccount`), so it is
  /// asked once however many comments are focused.
  public var askedAccount = false
  /// The texts the composer was closed on (Esc), per issue, until sent or emptied: saved again
  /// when the program ends, in case the effect saving them had not run yet.
  public var closedDrafts: [DraftKey: String] = [:]
  /// The closed texts whose save failed: the form's key offers them from here, ahead of the
  /// disk, until the program ends (which tries to save them again).
  public var unsavedDrafts: Set<DraftKey> = []

  public init() {}
}
