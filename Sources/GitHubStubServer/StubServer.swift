import NIOCore
import NIOHTTP1
import NIOPosix
import SystemSupport

/// A local HTTP/1.1 server that replays recorded GitHub exchanges, so that the real client can be
/// tested over TCP (paging, errors, redirects, timeouts) without the network.
///
/// Each exchange is served once, in order, unless it is `repeatable`. Absolute URLs of an
/// exchange's `scope` origin in `link` and `location` headers are moved to ``baseURL``; other
/// origins are left alone, so a redirect to a second stub server is written in code with that
/// server's ``baseURL`` (there is no placeholder syntax):
///
/// ```swift
/// let other = try await StubServer.start([...], host: "localhost")
/// let first = try await StubServer.start([
///   RecordedExchange(path: "/a", status: 302, headers: ["location": "\(other.baseURL)/b"])
/// ])
/// ```
public final class StubServer: Sendable {
  /// Why a server could not start.
  public enum StartError: Error {
    case noLocalAddress
  }

  /// The port the server listens on (chosen by the system).
  public let port: Int
  /// `http://HOST:PORT`, with the host name given to ``start(_:host:)``.
  public let baseURL: String

  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel
  private let ledger: StubLedger
  private let isShutDown = Locked(false)

  private init(
    port: Int,
    baseURL: String,
    group: MultiThreadedEventLoopGroup,
    channel: any Channel,
    ledger: StubLedger
  ) {
    self.port = port
    self.baseURL = baseURL
    self.group = group
    self.channel = channel
    self.ledger = ledger
  }

  /// Starts a server on an ephemeral port of `host`. A `responder` answers first, so that a
  /// test can model a server with state (what a write stored, what a later read returns); the
  /// exchanges answer what it leaves to them.
  ///
  /// `localhost` is bound on 127.0.0.1 (not whatever the resolver lists first, which may be an
  /// IPv6 address a container lacks) but keeps its name in ``baseURL``, so a test can have a
  /// second server on a different host name for cross-host redirects.
  public static func start(
    _ exchanges: [RecordedExchange],
    host: String = "127.0.0.1",
    responder: StubResponder? = nil
  ) async throws -> StubServer {
    let ledger = StubLedger(exchanges, responder: responder)
    // A group of its own, so that shutting it down also closes kept-alive connections.
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    do {
      let bootstrap = ServerBootstrap(group: group)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            let operations = channel.pipeline.syncOperations
            try operations.configureHTTPServerPipeline(withErrorHandling: true)
            try operations.addHandler(StubHTTPHandler(ledger: ledger))
          }
        }
      let bindHost = host.lowercased() == "localhost" ? "127.0.0.1" : host
      let channel = try await bootstrap.bind(host: bindHost, port: 0).get()
      guard let port = channel.localAddress?.port else {
        try? await channel.close()
        throw StartError.noLocalAddress
      }
      let urlHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
      let baseURL = "http://\(urlHost):\(port)"
      ledger.setBaseURL(baseURL)
      return StubServer(
        port: port, baseURL: baseURL, group: group, channel: channel, ledger: ledger)
    } catch {
      try? await group.shutdownGracefully()
      throw error
    }
  }

  deinit {
    // A test that forgot to shut down must not leak the event loop's thread.
    if !isShutDown.withLock({ $0 }) {
      group.shutdownGracefully { _ in }
    }
  }

  /// Every request received so far, in arrival order (unmatched ones included).
  public func receivedRequests() -> [ReceivedRequest] {
    ledger.received()
  }

  /// Exchanges not served yet (repeatable ones excluded), to check that a flow used them all.
  public func remainingExchanges() -> [RecordedExchange] {
    ledger.remaining()
  }

  /// Appends more exchanges, served after the ones already given.
  public func add(_ exchanges: [RecordedExchange]) {
    ledger.add(exchanges)
  }

  /// Stops listening and closes every connection. Calling it again does nothing.
  public func shutdown() async throws {
    let wasShutDown = isShutDown.withLock { state in
      defer { state = true }
      return state
    }
    guard !wasShutDown else { return }
    try? await channel.close()
    try await group.shutdownGracefully()
  }
}
