import Logging
import SecretRedaction
import Testing

@testable import ErrorHandling

struct ErrorLoggerTests {
  @Test("development logger names the handling site and the whole underlying chain")
  func developmentIncludesSiteAndChain() throws {
    let (logger, store) = inMemoryLogger()
    let caught = WrappingError(context: "repository", underlying: LeafError(description: "EOF"))
    let line = #line + 1
    DevelopmentErrorLogger(logger: logger).log(.decoding, underlying: caught)
    let entry = try #require(store.entries.first)
    #expect(store.entries.count == 1)
    #expect(entry.level == .error)
    #expect(entry.message.contains("AppError.decoding"))
    #expect(entry.message.contains("ErrorHandlingTests/ErrorLoggerTests.swift:\(line)"))
    #expect(entry.message.contains("developmentIncludesSiteAndChain()"))
    #expect(entry.message.contains("WrappingError: WrappingError(repository) <- LeafError: EOF"))
    #expect(entry.line == UInt(line))
    #expect(entry.function == "developmentIncludesSiteAndChain()")
  }

  @Test("development logger follows what unknown wraps when no underlying error is given")
  func developmentFollowsUnknown() throws {
    let (logger, store) = inMemoryLogger()
    let wrapped = WrappingError(context: "io", underlying: LeafError(description: "disk full"))
    DevelopmentErrorLogger(logger: logger).log(.unknown(wrapped))
    let entry = try #require(store.entries.first)
    #expect(entry.message.contains("WrappingError(io) <- LeafError: disk full"))
  }

  @Test("production logger is one concise line without paths or descriptions")
  func productionIsConcise() throws {
    let (logger, store) = inMemoryLogger()
    let caught = WrappingError(
      context: "secret-ish detail", underlying: LeafError(description: "x"))
    ProductionErrorLogger(logger: logger).log(.server(status: 502), underlying: caught)
    let entry = try #require(store.entries.first)
    #expect(entry.message == "AppError.server (retryable) cause=LeafError")
    #expect(!entry.message.contains("\n"))
    #expect(!entry.message.contains(".swift"))
    #expect(!entry.message.contains("secret-ish"))
  }

  @Test("logged returns the error so a catch block can log, then rethrow")
  func loggedReturnsError() {
    let (logger, store) = inMemoryLogger()
    let errorLogger: any ErrorLogging = ProductionErrorLogger(logger: logger)
    func failing() throws(AppError) {
      do {
        throw LeafError(description: "boom")
      } catch {
        throw errorLogger.logged(AppError(wrapping: error), underlying: error)
      }
    }
    #expect(throws: AppError.unknown(LeafError(description: "boom"))) { try failing() }
    #expect(store.entries.count == 1)
  }

  @Test("an underlying error equal to the logged AppError is not repeated in the chain")
  func selfUnderlyingSkipped() throws {
    let (logger, store) = inMemoryLogger()
    DevelopmentErrorLogger(logger: logger).log(.notFound, underlying: AppError.notFound)
    let entry = try #require(store.entries.first)
    #expect(!entry.message.contains("underlying"))
  }

  @Test("cancelled is logged at debug level only")
  func cancelledIsDebug() throws {
    let (logger, store) = inMemoryLogger()
    ProductionErrorLogger(logger: logger).log(.cancelled)
    #expect(try #require(store.entries.first).level == .debug)
  }

  @Test("both loggers redact messages, nested descriptions and metadata")
  func loggersRedact() {
    let token = "ghp_" + String(repeating: "A1b2", count: 9)
    for make in [
      { (l: Logger) -> any ErrorLogging in DevelopmentErrorLogger(logger: l) },
      { (l: Logger) -> any ErrorLogging in ProductionErrorLogger(logger: l) },
    ] {
      let (logger, store) = inMemoryLogger()
      let nested = WrappingError(
        context: "auth", underlying: LeafError(description: "header Authorization: token \(token)"))
      make(logger).log(
        .unknown(nested),
        metadata: [
          "request": "GET /user?access_token=\(token)",
          "token": "short",
          "headers": .dictionary(["Authorization": .string("Bearer abc.def")]),
          "list": .array([.stringConvertible(token)]),
        ])
      let rendered = store.entries.map { "\($0.message) \($0.metadata)" }.joined()
      #expect(!rendered.contains(token))
      #expect(!rendered.contains("short"))
      #expect(!rendered.contains("abc.def"))
      #expect(rendered.contains(SecretRedactor.placeholder))
    }
  }

  @Test("configuration: --log-level picks level and logger; other names are rejected")
  func configuration() {
    #expect(LoggingConfiguration(levelName: "debug")?.usesDevelopmentLogger == true)
    #expect(LoggingConfiguration(levelName: "NOTICE")?.level == .notice)
    #expect(LoggingConfiguration(levelName: "error")?.usesDevelopmentLogger == false)
    #expect(LoggingConfiguration(levelName: "trace") == nil)
    #expect(LoggingConfiguration(levelName: "loud") == nil)
    #expect(LoggingConfiguration(levelName: nil) == .buildDefault)
    let (logger, _) = inMemoryLogger()
    #expect(
      LoggingConfiguration(level: .debug).makeErrorLogger(logger: logger) is DevelopmentErrorLogger)
    #expect(
      LoggingConfiguration(level: .info).makeErrorLogger(logger: logger) is ProductionErrorLogger)
  }
}
