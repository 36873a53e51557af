import Foundation
import TestSupport
import Testing

@testable import triage

/// The demo never builds the GitHub stack: no HTTP client (and so no NIO event loop, threads
/// or TLS context) exists unless a GitHub backend is chosen (#19: lean start-up).
@Suite("The demo starts no HTTP client", .timeLimit(.minutes(1)))
struct DemoStartsNoHTTPClientTests {
  @Test func forcedDemo() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try Backend.choose(
      forceDemo: true, host: nil, apiURL: nil, latency: .zero, version: "test",
      environment: ["GH_TOKEN": "ghp_unused", "HOME": home.path], homeDirectory: home.path)
    #expect(backend.demoSwitches != nil)
    #expect(backend.transport == nil)
  }

  @Test func demoForWantOfAToken() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let backend = try Backend.choose(
      forceDemo: false, host: nil, apiURL: nil, latency: .zero, version: "test",
      environment: ["PATH": home.path, "HOME": home.path], homeDirectory: home.path,
      ghTimeout: .milliseconds(300))
    #expect(backend.demoSwitches != nil)
    #expect(backend.transport == nil)
  }
}
