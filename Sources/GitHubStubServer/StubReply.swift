/// What the stub answers to one request, decided under the ledger's lock and then written on the
/// connection's event loop.
struct StubReply: Sendable {
  var status: Int
  /// Final headers, `Content-Length` included (the full body's, even when truncating).
  var headers: [(name: String, value: String)]
  var body: [UInt8]
  var delayMilliseconds: Int?
  var truncateAfterBytes: Int?
  var resetsConnection = false
  var dripMilliseconds: Int?
}
