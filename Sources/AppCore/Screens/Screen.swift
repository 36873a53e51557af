import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// One screen of the navigation stack: its own state, reducer, keys, view and effects.
///
/// The app only routes to a screen by its `ScreenID` and applies the requests it returns
/// (push, raise, open a link…), the way TCA scopes a child reducer and Bubble Tea nests a
/// model. A new screen is a new folder with a type conforming to this, and a `Destination`.
public protocol Screen: Equatable, Sendable {
  /// The results of the screen's effects, routed back to it by its identity.
  associatedtype Event: ScreenEvent
  /// What its keys do: the actions it owns and carries out itself.
  associatedtype Action: BindableAction

  /// Its part of the breadcrumb; names from the server read the same in every language.
  var title: LocalizedText { get }
  /// Its part of the breadcrumb under a screen showing `parent` (the repository on screen
  /// below it, if any): a screen that belongs to a repository names it when the crumb before
  /// doesn't.
  func title(under parent: RepositoryName?) -> LocalizedText
  /// Every effect the screen may have running: cancelled when it is popped.
  var effectIDs: [EffectID] { get }
  /// The screen's own link of the responder chain, if it overrides anything.
  var errorResponder: (any ErrorResponder)? { get }
  /// Whether the screen is waiting for data; the header spins and ticks run while it is.
  var isBusy: Bool { get }
  /// Whether what it shows is there because the network failed (rows a refresh couldn't
  /// replace, or the error pane of a first load): what the network's return asks again.
  var isLeftByNetworkFailure: Bool { get }
  /// What the header's activity indicator shows.
  var loadingIndicator: LoadingIndicator { get }
  /// Where a list's selection is, for the header (`12/107+`).
  var listPosition: ListPosition? { get }
  /// What the header says of where the reader is: a list's position, or how far down a page
  /// is scrolled.
  func headerPosition(_ context: ScreenContext) -> String?
  /// How many items a list has, for a section's tab (`12`, `30+`); `nil` when it isn't a list
  /// or hasn't loaded.
  var countText: String? { get }
  /// The repository on screen, if any: `:#123` opens its issue 123.
  var currentRepository: RepositoryName? { get }
  /// The issue the write keys act on (the issue shown, a list's selected row), as the server
  /// last sent it and with its repository filled in; `nil` when there is none.
  var focusedIssue: Issue? { get }
  /// The comment of that issue the reader focused on its page, as the server last sent it;
  /// `nil` when none is (the write keys then act on the issue).
  var focusedComment: Comment? { get }
  /// The head branch of the pull request on screen, when it is known.
  var focusedBranch: String? { get }
  /// Header badges before the app's own (e.g. the list's filter).
  func badges(_ words: ChromeWords, now: Date) -> [String]
  /// The key table: the footer, the help and the behaviour all come from it. It holds the
  /// screen's own actions and those it offers on others' behalf (the app's, the writes').
  func bindings(_ keys: Keymap.Context) -> [KeyBinding]
  /// Whether unbound keys and pastes are the screen's text (a form), not ignored.
  var takesText: Bool { get }
  /// The completion list open on its text, if any: screen-reader mode says its selection.
  var completion: Completion? { get }
  /// Adds what the screen holds that completion can offer (its logins, issues, labels,
  /// repositories) to `sources`, when a screen above it completes a word.
  func offerCompletions(_ sources: inout CompletionSources)

  /// Starts (or restarts) the screen's load: the first load, a reload.
  mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// Retry from an alert or a countdown: what failed, again.
  mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// The screen is on view again: what closed over it is gone, or its tab was chosen.
  mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// The body changed size.
  mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// One of its own actions, from the key table.
  mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// An action of another type from its key table that no one above it carries out: a
  /// container passes it to the child it shows.
  mutating func forward(_ action: any BindableAction, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  /// The mouse wheel: `rows` down (negative: up).
  mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// Input the key table doesn't bind, when `takesText`.
  mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// One of the screen's own results.
  mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event>
  /// The chain chose to show `message` inline; returns whether the screen has a place for it.
  mutating func showInline(_ message: String) -> Bool
  /// News that changes what the screen shows (a comment the server now has), of a feature's
  /// own type: a screen looks for the news it knows (`news.as(_:)`) and passes the rest to the
  /// screens it holds.
  mutating func receive(_ news: FeatureValue)
  /// The text it holds that must outlive the program, if any (a composer's).
  func unsentDraft(host: String) -> (key: DraftKey, text: String)?
  /// Draws the body.
  func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext)

  // The reducer with its events seen as any screen's, for `AnyScreen`. Screens don't write
  // these: `AnyScreen.swift` gives them once for all. They are requirements, not only an
  // extension, so that each screen's witness is specialised for its `Event` and `Action`:
  // called through `any Screen`, the generic extension looked them up at run time, with a
  // scan of the binary's conformances the first time.
  func isEqual(to other: any Screen) -> Bool
  mutating func erasedLoad(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedRetry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedResize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedAppeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent>
  mutating func erasedPerform(_ action: any BindableAction, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  mutating func erasedScroll(by rows: Int, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  mutating func erasedEdit(_ input: InputEvent, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  mutating func erasedHandle(_ event: any ScreenEvent, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
}

extension Screen {
  public var errorResponder: (any ErrorResponder)? { nil }
  public func title(under parent: RepositoryName?) -> LocalizedText { title }
  public var listPosition: ListPosition? { nil }
  public func headerPosition(_ context: ScreenContext) -> String? { listPosition?.text }
  public var currentRepository: RepositoryName? { nil }
  public var focusedIssue: Issue? { nil }
  public var focusedComment: Comment? { nil }
  public var focusedBranch: String? { nil }
  public var countText: String? {
    listPosition.map { "\($0.count)\($0.hasMore ? "+" : "")" }
  }
  public func badges(_ words: ChromeWords, now: Date) -> [String] { [] }
  public var isLeftByNetworkFailure: Bool { false }
  public var takesText: Bool { false }
  public var completion: Completion? { nil }
  public func offerCompletions(_ sources: inout CompletionSources) {}
  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> { load(context) }
  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }
  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }
  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    .none
  }
  public mutating func showInline(_ message: String) -> Bool { false }
  public mutating func forward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> { .none }
  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    .none
  }
  public mutating func receive(_ news: FeatureValue) {}
  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? { nil }
}

/// A screen's result: whether it is the answer to a request (as opposed to a timer).
public protocol ScreenEvent: Sendable {
  /// The demo's armed fault clears on the next answer any screen gets.
  var isResponse: Bool { get }
  /// What the answer says of the network; nil for what isn't an answer (or was cancelled).
  var reachability: Reachability? { get }
}

extension ScreenEvent {
  public var reachability: Reachability? { nil }
}

extension Reachability {
  /// What a result says of the network: any answer, a failure included, reached the server.
  public init?<Value>(_ result: Result<Value, AppError>) {
    switch result {
    case .success: self = .reached
    case .failure(.cancelled): return nil
    case .failure(.network): self = .unreachable
    case .failure: self = .reached
    }
  }
}
