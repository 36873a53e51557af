import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// The sign-in screen: a masked token field and a host field, an inline message under them, and
/// one request at a time. Its responder shows a rejected token inline instead of signing out.
public struct SignInScreen: Equatable, Sendable {
  /// The result of a sign-in attempt: the account, or why it failed.
  public enum Event: Sendable {
    case finished(generation: Int, Result<User, AppError>)
  }

  /// Which field keys go to.
  public enum Field: Equatable, Sendable {
    case token, host
  }

  public var token = TextField(isMasked: true)
  /// github.com, or a GitHub Enterprise host.
  public var host = TextField(text: "github.com", maximumLength: 253)
  public var focus = Field.token
  /// Shown under the fields: "session expired", or why the token was rejected.
  public var inlineMessage: String?
  public private(set) var isSubmitting = false
  /// Bumped by every submit, so an answer to an earlier attempt is dropped.
  public private(set) var generation = 0
  public let submitID: EffectID

  public init(id: ScreenID, host: String = "github.com", inlineMessage: String? = nil) {
    self.submitID = id.effect("signIn.submit")
    self.host = TextField(text: host, maximumLength: 253)
    self.inlineMessage = inlineMessage
  }

  /// Sends the token unless a request is already out.
  public mutating func submit(
    _ signIn: @escaping @Sendable (String) async throws(AppError) -> User
  ) -> Effect<Event> {
    guard !isSubmitting else { return .none }
    isSubmitting = true
    inlineMessage = nil
    generation += 1
    let (generation, token) = (self.generation, token.text)
    return .run(id: submitID) { context in
      let result: Result<User, AppError>
      do throws(AppError) {
        result = .success(try await signIn(token))
      } catch {
        result = .failure(error)
      }
      context.send(.finished(generation: generation, result))
    }
  }

  /// Applies a result; returns it if it is the answer to the request in flight.
  public mutating func handle(_ event: Event) -> Result<User, AppError>? {
    switch event {
    case .finished(let tag, let result):
      guard tag == generation, isSubmitting else { return nil }
      isSubmitting = false
      return result
    }
  }

  /// Pastes into the focused field.
  public mutating func paste(_ text: String) {
    focusedField.paste(text)
  }

  /// Types into the focused field.
  public mutating func edit(_ key: Key) {
    _ = focusedField.handle(key)
  }

  private var focusedField: TextField {
    get { focus == .token ? token : host }
    set {
      switch focus {
      case .token: token = newValue
      case .host: host = newValue
      }
    }
  }
}
