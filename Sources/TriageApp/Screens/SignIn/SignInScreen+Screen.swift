import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The sign-in form's keys: Tab switches fields, Enter submits, and everything else the key
/// table doesn't bind types into the focused field.
extension SignInScreen: Screen,
  TextEntryScreen, RecoveringScreen
{
  public var title: LocalizedText { .signIn }
  public var effectIDs: [EffectID] { [submitID] }
  public var errorResponder: (any ErrorResponder)? { SignInResponder() }
  public var isBusy: Bool { isSubmitting }
  public var loadingIndicator: LoadingIndicator { isSubmitting ? .reloading : .none }
  public var takesText: Bool { true }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    // Letters type into the fields here, so the demo's offline switch needs Ctrl: without it
    // a demo signed out while offline could never get back online.
    Self.keys + Keymap.demoInForms(keys)
  }

  static let keys = [
    KeyBinding([.tab, .backTab], SignInAction.nextField, "Tab", .nextField, footer: "Tab"),
    KeyBinding([.enter], SignInAction.signIn, "Enter", .signInAction, footer: "Enter"),
    KeyBinding([.function(1)], GlobalAction.help, "F1", .help, footer: "F1"),
    KeyBinding([.ctrl("c")], GlobalAction.quit, "Ctrl-C", .quit, footer: "Ctrl-C"),
    Keymap.suspend,
  ]

  /// Nothing to load: the form waits for the user.
  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }

  public mutating func perform(
    _ action: SignInAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    switch action {
    case .signIn:
      return ScreenUpdate(submit(context.environment.signInRequest))
    case .nextField:
      focus = focus == .token ? .host : .token
      return .none
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch input {
    case .key(let key): edit(key)
    case .paste(let text): paste(text)
    case .resize, .mouse, .backgroundColor: break
    }
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch handle(event) {
    case .success?: ScreenUpdate(.none, .signedIn)
    case .failure(let error)?: ScreenUpdate(.none, .raise(error))
    case nil: .none
    }
  }

  public mutating func showInline(_ message: String) -> Bool {
    inlineMessage = message
    return true
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    let environment = context.environment
    SignInView.draw(
      self, language: environment.language, isDemo: environment.isDemo,
      host: environment.host, webOrigin: environment.webOrigin,
      unusedToken: environment.unusedToken, tick: context.tick,
      in: rect, canvas: &canvas, theme: context.theme)
  }
}

extension SignInScreen.Event: ScreenEvent {
  public var isResponse: Bool { true }
}
