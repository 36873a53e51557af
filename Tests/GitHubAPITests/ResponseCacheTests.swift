import Foundation
import TestSupport
import Testing

@testable import GitHubAPI

@Suite struct ResponseCacheTests {

  @Test func entriesSurviveOnDiskWithPrivateModes() throws {
    let scratch = try TemporaryDirectory(prefix: "triage-cache")
    defer { scratch.remove() }
    // Not created yet: the cache creates it, with its own modes.
    let directory = scratch.url.appendingPathComponent("cache")
    let url = URL(fileURLWithPath: "/").with("https://api.github.com/user")
    let key = ResponseCache.key(url: url, token: "t")
    ResponseCache(directory: directory).store(.init(etag: "\"a\"", body: [1, 2, 3]), for: key)
    let reloaded = ResponseCache(directory: directory).entry(for: key)
    #expect(reloaded == .init(etag: "\"a\"", body: [1, 2, 3]))
    let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.count == 1)
    let file = try FileManager.default.attributesOfItem(
      atPath: directory.appendingPathComponent(files[0]).path)
    #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(!key.contains("t "), "the token is hashed, never stored")
  }

  @Test func theBoundEvictsTheOldest() {
    let cache = ResponseCache(maximumBytes: 10)
    cache.store(.init(etag: "1", body: Array(repeating: 1, count: 6)), for: "a")
    cache.store(.init(etag: "2", body: Array(repeating: 2, count: 6)), for: "b")
    #expect(cache.entry(for: "a") == nil)
    #expect(cache.entry(for: "b")?.etag == "2")
    cache.store(.init(etag: "3", body: Array(repeating: 3, count: 11)), for: "c")
    #expect(cache.entry(for: "c") == nil, "a body over the bound is never kept")
  }

  @Test func diskTrimmingKeepsTheDirectoryBounded() throws {
    let scratch = try TemporaryDirectory(prefix: "triage-cache")
    defer { scratch.remove() }
    // Not created yet: the cache creates it, with its own modes.
    let directory = scratch.url.appendingPathComponent("cache")
    let cache = ResponseCache(directory: directory, maximumBytes: 64)
    for index in 0..<10 {
      cache.store(
        .init(etag: "\(index)", body: Array(repeating: UInt8(index), count: 20)), for: "k\(index)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let total = try files.reduce(0) { sum, name in
      let size = try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)[.size]
      return sum + ((size as? NSNumber)?.intValue ?? 0)
    }
    #expect(total <= 64)
  }
}
