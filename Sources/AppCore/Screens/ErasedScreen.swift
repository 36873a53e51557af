import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// What `AnyScreen` calls: every screen's reducer and capabilities with its events and actions
/// seen as any screen's. Screens never write these: `Screen` and each capability protocol give
/// them once for all, and a screen gets a capability's by adopting it.
///
/// They are requirements, not only extensions, so that the compiler chooses each screen's
/// witness when it conforms: the capability's where the screen adopts it, the plain one where
/// it doesn't, specialised for its `Event` and `Action`. Reaching a capability through a cast
/// (`base as? any ScrollingScreen`) would instead look the conformance up at run time (a scan
/// of the binary's conformances the first time for each screen type and protocol) and box the
/// screen into a second existential on every call.
public protocol ErasedScreen: Sendable {
  func isEqual(to other: any Screen) -> Bool
  mutating func erasedLoad(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedPerform(_ action: any BindableAction, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  mutating func erasedHandle(_ event: any ScreenEvent, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>

  // FocusingScreen
  var erasedCurrentRepository: RepositoryName? { get }
  var erasedFocusedIssue: Issue? { get }
  var erasedFocusedComment: Comment? { get }
  var erasedFocusedBranch: String? { get }
  // HeaderProvidingScreen
  func erasedTitle(under parent: RepositoryName?) -> LocalizedText
  var erasedListPosition: ListPosition? { get }
  func erasedHeaderPosition(_ context: ScreenContext) -> String?
  var erasedCountText: String? { get }
  func erasedBadges(_ words: ChromeWords, now: Date) -> [String]
  // TextEntryScreen
  var erasedTakesText: Bool { get }
  var erasedCompletion: Completion? { get }
  mutating func erasedEdit(_ input: InputEvent, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  // CompletionSourceScreen
  func erasedOfferCompletions(_ sources: inout CompletionSources)
  // DraftHoldingScreen
  func erasedUnsentDraft(host: String) -> (key: DraftKey, text: String)?
  // ScrollingScreen
  mutating func erasedScroll(by rows: Int, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  // ForwardingScreen
  mutating func erasedForward(_ action: any BindableAction, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  // NewsReceivingScreen
  mutating func erasedReceive(_ news: FeatureValue)
  mutating func erasedRespond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  // RecoveringScreen
  var erasedErrorResponder: (any ErrorResponder)? { get }
  var erasedIsLeftByNetworkFailure: Bool { get }
  mutating func erasedRetry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedShowInline(_ message: String) -> Bool
  // ViewLifecycleScreen
  mutating func erasedAppeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedResize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
}

/// The reducer through `any Screen`, and what a screen without a capability gets.
extension Screen {
  @inlinable
  public func isEqual(to other: any Screen) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }

  @inlinable
  public mutating func erasedLoad(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    load(context).erased
  }

  /// Carries out `action` if it is the screen's own, and passes anything else on.
  @inlinable
  public mutating func erasedPerform(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    guard let own = action as? Action else { return erasedForward(action, context) }
    return perform(own, context).erased
  }

  /// Applies `event` if it is this screen's kind of event; anything else is dropped.
  @inlinable
  public mutating func erasedHandle(
    _ event: any ScreenEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    guard let event = event as? Event else { return .none }
    return handle(event, context).erased
  }

  public var erasedCurrentRepository: RepositoryName? { nil }
  public var erasedFocusedIssue: Issue? { nil }
  public var erasedFocusedComment: Comment? { nil }
  public var erasedFocusedBranch: String? { nil }
  public func erasedTitle(under parent: RepositoryName?) -> LocalizedText { title }
  public var erasedListPosition: ListPosition? { nil }
  public func erasedHeaderPosition(_ context: ScreenContext) -> String? { nil }
  public var erasedCountText: String? { nil }
  public func erasedBadges(_ words: ChromeWords, now: Date) -> [String] { [] }
  public var erasedTakesText: Bool { false }
  public var erasedCompletion: Completion? { nil }
  public mutating func erasedEdit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> { .none }
  public func erasedOfferCompletions(_ sources: inout CompletionSources) {}
  public func erasedUnsentDraft(host: String) -> (key: DraftKey, text: String)? { nil }
  public mutating func erasedScroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> { .none }
  public mutating func erasedForward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> { .none }
  public mutating func erasedReceive(_ news: FeatureValue) {}
  public mutating func erasedRespond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  { .none }
  public var erasedErrorResponder: (any ErrorResponder)? { nil }
  public var erasedIsLeftByNetworkFailure: Bool { false }
  public mutating func erasedRetry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    erasedLoad(context)
  }
  public mutating func erasedShowInline(_ message: String) -> Bool { false }
  public mutating func erasedAppeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    .none
  }
  public mutating func erasedResize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    .none
  }
}

extension ScreenUpdate where Event: ScreenEvent {
  /// The same update with its events seen as any screen's.
  @inlinable
  public var erased: ScreenUpdate<any ScreenEvent> {
    ScreenUpdate<any ScreenEvent>(effect.map { $0 as any ScreenEvent }, requests)
  }
}
