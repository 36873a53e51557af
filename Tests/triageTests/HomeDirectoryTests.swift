import Foundation
import Testing

@testable import triage

/// Where `~` is: `$HOME` as the shell has it, and the password database only when `HOME` can't
/// be used.
@Suite("Home directory")
struct HomeDirectoryTests {
  @Test func anAbsoluteHOMEIsTheHomeDirectory() {
    #expect(HomeDirectory.current(environment: ["HOME": "/home/ada"]) == "/home/ada")
  }

  @Test(arguments: [nil, "", "relative/home", "~ada"])
  func aMissingOrRelativeHOMEFallsBackToThePasswordDatabase(home: String?) {
    let environment = home.map { ["HOME": $0] } ?? [:]
    let found = HomeDirectory.current(environment: environment)
    #expect(found == NSHomeDirectory())
    #expect(found != home)
  }
}
