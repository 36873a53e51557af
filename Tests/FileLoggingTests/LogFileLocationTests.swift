import SystemSupport
import Testing

@testable import FileLogging

struct LogFileLocationTests {
  let environment = ["XDG_STATE_HOME": "/state", "HOME": "/home/me"]

  @Test("--log-file wins over everything")
  func overrideWins() throws {
    #expect(
      try LogFileLocation.resolve(override: "/tmp/x.log", environment: environment) == "/tmp/x.log")
  }

  @Test("XDG_STATE_HOME comes next")
  func xdgStateHome() throws {
    #expect(
      try LogFileLocation.resolve(override: nil, environment: environment)
        == "/state/triage/triage.log")
    #expect(
      try LogFileLocation.resolve(override: "", environment: ["XDG_STATE_HOME": "/s/"])
        == "/s/triage/triage.log")
  }

  @Test("HOME/.local/state is the fallback; empty or relative XDG_STATE_HOME is ignored")
  func homeFallback() throws {
    for state in ["", "relative/state"] {
      #expect(
        try LogFileLocation.resolve(
          override: nil, environment: ["XDG_STATE_HOME": state, "HOME": "/home/me"])
          == "/home/me/.local/state/triage/triage.log")
    }
  }

  @Test("no location at all is a typed error")
  func noLocation() {
    let nowhere = UserDirectories(environment: [:], passwordDatabase: { nil })
    #expect(throws: LogFileError.noLocation) {
      try LogFileLocation.resolve(override: nil, directories: nowhere)
    }
  }
}
