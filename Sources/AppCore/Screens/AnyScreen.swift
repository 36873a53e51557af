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
  public func title(under parent: RepositoryName?) -> LocalizedText { base.title(under: parent) }
  public var effectIDs: [EffectID] { base.effectIDs }
  public var errorResponder: (any ErrorResponder)? { base.errorResponder }
  public var isBusy: Bool { base.isBusy }
  public var isLeftByNetworkFailure: Bool { base.isLeftByNetworkFailure }
  public var loadingIndicator: LoadingIndicator { base.loadingIndicator }
  public var listPosition: ListPosition? { base.listPosition }
  public func headerPosition(_ context: ScreenContext) -> String? {
    base.headerPosition(context)
  }
  public var takesText: Bool { base.takesText }
  public var completion: Completion? { base.completion }
  public func offerCompletions(_ sources: inout CompletionSources) {
    base.offerCompletions(&sources)
  }
  public var currentRepository: RepositoryName? { base.currentRepository }
  public var focusedIssue: Issue? { base.focusedIssue }
  public var focusedComment: Comment? { base.focusedComment }
  public var focusedBranch: String? { base.focusedBranch }
  public var countText: String? { base.countText }
  public func badges(_ words: ChromeWords, now: Date) -> [String] { base.badges(words, now: now) }
  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] { base.bindings(keys) }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    base.draw(in: rect, canvas: &canvas, context)
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedLoad(context)
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedRetry(context)
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedResize(context)
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    base.erasedAppeared(context)
  }

  /// Carries out `action` if it is the screen's own; anything else goes to `forward`.
  public mutating func perform(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedPerform(action, context)
  }

  public mutating func scroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedScroll(by: rows, context)
  }

  public mutating func receive(_ news: FeatureValue) { base.receive(news) }

  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    base.unsentDraft(host: host)
  }

  public mutating func edit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedEdit(input, context)
  }

  /// Applies `event` if it is this screen's kind of event; anything else is dropped.
  public mutating func handle(
    _ event: any ScreenEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    base.erasedHandle(event, context)
  }

  public mutating func showInline(_ message: String) -> Bool {
    base.showInline(message)
  }
}

/// The screen's reducer with its events seen as any screen's, so it can be called through
/// `any Screen`.
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

  @inlinable
  public mutating func erasedRetry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    retry(context).erased
  }

  @inlinable
  public mutating func erasedResize(_ context: ScreenContext) -> ScreenUpdate<
    any ScreenEvent
  > {
    resize(context).erased
  }

  @inlinable
  public mutating func erasedAppeared(_ context: ScreenContext) -> ScreenUpdate<
    any ScreenEvent
  > {
    appeared(context).erased
  }

  @inlinable
  public mutating func erasedPerform(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    guard let own = action as? Action else { return forward(action, context).erased }
    return perform(own, context).erased
  }

  @inlinable
  public mutating func erasedScroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    scroll(by: rows, context).erased
  }

  @inlinable
  public mutating func erasedEdit(
    _ input: InputEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    edit(input, context).erased
  }

  @inlinable
  public mutating func erasedHandle(
    _ event: any ScreenEvent, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    guard let event = event as? Event else { return .none }
    return handle(event, context).erased
  }
}

extension ScreenUpdate where Event: ScreenEvent {
  /// The same update with its events seen as any screen's.
  @inlinable
  public var erased: ScreenUpdate<any ScreenEvent> {
    ScreenUpdate<any ScreenEvent>(effect.map { $0 as any ScreenEvent }, requests)
  }
}
