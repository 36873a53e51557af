import Logging

/// A logger that drops everything: for code under test that must be given one.
public let silentLogger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
