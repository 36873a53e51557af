import NIOCore
import NIOHTTP1

#if canImport(Glibc)
  import Glibc
#endif

/// Answers each request on one connection from the ledger, honouring the delays and truncations
/// that client tests need. It lives on the connection's event loop; NIO's pipelining handler in
/// front of it holds back a further request until the current response has ended.
final class StubHTTPHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let ledger: StubLedger
  private var head: HTTPRequestHead?
  private var body: ByteBuffer?
  private var isActive = true
  /// A delayed reply, cancelled if the client gives up first.
  private var pending: Scheduled<Void>?

  init(ledger: StubLedger) {
    self.ledger = ledger
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      self.head = head
      body = nil
    case .body(var chunk):
      body.setOrWriteBuffer(&chunk)
    case .end:
      guard let head else { return }
      self.head = nil
      respond(to: head, context: context)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    isActive = false
    pending?.cancel()
    pending = nil
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
    var headers: [String: [String]] = [:]
    for (name, value) in head.headers {
      headers[name.lowercased(), default: []].append(value)
    }
    let request = ReceivedRequest(
      method: head.method.rawValue,
      path: head.uri,
      headers: headers,
      body: body.map { String(buffer: $0) } ?? ""
    )
    body = nil
    let reply = ledger.reply(to: request)
    let sendsBody = head.method != .HEAD
    guard let delay = reply.delayMilliseconds, delay > 0 else {
      send(reply, for: head, sendsBody: sendsBody, context: context)
      return
    }
    pending = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(delay))) {
      self.pending = nil
      self.send(reply, for: head, sendsBody: sendsBody, context: context)
    }
  }

  private func send(
    _ reply: StubReply,
    for request: HTTPRequestHead,
    sendsBody: Bool,
    context: ChannelHandlerContext
  ) {
    guard isActive else { return }
    var headers = HTTPHeaders(reply.headers.map { ($0.name, $0.value) })
    if !request.isKeepAlive {
      headers.replaceOrAdd(name: "connection", value: "close")
    }
    let head = HTTPResponseHead(
      version: request.version,
      status: HTTPResponseStatus(statusCode: reply.status),
      headers: headers
    )
    let truncating = reply.truncateAfterBytes != nil
    // When truncating, the head promises the whole body; only part of it follows, then a hang-up.
    let sent = reply.truncateAfterBytes.map { reply.body.prefix(max(0, $0)) } ?? reply.body[...]
    var pieces: [ArraySlice<UInt8>] = []
    if sendsBody && !sent.isEmpty {
      pieces = reply.dripMilliseconds == nil ? [sent] : sent.chunks(ofCount: 8)
    }
    let written = context.eventLoop.makePromise(of: Void.self)
    context.writeAndFlush(wrapOutboundOut(.head(head)), promise: written)
    let ending = Ending(
      truncated: truncating, reset: reply.resetsConnection, keepAlive: request.isKeepAlive)
    sendBody(
      pieces[...], every: reply.dripMilliseconds, after: written.futureResult, then: ending,
      context: context)
  }

  private struct Ending {
    let truncated: Bool
    let reset: Bool
    let keepAlive: Bool
  }

  /// Writes the pieces (spaced out when dripping), then ends the response or the connection.
  /// A close waits for `written`, the last write, so nothing written is lost to it.
  private func sendBody(
    _ pieces: ArraySlice<ArraySlice<UInt8>>, every interval: Int?,
    after written: EventLoopFuture<Void>, then ending: Ending, context: ChannelHandlerContext
  ) {
    guard isActive else { return }
    guard let piece = pieces.first else {
      finish(after: written, then: ending, context: context)
      return
    }
    let pieceWritten = context.eventLoop.makePromise(of: Void.self)
    let buffer = context.channel.allocator.buffer(bytes: piece)
    context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: pieceWritten)
    let rest = pieces.dropFirst()
    guard let interval, !rest.isEmpty else {
      sendBody(
        rest, every: interval, after: pieceWritten.futureResult, then: ending, context: context)
      return
    }
    pending = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(interval))) {
      self.pending = nil
      self.sendBody(
        rest, every: interval, after: pieceWritten.futureResult, then: ending, context: context)
    }
  }

  private func finish(
    after written: EventLoopFuture<Void>, then ending: Ending, context: ChannelHandlerContext
  ) {
    if !ending.truncated {
      let ended = context.eventLoop.makePromise(of: Void.self)
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: ended)
      if ending.keepAlive { return }
      ended.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
      return
    }
    written.assumeIsolated().whenComplete { _ in
      // A linger time of zero turns the close into a reset.
      guard ending.reset, let socket = context.channel as? any SocketOptionProvider else {
        context.close(promise: nil)
        return
      }
      socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).assumeIsolated().whenComplete { _ in
        context.close(promise: nil)
      }
    }
  }
}

extension ArraySlice where Element == UInt8 {
  fileprivate func chunks(ofCount count: Int) -> [ArraySlice<UInt8>] {
    stride(from: startIndex, to: endIndex, by: count).map {
      self[$0..<Swift.min($0 + count, endIndex)]
    }
  }
}
