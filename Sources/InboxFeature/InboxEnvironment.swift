import AppCore
import IssueDomain

/// What the inbox reads and changes: its threads, and a thread marked read, done or unsubscribed.
public struct InboxEnvironment: FeatureEnvironment {
  public var inbox: any InboxReading & InboxWriting

  public init(inbox: any InboxReading & InboxWriting) {
    self.inbox = inbox
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(inbox: backend)
  }
}
