import AsyncHTTPClient
import Dispatch
import FoundationEssentials
import Glibc
import NIOCore
import NIOHTTP1
import SystemSupport

/// The real transport, on async-http-client. Redirects are not followed here: the client
/// follows them itself, so it can drop the token when the host changes.
public final class AsyncHTTPClientTransport: HTTPTransport {
  /// The limits of DESIGN §7, with Triage's defaults.
  public struct Limits: Sendable, Equatable {
    /// How long connecting may take.
    public var connect: Duration
    /// How long a whole request may take, from sending to the last body byte.
    public var request: Duration
    /// The largest body accepted.
    public var bodyBytes: Int
    /// How long a streamed body (a job's log, tens of megabytes) may take in all, once its head
    /// has come within `request`; between two of its pieces, at most `request` still.
    public var streamBody: Duration

    public init(
      connect: Duration = .seconds(10), request: Duration = .seconds(30),
      bodyBytes: Int = 10 * 1024 * 1024, streamBody: Duration = .seconds(600)
    ) {
      self.connect = connect
      self.request = request
      self.bodyBytes = bodyBytes
      self.streamBody = streamBody
    }
  }

  public let limits: Limits
  private let client: HTTPClient

  public init(limits: Limits = Limits()) {
    self.limits = limits
    var configuration = HTTPClient.Configuration(
      redirectConfiguration: .disallow,
      timeout: HTTPClient.Configuration.Timeout(
        connect: .nanoseconds(Int64(limits.connect.nanoseconds)),
        read: .nanoseconds(Int64(limits.request.nanoseconds))))
    configuration.decompression = .disabled
    // A refused or unreachable server is reported at once, not retried until the deadline.
    configuration.connectionPool.retryConnectionEstablishment = false
    client = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
  }

  /// Closes the connection pool; call once, when the app ends.
  public func shutdown() async {
    try? await client.shutdown()
  }

  /// A transport dropped without `shutdown()` (its owner ended by an error before its own
  /// cleanup) still closes its pool: its connections don't outlive it, and the client isn't
  /// released while running, which async-http-client treats as a programming error and traps
  /// on. After `shutdown()` this finds the client shut and does nothing.
  deinit {
    client.shutdown(queue: .global()) { _ in }
  }

  public func send(_ request: HTTPRequestSpec) async throws(TransportError) -> HTTPResponseData {
    // async-http-client hands the port to NIO, which traps on one past 65535: whatever the
    // caller checked, no such URL reaches it.
    guard RequestableURL.allows(request.url) else { throw .unusableURL }
    let outgoing = Self.outgoing(request)
    let deadline = ContinuousClock.now.advanced(by: limits.request)
    let response: HTTPClientResponse
    do {
      response = try await client.execute(
        outgoing, timeout: .nanoseconds(Int64(limits.request.nanoseconds)))
    } catch {
      throw Self.transportError(error, limit: limits.bodyBytes)
    }
    let body: ByteBuffer
    do {
      body = try await Self.collect(response.body, upTo: limits.bodyBytes, before: deadline)
    } catch {
      throw Self.transportError(error, limit: limits.bodyBytes, afterHead: true)
    }
    return HTTPResponseData(
      status: Int(response.status.code), headers: Self.headers(response),
      body: Array(body.readableBytesView))
  }

  public func stream(
    _ request: HTTPRequestSpec, limit: Int, into sink: @escaping @Sendable ([UInt8]) -> Bool
  ) async throws(TransportError) -> HTTPResponseData {
    guard RequestableURL.allows(request.url) else { throw .unusableURL }
    let outgoing = Self.outgoing(request)
    let deadline = ContinuousClock.now.advanced(by: limits.request)
    let response: HTTPClientResponse
    do {
      response = try await client.execute(
        outgoing, timeout: .nanoseconds(Int64(limits.request.nanoseconds)))
    } catch {
      throw Self.transportError(error, limit: limit)
    }
    do {
      try await Self.drain(
        response.body, upTo: limit,
        before: max(deadline, ContinuousClock.now.advanced(by: limits.streamBody)),
        stalling: limits.request, into: sink)
    } catch {
      throw Self.transportError(error, limit: limit, afterHead: true)
    }
    return HTTPResponseData(status: Int(response.status.code), headers: Self.headers(response))
  }

