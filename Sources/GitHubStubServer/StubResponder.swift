/// A test's own answer to a request, or nil to leave it to the recorded exchanges. It is called
/// under the server's lock, one request at a time, so it may keep state without its own lock
/// being contended; it must not call back into the server.
public typealias StubResponder = @Sendable (ReceivedRequest) -> RecordedExchange?
