import FoundationEssentials

/// The inbox's changes: a thread read, done or unsubscribed from, and everything up to a moment
/// read. Each is one request, never retried by the client; GitHub answers them with no body
/// (205, 204, or 202 when it marks many threads later).
extension GitHubClient {
  /// `PATCH /notifications/threads/{id}`: the thread is read.
  public func markThreadRead(id: String, token: String?) async throws(GitHubServiceError) {
    _ = try await send(
      "PATCH", url("notifications", "threads", id), json: [], token: token,
      invalidating: affectedByInboxChange)
  }

  /// `DELETE /notifications/threads/{id}`: the thread is done and leaves the inbox.
  public func markThreadDone(id: String, token: String?) async throws(GitHubServiceError) {
    _ = try await send(
      "DELETE", url("notifications", "threads", id), json: [], token: token,
      invalidating: affectedByInboxChange)
  }

  /// `DELETE /notifications/threads/{id}/subscription`: no more notifications about it.
  public func unsubscribe(threadID id: String, token: String?) async throws(GitHubServiceError) {
    _ = try await send(
      "DELETE", url("notifications", "threads", id, "subscription"), json: [], token: token,
      invalidating: affectedByInboxChange)
  }

  /// `PUT /notifications` with `{"last_read_at": …, "read": true}`: every thread updated up to
  /// `moment` is read.
  public func markNotificationsRead(upTo moment: Date, token: String?)
    async throws(GitHubServiceError)
  {
    let formatter = Date.ISO8601FormatStyle()
    let body = MarkReadDTO(lastReadAt: formatter.format(moment), read: true)
    _ = try await send(
      "PUT", url("notifications"), json: try Self.json(body), token: token,
      invalidating: affectedByInboxChange)
  }

  /// Cached notification pages a change makes stale: any under `/notifications` on the API's
  /// origin.
  var affectedByInboxChange: @Sendable (URL) -> Bool {
    let origin = self.origin
    let base = Self.pathComponents(configuration.baseURL)
    return { url in Self.apiPath(of: url, origin: origin, base: base)?.first == "notifications" }
  }

  private struct MarkReadDTO: Encodable {
    var lastReadAt: String
    var read: Bool

    enum CodingKeys: String, CodingKey {
      case lastReadAt = "last_read_at"
      case read
    }
  }
}
