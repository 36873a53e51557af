import IssueDomain
import Localization
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// What `AnyScreen` gives depends on the capabilities a screen adopts, chosen when it conforms:
/// a screen that adopts one gets its own members through the erased screen, and one that
/// doesn't gets what the app does without it.
@Suite struct ScreenCapabilityTests {
  struct Event: ScreenEvent { var isResponse: Bool { true } }
  enum Action: String, BindableAction {
    case go
    static var context: KeyContext { KeyContext(rawValue: "capability-test") }
    static var all: [Action] { [.go] }
    var name: String { rawValue }
  }

  /// Only the core: state in, update out, draw.
  struct PlainScreen: Screen {
    var loads = 0
    var title: LocalizedText { LocalizedText(en: "plain", ja: "プレーン") }
    var effectIDs: [EffectID] { [] }
    var isBusy: Bool { false }
    var loadingIndicator: LoadingIndicator { .none }
    func bindings(_ keys: Keymap.Context) -> [KeyBinding] { [] }
    mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
      loads += 1
      return .none
    }
    mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event> {
      .none
    }
    mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
      .none
    }
    func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {}
  }

  /// The core and three capabilities, each of its own.
  struct CapableScreen: Screen, FocusingScreen, ScrollingScreen, TextEntryScreen,
    RecoveringScreen
  {
    var scrolled = 0
    var edits = 0
    var retries = 0
    var title: LocalizedText { LocalizedText(en: "capable", ja: "有能") }
    var effectIDs: [EffectID] { [] }
    var isBusy: Bool { false }
    var loadingIndicator: LoadingIndicator { .none }
    var currentRepository: RepositoryName? { RepositoryName(owner: "octo", name: "hello") }
    func bindings(_ keys: Keymap.Context) -> [KeyBinding] { [] }
    mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }
    mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event> {
      .none
    }
    mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
      .none
    }
    mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
      scrolled += rows
      return .none
    }
    mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
      edits += 1
      return .none
    }
    mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> {
      retries += 1
      return .none
    }
    func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {}
  }

  let context = Fixtures.program.context(
    Fixtures.state(.idle, size: Size(width: 80, height: 24)))

  @Test func aScreenWithoutACapabilityGetsWhatTheAppDoesWithoutIt() {
    var screen = AnyScreen(PlainScreen())
    _ = screen.scroll(by: 3, context)
    _ = screen.edit(.key(.character("x")), context)
    #expect(screen.as(PlainScreen.self) == PlainScreen(), "the wheel and typing do nothing")
    #expect(!screen.takesText && screen.focusedIssue == nil && screen.currentRepository == nil)
    _ = screen.retry(context)
    #expect(screen.as(PlainScreen.self)?.loads == 1, "a retry loads again")
    #expect(screen.title(under: nil).english == "plain" && screen.countText == nil)
  }

  @Test func aScreenThatAdoptsACapabilityGetsItsOwnThroughTheErasedScreen() {
    var screen = AnyScreen(CapableScreen())
    _ = screen.scroll(by: 3, context)
    _ = screen.edit(.key(.character("x")), context)
    _ = screen.retry(context)
    #expect(screen.as(CapableScreen.self) == CapableScreen(scrolled: 3, edits: 1, retries: 1))
    #expect(screen.takesText, "a text entry takes text unless it says otherwise")
    #expect(screen.currentRepository == RepositoryName(owner: "octo", name: "hello"))
    #expect(screen.focusedIssue == nil, "what it doesn't give is the capability's default")
  }
}
