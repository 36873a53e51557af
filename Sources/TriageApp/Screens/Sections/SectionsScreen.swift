import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import TerminalUI

/// The home screen: named sections as tabs, each a list screen of its own (a search, or the
/// repositories). The tabs are nested models: this screen routes keys to the selected one and
/// each result to the tab it came from, and draws the tab bar above the selected one.
public struct SectionsScreen: Screen,
  FocusingScreen, HeaderProvidingScreen, TextEntryScreen, CompletionSourceScreen, ScrollingScreen,
  ForwardingScreen, NewsReceivingScreen, RecoveringScreen, ViewLifecycleScreen
{
  /// One tab: its title, and the screen it shows.
  public struct Tab: Equatable, Sendable {
    public var title: String
    public var screen: AnyScreen

    public init(title: String, screen: AnyScreen) {
      self.title = title
      self.screen = screen
    }
  }

  /// A result of tab `index`'s screen.
  public struct Event: ScreenEvent {
    public var index: Int
    public var event: any ScreenEvent
    public var isResponse: Bool { event.isResponse }
    public var reachability: Reachability? { event.reachability }

    public init(index: Int, event: any ScreenEvent) {
      self.index = index
      self.event = event
    }
  }

  public internal(set) var tabs: [Tab]
  public internal(set) var selected: Int

  /// At most nine tabs: the keys 1…9 reach each. `selected` is clamped to them.
  public init(tabs: [Tab], selected: Int = 0) {
    self.tabs = Array(tabs.prefix(SectionsConfiguration.maximumSections))
    self.selected = min(max(0, selected), max(0, self.tabs.count - 1))
  }

  private var current: AnyScreen? { tabs.indices.contains(selected) ? tabs[selected].screen : nil }

  public var title: LocalizedText {
    .verbatim(tabs.indices.contains(selected) ? tabs[selected].title : "")
  }
  public var effectIDs: [EffectID] { tabs.flatMap(\.screen.effectIDs) }
  /// The tab on view's.
  public var isLeftByNetworkFailure: Bool { current?.isLeftByNetworkFailure ?? false }

  /// Every tab loads at start, so each shows its count; the header spins while any loads.
  public var isBusy: Bool { tabs.contains { $0.screen.isBusy } }
  public var loadingIndicator: LoadingIndicator { current?.loadingIndicator ?? .none }
  public var listPosition: ListPosition? { current?.listPosition }
  public func headerPosition(_ context: ScreenContext) -> String? {
    current?.headerPosition(context)
  }
  public var currentRepository: RepositoryName? { current?.currentRepository }
  public var focusedIssue: Issue? { current?.focusedIssue }
  public var takesText: Bool { current?.takesText ?? false }
  public var completion: Completion? { current?.completion }
  /// Every tab's rows, the one on view first.
  public func offerCompletions(_ sources: inout CompletionSources) {
    current?.offerCompletions(&sources)
    for (index, tab) in tabs.enumerated() where index != selected {
      tab.screen.offerCompletions(&sources)
    }
  }
  public func badges(_ words: ChromeWords, now: Date) -> [String] {
    current?.badges(words, now: now) ?? []
  }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    // While the tab edits text (its query line), every key is the tab's.
    let own =
      tabs.count > 1 && current?.takesText != true ? Self.tabBindings(count: tabs.count) : []
    let tail = current?.bindings(keys) ?? Keymap.listCommon
    // The tabs' keys go before the tab's own, so they win on a shared key.
    return own + tail
  }

  /// The keys that switch between `count` tabs. Made once for each count: the table is read
  /// for every key and every frame, and each binding is an object.
  static func tabBindings(count: Int) -> [KeyBinding] {
    tabBindingsByCount[min(max(0, count), SectionsConfiguration.maximumSections)]
  }

  private static let tabBindingsByCount = (0...SectionsConfiguration.maximumSections).map {
    count in
    [
      KeyBinding(
        [.tab], SectionsAction.nextSection, "Tab S-Tab 1…\(count)", .switchSection,
        footer: "Tab", short: .sectionsShort),
      KeyBinding([.backTab], SectionsAction.previousSection, "", .switchSection),
    ]
      + (0..<count).map {
        KeyBinding(
          [.character(Character("\($0 + 1)"))], SectionsAction.section($0), "", .switchSection)
      }
  }

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    eachTab(context) { screen, context in screen.load(context) }
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    eachTab(context) { screen, context in screen.resize(context) }
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> {
    onTab(selected, context) { screen, context in screen.retry(context) }
  }

  public mutating func perform(
    _ action: SectionsAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch action {
    case .nextSection: return select((selected + 1) % max(1, tabs.count), context)
    case .previousSection:
      return select((selected + tabs.count - 1) % max(1, tabs.count), context)
    case .section(let index): return select(index, context)
    }
  }

  /// The tab's own keys are the tab's.
  public mutating func forward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    onTab(selected, context) { screen, context in screen.perform(action, context) }
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    onTab(selected, context) { screen, context in screen.scroll(by: rows, context) }
  }

  public mutating func receive(_ news: FeatureValue) {
    for index in tabs.indices { tabs[index].screen.receive(news) }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    onTab(selected, context) { screen, context in screen.edit(input, context) }
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    onTab(event.index, context) { screen, context in screen.handle(event.event, context) }
  }

  /// Switching is instant: every tab keeps its rows, selection and paging while hidden. The tab
  /// shown does what it put off while hidden.
  private mutating func select(_ index: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard tabs.indices.contains(index), index != selected else { return .none }
    selected = index
    return onTab(index, context) { screen, context in
      // A tab left by a network failure, chosen once the network has been found working,
      // asks again; the reader choosing tabs bounds how often.
      guard context.isNetworkKnownUp, screen.isLeftByNetworkFailure else {
        return screen.appeared(context)
      }
      return screen.appeared(context).merging(screen.retry(context))
    }
  }

  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> {
    onTab(selected, context) { screen, context in screen.appeared(context) }
  }

  /// The context a tab sees: the body below the tab bar, visible when its tab is chosen.
  func tabContext(_ context: ScreenContext, index: Int) -> ScreenContext {
    var inner = context
    inner.body = context.body.inset(top: min(1, context.body.height))
    inner.isVisible = context.isVisible && index == selected
    return inner
  }

  private mutating func onTab(
    _ index: Int, _ context: ScreenContext,
    _ body: (inout AnyScreen, ScreenContext) -> ScreenUpdate<any ScreenEvent>
  ) -> ScreenUpdate<Event> {
    guard tabs.indices.contains(index) else { return .none }
    let update = body(&tabs[index].screen, tabContext(context, index: index))
    // A hidden tab's failure stays in its own pane, seen when the tab is: an alert for a tab
    // the reader isn't looking at would interrupt the one they are.
    let requests =
      index == selected
      ? update.requests
      : update.requests.filter { if case .raise = $0 { false } else { true } }
    return ScreenUpdate(update.effect.map { Event(index: index, event: $0) }, requests)
  }

  private mutating func eachTab(
    _ context: ScreenContext,
    _ body: (inout AnyScreen, ScreenContext) -> ScreenUpdate<any ScreenEvent>
  ) -> ScreenUpdate<Event> {
    tabs.indices.reduce(ScreenUpdate<Event>.none) { update, index in
      update.merging(onTab(index, context, body))
    }
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    guard rect.height > 0 else { return }
    SectionsTabBar.draw(
      tabs.map { ($0.title, $0.screen.countText) }, selected: selected, in: rect.row(0),
      canvas: &canvas, theme: context.theme)
    let inner = tabContext(context, index: selected)
    current?.draw(in: inner.body, canvas: &canvas, inner)
  }
}
