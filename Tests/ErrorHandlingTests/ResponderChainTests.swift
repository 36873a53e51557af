import ErrorHandling
import Localization
import Testing

/// Handles everything by showing a banner with its name, so tests can see who answered.
struct NamedResponder: ErrorResponder {
  var name: String
  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    .handled(.banner(name))
  }
}

/// Passes everything up.
struct PassingResponder: ErrorResponder {
  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome { .passed }
}

/// Handles only the given error, by name.
struct SelectiveResponder: ErrorResponder {
  var name: String
  var handles: AppError
  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    error == handles ? .handled(.banner(name)) : .passed
  }
}

struct ResponderChainTests {
  let nested = ErrorContext(canGoBack: true, language: .english)

  @Test("the screen answers first")
  func screenFirst() {
    let chain = ResponderChain(
      screen: NamedResponder(name: "screen"), container: NamedResponder(name: "container"))
    #expect(chain.display(for: .notFound, context: nested) == .banner("screen"))
  }

  @Test("a declined error goes to the container")
  func passesToContainer() {
    let chain = ResponderChain(
      screen: PassingResponder(), container: NamedResponder(name: "container"))
    #expect(chain.display(for: .notFound, context: nested) == .banner("container"))
  }

  @Test("an error nobody overrides gets the app's default policy")
  func passesToApp() {
    let chain = ResponderChain(screen: PassingResponder(), container: PassingResponder())
    #expect(chain.responders.count == 3)
    for error in Samples.all {
      #expect(
        chain.display(for: error, context: nested)
          == DefaultErrorPolicy.display(for: error, canGoBack: true, language: .english))
    }
  }

  @Test("the policy still applies when even the app level passes")
  func fallback() {
    let chain = ResponderChain([PassingResponder(), PassingResponder()])
    let context = ErrorContext(canGoBack: false, language: .japanese)
    #expect(
      chain.display(for: .gone, context: context)
        == DefaultErrorPolicy.display(for: .gone, canGoBack: false, language: .japanese))
  }

  @Test("each responder sees only what it overrides")
  func selective() {
    let chain = ResponderChain(
      screen: SelectiveResponder(name: "screen", handles: .gone),
      container: SelectiveResponder(name: "container", handles: .conflict))
    #expect(chain.display(for: .gone, context: nested) == .banner("screen"))
    #expect(chain.display(for: .conflict, context: nested) == .banner("container"))
    #expect(
      chain.display(for: .forbidden, context: nested)
        == DefaultErrorPolicy.display(for: .forbidden, canGoBack: true, language: .english))
  }

  @Test("prepending puts a pushed screen in front")
  func prepending() {
    let chain = ResponderChain(screen: NamedResponder(name: "old"))
      .prepending(NamedResponder(name: "new"))
    #expect(chain.display(for: .gone, context: nested) == .banner("new"))
  }

  @Test("cancelled is never displayed, even by a responder that handles everything")
  func cancelledNeverDisplayed() {
    let chain = ResponderChain(screen: NamedResponder(name: "screen"))
    #expect(chain.display(for: .cancelled, context: nested) == .none)
    #expect(ResponderChain().display(for: .cancelled, context: nested) == .none)
    #expect(
      ResponderChain().display(for: AppError(wrapping: CancellationError()), context: nested)
        == .none)
  }

  @Test("the context reaches the policy", arguments: [true, false], Language.allCases)
  func contextFlows(canGoBack: Bool, language: Language) {
    let context = ErrorContext(canGoBack: canGoBack, language: language)
    #expect(
      ResponderChain().display(for: .server(status: 500), context: context)
        == DefaultErrorPolicy.display(
          for: .server(status: 500), canGoBack: canGoBack, language: language))
  }
}
