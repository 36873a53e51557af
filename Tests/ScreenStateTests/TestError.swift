/// An equatable failure, so that states can be compared exactly.
enum TestError: Error, Hashable, Sendable {
  case offline
  case server
}
