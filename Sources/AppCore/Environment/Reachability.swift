/// What one answer says of the network: the server was reached (whatever it said), or it
/// couldn't be. The app keeps whether the last answer was the second, to revalidate the screen
/// on view when a later one is the first.
public enum Reachability: Sendable, Equatable {
  case reached
  case unreachable
}
