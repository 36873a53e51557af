// Re-exported to every file of the app's tests, whose write routing suite names these
// fixtures by the suite they were first in.
@_exported import FeatureTestSupport

/// The issue the writes' tests write to (`WriteFixtures`), by the name of the suite it was first
/// defined in; that suite is in SharedWritesTests now.
typealias PendingWritesTests = WriteFixtures