  private static func outgoing(_ request: HTTPRequestSpec) -> HTTPClientRequest {
    var outgoing = HTTPClientRequest(url: request.url.absoluteString)
    outgoing.method = HTTPMethod(rawValue: request.method)
    for header in request.headers {
      outgoing.headers.add(name: header.name, value: header.value)
    }
    if let body = request.body {
      outgoing.body = .bytes(ByteBuffer(bytes: body))
    }
    return outgoing
  }

  /// Names lowercased; of a repeated header, the first.
  private static func headers(_ response: HTTPClientResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.headers where headers[name.lowercased()] == nil {
      headers[name.lowercased()] = value
    }
    return headers
  }

  /// The body's pieces to `sink` by `deadline`, with no wait longer than `stall` for the next
  /// piece: a body that drips is bounded in all, and one that stops is given up on at once.
  private static func drain(
    _ body: HTTPClientResponse.Body, upTo limit: Int, before deadline: ContinuousClock.Instant,
    stalling stall: Duration, into sink: @escaping @Sendable ([UInt8]) -> Bool
  ) async throws {
    let lastPiece = Locked(ContinuousClock.now)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        var received = 0
        for try await piece in body {
          received += piece.readableBytes
          guard received <= limit else { throw NIOTooManyBytesError(maxBytes: limit) }
          guard sink(Array(piece.readableBytesView)) else { throw HTTPClientError.cancelled }
          lastPiece.withLock { $0 = ContinuousClock.now }
        }
        return true
      }
      group.addTask {
        // Wakes at the stall's end after the latest piece; each wake is at least `stall`
        // after the last, so the loop ends by `deadline` or a stall.
        while true {
          let due = min(deadline, lastPiece.withLock { $0 }.advanced(by: stall))
          guard due > ContinuousClock.now else { return false }
          try await Task.sleep(until: due, clock: .continuous)
        }
      }
      defer { group.cancelAll() }
      guard let finished = try await group.next(), finished else {
        throw HTTPClientError.deadlineExceeded
      }
    }
  }

  /// The body, by the request's deadline. async-http-client's deadline stops at the response
  /// head and its read timeout restarts with every byte, so a body that drips would hold the
  /// request forever: collecting races a timer instead.
  private static func collect(
    _ body: HTTPClientResponse.Body, upTo limit: Int, before deadline: ContinuousClock.Instant
  ) async throws -> ByteBuffer {
    try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
      group.addTask { try await body.collect(upTo: limit) }
      group.addTask {
        try await Task.sleep(until: deadline, clock: .continuous)
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let collected = first else {
        throw HTTPClientError.deadlineExceeded
      }
      return collected
    }
  }

  /// Sorts what async-http-client and NIO throw into the few cases the user can act on.
  /// `afterHead`: the status and headers had arrived, so a connection that ended then (closed
  /// or reset before `Content-Length` bytes came) is an incomplete answer, not an unreachable
  /// server.
  static func transportError(_ error: any Error, limit: Int, afterHead: Bool = false)
    -> TransportError
  {
    if error is CancellationError { return .cancelled }
    if error is NIOTooManyBytesError { return .bodyTooLarge(limit: limit) }
    if let client = error as? HTTPClientError {
      switch client {
      case .connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded,
        .getConnectionFromPoolTimeout:
        return .timedOut
      case .tlsHandshakeTimeout:
        return .tls
      case .cancelled:
        return .cancelled
      default:
        return afterHead ? .incompleteBody : .connectionFailed(String(describing: client))
      }
    }
    // After the head, the parser's complaint is the body ending early (`invalidEOFState`).
    if afterHead { return .incompleteBody }
    // Before it, the server answered in something that isn't HTTP (`Content-Length: inf`).
    if error is HTTPParserError { return .malformedHead }
    if let io = error as? IOError, [ENETUNREACH, ENETDOWN].contains(io.errnoCode) {
      return .offline
    }
    let description = String(describing: error)
    if description.contains("SSL") || description.contains("TLS") { return .tls }
    return .connectionFailed(description)
  }
}

extension Duration {
  fileprivate var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
