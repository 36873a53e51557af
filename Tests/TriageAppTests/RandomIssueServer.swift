import Foundation
import GitHubStubServer
import SystemSupport
import TerminalUITestSupport
import TestSupport

/// Issue 7 of octo/app as a server with state holds it: its comments and whether it is closed.
/// Until ``turnHonest()`` it answers writes at random, having stored them or not, and fails a
/// read now and then; after, it answers every request truthfully.
final class RandomIssueServer: Sendable {
  struct Held: Sendable {
    var comments = ["First comment"]
    var isClosed = false
    /// Bumped by every change, so a later answer is seen to be newer.
    var version = 0
  }

  private struct State {
    var held = Held()
    var random: SplitMix64
    var honest = false
  }

  private let state: Locked<State>

  init(seed: UInt64) {
    state = Locked(State(random: SplitMix64(seed: seed)))
  }

  var held: Held { state.withLock { $0.held } }

  func turnHonest() {
    state.withLock { $0.honest = true }
  }

  /// How a write goes: stored or not, and what the client is told.
  private enum Outcome: CaseIterable {
    case storedAndSaid, storedThen502, storedThenCutOff, storedThenSilent
    case refused429, refusedSecondary, refused500, resetBeforeStoring
  }

  func answer(_ request: ReceivedRequest) -> RecordedExchange? {
    state.withLock { state in
      let method = request.method.lowercased()
      let path = request.path
      let comments = WriteTrustTests.commentsPath
      if method == "get" && path == "/user" {
        return WriteTrustTests.json(path, .object(["login": .string("octocat")]))
      }
      if method == "get", !state.honest, path != WriteTrustTests.listPath,
        state.random.int(in: 0..<6) == 0
      {
        return WriteTrustTests.json(path, status: 502, .object(["message": .string("Bad")]))
      }
      switch (method, path) {
      case ("get", NetworkFaultTests.repositories.path):
        return NetworkFaultTests.repositories
      case ("get", WriteTrustTests.listPath):
        let open = state.held.isClosed ? [] : [Self.issue(state.held)]
        return WriteTrustTests.json(path, .array(open))
      case ("get", WriteTrustTests.issuePath):
        return WriteTrustTests.json(path, Self.issue(state.held))
      case ("get", _) where path.hasPrefix(comments + "?"):
        return WriteTrustTests.json(path, .array(Self.comments(state.held)))
      case ("get", _) where path.hasPrefix("/repos/octo/app/issues/7/timeline?"):
        // The issue page's conversation: the same comments, as the timeline's entries.
        return WriteTrustTests.json(path, .array(Self.comments(state.held)))
      case ("post", comments):
        let text = Self.body(of: request, field: "body") ?? ""
        return Self.write(&state, path: path) { held in
          held.comments.append(text)
          return Self.comment(held.comments.count, text)
        }
      case ("patch", WriteTrustTests.issuePath):
        let closed = Self.body(of: request, field: "state") == "closed"
        return Self.write(&state, path: path) { held in
          held.isClosed = closed
          return Self.issue(held)
        }
      default:
        return nil
      }
    }
  }

  private static func write(
    _ state: inout State, path: String, apply: (inout Held) -> JSONValue
  ) -> RecordedExchange {
    let outcome =
      state.honest
      ? .storedAndSaid
      : Outcome.allCases[state.random.int(in: 0..<Outcome.allCases.count)]
    let message = JSONValue.object(["message": .string("Refused")])
    switch outcome {
    case .refused429:
      let waits = ["0", "1", "2", "garbage", "-3"]
      let wait = waits[state.random.int(in: 0..<waits.count)]
      return WriteTrustTests.json(path, status: 429, message, headers: ["retry-after": wait])
    case .refusedSecondary:
      return WriteTrustTests.json(
        path, status: 403,
        .object(["message": .string("You have exceeded a secondary rate limit")]))
    case .refused500:
      return WriteTrustTests.json(path, status: 500, message)
    case .resetBeforeStoring:
      return RecordedExchange(
        path: path, rawBody: "{}", truncateAfterBytes: 0, resetConnection: true)
    case .storedAndSaid, .storedThen502, .storedThenCutOff, .storedThenSilent:
      state.held.version += 1
      let answer = apply(&state.held)
      switch outcome {
      case .storedThen502:
        return WriteTrustTests.json(path, status: 502, message)
      case .storedThenCutOff:
        return RecordedExchange(
          path: path, headers: ["content-type": "application/json"], response: answer,
          truncateAfterBytes: 4, resetConnection: true)
      case .storedThenSilent:
        return WriteTrustTests.json(path, status: 200, answer, delay: 2_000)
      default:
        return WriteTrustTests.json(path, status: 201, answer)
      }
    }
  }

  private static func body(of request: ReceivedRequest, field: String) -> String? {
    guard let data = request.body.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object[field] as? String
  }

  private static let created = ISO8601DateFormatter().string(from: referenceDate)

  private static func issue(_ held: Held) -> JSONValue {
    let updated = referenceDate.addingTimeInterval(TimeInterval(held.version))
    var issue = WriteTrustTests.issue(
      state: held.isClosed ? "closed" : "open",
      updated: ISO8601DateFormatter().string(from: updated))
    if case .object(var fields) = issue {
      fields["comments"] = .integer(held.comments.count)
      issue = .object(fields)
    }
    return issue
  }

  private static func comment(_ id: Int, _ body: String) -> JSONValue {
    .object([
      "id": .integer(id), "user": .object(["login": .string("octocat")]),
      "body": .string(body), "created_at": .string(created), "event": .string("commented"),
    ])
  }

  private static func comments(_ held: Held) -> [JSONValue] {
    held.comments.enumerated().map { comment($0.offset + 1, $0.element) }
  }
}
