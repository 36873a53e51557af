import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// The selected row's page beside a list, on a body wide enough: the issue page itself (its
/// state, its loading with what the store kept, its timeline and its view), in a pane of its
/// own. It loads once the selection has rested for `restDelay` on the injected clock, so
/// stepping through rows asks for nothing until the reader stops; it is read-only until
/// focused, and its failures stay in it, never an alert over the list.
public struct PreviewPane: Equatable, Sendable {
  /// The pane's results: the rest timer's, and its page's, tagged with the issue they are for
  /// so an answer for a row left behind is dropped.
  public enum Event: Sendable {
    case rested(IssueReference)
    case page(IssueReference, IssueScreen.Event)
  }

  /// Whether the pane is wanted (`P`); it shows only where `PreviewSettings` give it room.
  public internal(set) var isShown = true
  /// Whether keys go to the pane (its scroll keys) rather than to the list.
  public internal(set) var isFocused = false
  /// Whether the last body the list was given was wide enough for the pane, read by the key
  /// table, which has no size to go by.
  public internal(set) var hasRoom = false
  /// Whether the list was on view when last told: hidden tabs and covered lists load nothing.
  public internal(set) var isVisible = false
  /// The row the pane is for: selected, though maybe not rested on yet.
  public internal(set) var subject: IssueReference?
  /// The page shown, once the selection has rested on `subject`.
  public internal(set) var page: IssueScreen?
  public let name: String
  public let restID: EffectID
  /// The page's effects, whichever issue it shows: their IDs are the pane's, not the issue's,
  /// so a new row's load replaces the last one's.
  public let pageIDs: [EffectID]

  /// How long the selection must stay on a row before its page is asked for: longer than a
  /// held key's repeat (about 30 ms) and than a quick press of `j` after `j`, short enough to
  /// feel immediate once the reader stops.
  public static let restDelay = Duration.milliseconds(250)

  /// `name` prefixes the pane's effects' IDs (the list's name, unique in the app).
  public init(name: String) {
    self.name = "\(name).preview"
    restID = EffectID("\(name).preview.rest")
    pageIDs =
      IssueScreen(
        repository: RepositoryName(owner: "", name: ""), number: 0, effectsNamed: self.name
      ).effectIDs
  }

  public var effectIDs: [EffectID] { [restID] + pageIDs }

  /// Whether the pane is drawn and may load: wanted, with room, and the list on view.
  public var isActive: Bool { isShown && hasRoom && isVisible }

  /// Whether the pane's page waits for an answer, for the header's spinner.
  public var isBusy: Bool { isActive && page?.isBusy == true }

  /// The body split into the list's part, the separating column and the pane's part; nil when
  /// the settings give no pane at `body`'s width.
  public static func split(_ body: Rect, _ settings: PreviewSettings) -> Split? {
    guard settings.isEnabled, body.width >= settings.minimumWidth, body.height > 0 else {
      return nil
    }
    let (list, rest) = body.splitLeft(body.width / 2)
    let (separator, pane) = rest.splitLeft(1)
    return Split(list: list, separator: separator, pane: pane)
  }

  /// `body` split for the pane when it is wanted and the settings give it room: what a list
  /// draws in and lays its rows out by.
  public func split(_ body: Rect, _ context: ScreenContext) -> Split? {
    isShown ? Self.split(body, context.environment.preview) : nil
  }

  /// Where each part of a split body is.
  public struct Split: Equatable, Sendable {
    public var list: Rect
    public var separator: Rect
    /// The pane, its title row included.
    public var pane: Rect
    /// The page's rows: the pane below its title.
    public var page: Rect { pane.inset(top: min(1, pane.height)) }
  }

  /// The context the page sees: its own rows as the body.
  public static func pageContext(_ context: ScreenContext) -> ScreenContext? {
    guard let split = split(context.body, context.environment.preview) else { return nil }
    var inner = context
    inner.body = split.page
    return inner
  }

