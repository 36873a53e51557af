import ErrorHandling
import TerminalUI

/// The sign-in screen: a masked token field, an inline message under it, and one request at a
/// time. Its responder shows a rejected token inline instead of signing out.
public struct SignInScreen: Equatable, Sendable {
  /// The result of a sign-in attempt: the account's login, or why it failed.
  public enum Event: Sendable {
    case finished(generation: Int, Result<String, AppError>)
  }

  public var token = TextField(isMasked: true)
  /// Shown under the field: "session expired", or why the token was rejected.
  public var inlineMessage: String?
  public private(set) var isSubmitting = false
  /// Bumped by every submit, so an answer to an earlier attempt is dropped.
  public private(set) var generation = 0
  public let submitID: EffectID

  public init(id: ScreenID, inlineMessage: String? = nil) {
    self.submitID = id.effect("signIn.submit")
    self.inlineMessage = inlineMessage
  }

  /// Sends the token unless a request is already out.
  public mutating func submit(
    _ signIn: @escaping @Sendable (String) async throws(AppError) -> String
  ) -> Effect<Event> {
    guard !isSubmitting else { return .none }
    isSubmitting = true
    inlineMessage = nil
    generation += 1
    let (generation, token) = (self.generation, token.text)
    return .run(id: submitID) { context in
      let result: Result<String, AppError>
      do throws(AppError) {
        result = .success(try await signIn(token))
      } catch {
        result = .failure(error)
      }
      context.send(.finished(generation: generation, result))
    }
  }

  /// Applies a result; returns it if it is the answer to the request in flight.
  public mutating func handle(_ event: Event) -> Result<String, AppError>? {
    switch event {
    case .finished(let tag, let result):
      guard tag == generation, isSubmitting else { return nil }
      isSubmitting = false
      return result
    }
  }
}
