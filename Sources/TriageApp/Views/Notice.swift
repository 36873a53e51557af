/// A row of its own above the footer, for something the user is waiting on: a rate limit's
/// countdown for the screen on top, or a failed (or uncertain) write.
enum Notice: Equatable {
  case rateLimit(remaining: Duration)
  case write
}

extension AppState {
  /// The notice rows, top to bottom.
  var notices: [Notice] {
    var notices: [Notice] = []
    if let remaining = retryCountdowns[top.id] { notices.append(.rateLimit(remaining: remaining)) }
    if writes.pending.notice != nil { notices.append(.write) }
    return notices
  }
}
