import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// Any `Screen`, as the navigation stack holds it: the app sees screens only through this.
public struct AnyScreen: Equatable, Sendable {
  public private(set) var base: any Screen

  public init(_ base: some Screen) {
    self.base = base
  }

  public static func == (lhs: AnyScreen, rhs: AnyScreen) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// The screen as `S`, if it is one: for tests. The app never looks into a screen's type.
  public func `as`<S: Screen>(_ type: S.Type) -> S? { base as? S }

  /// Changes the screen as `S`, for tests that set a screen's state before a step; `nil`, and
  /// nothing changed, when it isn't one.
  @discardableResult
  public mutating func modify<S: Screen, Result>(
    as type: S.Type, _ body: (inout S) throws -> Result
  ) rethrows -> Result? {
    guard var screen = base as? S else { return nil }
    let result = try body(&screen)
    base = screen
    return result
  }

  public var title: LocalizedText { base.title }
  public var effectIDs: [EffectID] { base.effectIDs }
  public var isBusy: Bool { base.isBusy }
  public var loadingIndicator: LoadingIndicator { base.loadingIndicator }
  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] { base.bindings(keys) }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    base.draw(in: rect, canvas: &canvas, context)
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedLoad(context)
  }

  /// Carries out `action` if it is the screen's own; anything else it passes on, if it is a
  /// `ForwardingScreen`.
  public mutating func perform(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedPerform(action, context)
  }

  /// Applies `event` if it is this screen's kind of event; anything else is dropped.
  public mutating func handle(
    _ event: any ScreenEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedHandle(event, context)
  }

  // What each capability gives, and what a screen without it gets (see `ErasedScreen`).

  public var currentRepository: RepositoryName? { base.erasedCurrentRepository }
  public var focusedIssue: Issue? { base.erasedFocusedIssue }
  public var focusedComment: Comment? { base.erasedFocusedComment }
  public var focusedBranch: String? { base.erasedFocusedBranch }

  public func title(under parent: RepositoryName?) -> LocalizedText {
    base.erasedTitle(under: parent)
  }
  public var listPosition: ListPosition? { base.erasedListPosition }
  public func headerPosition(_ context: ScreenContext) -> String? {
    base.erasedHeaderPosition(context)
  }
  public var countText: String? { base.erasedCountText }
  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    base.erasedBadges(words, now: now)
  }

  public var takesText: Bool { base.erasedTakesText }
  public var completion: Completion? { base.erasedCompletion }
  public mutating func edit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedEdit(input, context)
  }

  public func offerCompletions(_ sources: inout CompletionSources) {
    base.erasedOfferCompletions(&sources)
  }

  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    base.erasedUnsentDraft(host: host)
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedScroll(by: rows, context)
  }

  public mutating func receive(_ news: FeatureValue) { base.erasedReceive(news) }
  public mutating func respond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  { base.erasedRespond(to: news, context) }

  public var errorResponder: (any ErrorResponder)? { base.erasedErrorResponder }
  public var isLeftByNetworkFailure: Bool { base.erasedIsLeftByNetworkFailure }
  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedRetry(context)
  }
  public mutating func showInline(_ message: String) -> Bool {
    base.erasedShowInline(message)
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedAppeared(context)
  }
  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedResize(context)
  }
}