  /// Takes in the list's size and visibility and the row it has selected: a new row starts
  /// the rest timer (and drops the last row's page and its work); a pane that has just found
  /// room, or come on view, does the same for the row it missed.
  public mutating func update(
    subject newSubject: IssueReference?, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let wasActive = isActive
    hasRoom = Self.split(context.body, context.environment.preview) != nil
    isVisible = context.isVisible
    if !hasRoom || !isShown { isFocused = false }
    let changed = newSubject != subject
    subject = newSubject
    guard isActive else {
      return ScreenUpdate(wasActive ? .cancel(restID) : .none)
    }
    guard changed || !wasActive else {
      guard var page, let inner = Self.pageContext(context) else { return .none }
      // Same row, new size: the page clamps its scroll and lays out at its new width.
      let update = page.resize(inner)
      self.page = page
      return mapped(update, for: reference(of: page))
    }
    if let page, newSubject == reference(of: page) { return .none }
    page = nil
    isFocused = false
    let cancelled = Effect<Event>.merge(pageIDs.map { .cancel($0) })
    guard let newSubject else { return ScreenUpdate(cancelled) }
    let rest = Effect<Event>.run(id: restID) { context in
      guard await context.sleep(for: Self.restDelay) else { return }
      context.send(.rested(newSubject))
    }
    return ScreenUpdate(.merge(cancelled, rest))
  }

  /// `P`: the pane shown or hidden. Shown again, it loads the selected row after a rest.
  public mutating func toggle(_ context: ScreenContext) -> ScreenUpdate<Event> {
    isShown.toggle()
    page = nil
    guard isShown else {
      isFocused = false
      return ScreenUpdate(.merge(effectIDs.map { .cancel($0) }))
    }
    // The row is new to the pane again: it rests before it loads, as any row does.
    let subject = self.subject
    self.subject = nil
    return update(subject: subject, context)
  }

  /// The list refreshed (`r`): the page shown is asked for again with it, so the retry its
  /// error pane offers is the list's `r` too. A retry of the list's own failure asks again
  /// only for a page that failed too (`onlyIfFailed`).
  public mutating func reload(
    _ context: ScreenContext, onlyIfFailed: Bool = false
  ) -> ScreenUpdate<Event> {
    guard isActive, var page, let inner = Self.pageContext(context) else { return .none }
    if onlyIfFailed, page.state.error == nil { return .none }
    let update = page.load(inner)
    self.page = page
    return mapped(update, for: reference(of: page))
  }

  /// Ctrl-W: the keys go to the pane, or back to the list. Only a pane on view takes them.
  public mutating func toggleFocus() {
    isFocused = isActive && !isFocused
  }

  /// One of the page's own keys, while the pane has focus.
  public mutating func perform(
    _ action: IssueAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    guard isFocused, var page, let inner = Self.pageContext(context) else { return .none }
    let update = page.perform(action, inner)
    self.page = page
    return mapped(update, for: reference(of: page))
  }

  /// The mouse wheel, while the pane has the keys.
  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard isFocused, var page, let inner = Self.pageContext(context) else { return .none }
    let update = page.scroll(by: rows, inner)
    self.page = page
    return mapped(update, for: reference(of: page))
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .rested(let reference):
      guard isActive, reference == subject, let repository = reference.repository,
        let inner = Self.pageContext(context)
      else { return .none }
      var page = IssueScreen(
        repository: repository, number: reference.number, effectsNamed: name)
      let update = page.load(inner)
      self.page = page
      return mapped(update, for: reference)
    case .page(let reference, let event):
      guard var page, self.reference(of: page) == reference, let inner = Self.pageContext(context)
      else { return .none }
      let update = page.handle(event, inner)
      self.page = page
      return mapped(update, for: reference)
    }
  }

  /// The page's update as the pane's: its results tagged with the issue, and its failures
  /// kept in the pane (its error pane, its banner, its comments' line) rather than raised as
  /// alerts over the list the reader is moving through.
  private func mapped(
    _ update: ScreenUpdate<IssueScreen.Event>, for reference: IssueReference
  ) -> ScreenUpdate<Event> {
    let requests = update.requests.filter { if case .raise = $0 { false } else { true } }
    return ScreenUpdate(update.effect.map { .page(reference, $0) }, requests)
  }

  private func reference(of page: IssueScreen) -> IssueReference {
    IssueReference(repository: page.repository, number: page.number)
  }
}
