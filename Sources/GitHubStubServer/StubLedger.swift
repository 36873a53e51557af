import FoundationEssentials
import SystemSupport

/// The exchanges still to serve and the requests received, shared by every connection of one
/// server (each connection runs on the event loop, tests read from any thread).
final class StubLedger: Sendable {
  private struct Entry {
    var exchange: RecordedExchange
    var target: RequestTarget
    var served = false
  }

  private struct State {
    var entries: [Entry] = []
    var received: [ReceivedRequest] = []
    var baseURL = ""
  }

  /// Hop-by-hop and framing headers: a recording's values describe GitHub's connection, not ours.
  private static let droppedHeaders: Set<String> = [
    "content-length", "connection", "transfer-encoding", "content-encoding", "keep-alive",
  ]
  /// Headers that carry absolute URLs a client follows.
  private static let rewrittenHeaders: Set<String> = ["link", "location"]

  private let state = Locked(State())
  private let responder: StubResponder?

  init(_ exchanges: [RecordedExchange], responder: StubResponder? = nil) {
    self.responder = responder
    add(exchanges)
  }

  /// Sets the origin that recorded URLs are moved to, once the port is known.
  func setBaseURL(_ baseURL: String) {
    state.withLock { $0.baseURL = baseURL }
  }

  func add(_ exchanges: [RecordedExchange]) {
    let entries = exchanges.map { Entry(exchange: $0, target: RequestTarget($0.path)) }
    state.withLock { $0.entries += entries }
  }

  func received() -> [ReceivedRequest] {
    state.withLock { $0.received }
  }

  /// Exchanges that were never served (repeatable ones excluded).
  func remaining() -> [RecordedExchange] {
    state.withLock { state in
      state.entries.filter { !$0.served && $0.exchange.repeatable != true }.map(\.exchange)
    }
  }

  /// Records `request` and picks its answer: the responder's, if it has one, else the first
  /// unserved (or repeatable) exchange with the same method and the same path and query, else a
  /// 501 that names the request.
  func reply(to request: ReceivedRequest) -> StubReply {
    let target = RequestTarget(request.path)
    let method = request.method.lowercased()
    let (exchange, baseURL) = state.withLock { state -> (RecordedExchange?, String) in
      state.received.append(request)
      // Under the lock, so that a stateful responder sees requests one at a time, in order.
      if let answer = responder?(request) { return (answer, state.baseURL) }
      let index = state.entries.firstIndex { entry in
        (!entry.served || entry.exchange.repeatable == true)
          && entry.exchange.method.lowercased() == method && entry.target == target
      }
      guard let index else { return (nil, state.baseURL) }
      state.entries[index].served = true
      return (state.entries[index].exchange, state.baseURL)
    }
    guard let exchange else {
      let message = "stub: no exchange for \(request.method.uppercased()) \(request.path)"
      return Self.jsonReply(status: 501, body: .object(["message": .string(message)]))
    }
    return Self.reply(for: exchange, baseURL: baseURL)
  }

  private static func reply(for exchange: RecordedExchange, baseURL: String) -> StubReply {
    let rewriter = OriginRewriter(scope: exchange.scope, replacement: baseURL)
    var headers: [(name: String, value: String)] = []
    for (name, value) in exchange.headers.sorted(by: { $0.key < $1.key }) {
      let lowercased = name.lowercased()
      if droppedHeaders.contains(lowercased) { continue }
      if rewrittenHeaders.contains(lowercased), let rewriter {
        headers.append((name, rewriter.rewrite(value)))
      } else {
        headers.append((name, value))
      }
    }
    let body: [UInt8]
    if exchange.status == 204 || exchange.status == 304 || exchange.status < 200 {
      body = []
    } else if let rawBody = exchange.rawBody {
      body = Array(rawBody.utf8)
    } else {
      body = encode(exchange.response)
    }
    if exchange.status != 204 && exchange.status != 304 && exchange.status >= 200 {
      headers.append(("content-length", exchange.contentLength ?? String(body.count)))
    }
    return StubReply(
      status: exchange.status,
      headers: headers,
      body: body,
      delayMilliseconds: exchange.delayMilliseconds,
      truncateAfterBytes: exchange.truncateAfterBytes,
      resetsConnection: exchange.resetConnection ?? false,
      dripMilliseconds: exchange.dripMilliseconds
    )
  }

  private static func jsonReply(status: Int, body value: JSONValue) -> StubReply {
    let body = encode(value)
    return StubReply(
      status: status,
      headers: [
        ("content-type", "application/json; charset=utf-8"),
        ("content-length", String(body.count)),
      ],
      body: body
    )
  }

  /// The JSON text of `value`; absent, `null` and octokit's `""` (its way of writing "no body")
  /// give an empty body.
  private static func encode(_ value: JSONValue?) -> [UInt8] {
    switch value {
    case nil, .null?, .string("")?:
      return []
    case let value?:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      // Values decoded from JSON always encode; a hand-built NaN is the only failure.
      return (try? encoder.encode(value)).map { Array($0) } ?? Array("null".utf8)
    }
  }
}
