/// One request and its recorded answer, in octokit's fixture format plus a few fields of our own
/// for failures a real recording cannot capture (slow, truncated or malformed responses).
public struct RecordedExchange: Sendable, Decodable {
  /// The origin the exchange was recorded against, e.g. `https://api.github.com:443`; absolute
  /// URLs with this origin in `link` and `location` headers are rewritten to the stub server.
  public var scope: String
  /// The request method; octokit writes it in lowercase, matching ignores case.
  public var method: String
  /// The path and query, e.g. `/repos/o/r/issues?per_page=3`.
  public var path: String
  public var status: Int
  public var headers: [String: String]
  /// The JSON body. `nil`, `null` and octokit's `""` (its spelling of "no body") send nothing.
  public var response: JSONValue?
  /// Sent verbatim instead of `response`, for HTML error pages and malformed JSON.
  public var rawBody: String?
  /// How long the server waits before sending the head, for client timeout tests.
  public var delayMilliseconds: Int?
  /// Send the head (with the full body's `Content-Length`) and only this many body bytes, then
  /// close the connection.
  public var truncateAfterBytes: Int?
  /// With `truncateAfterBytes`: end with a TCP reset instead of an orderly close.
  public var resetConnection: Bool?
  /// Send the body a few bytes at a time, this far apart: a server on a dying link.
  public var dripMilliseconds: Int?
  /// Whether the exchange may be served any number of times; otherwise it is served once.
  public var repeatable: Bool?
  /// Sent verbatim as `Content-Length` instead of the body's length, for hostile-header tests
  /// (`inf`, `-1`, a length the body never reaches).
  public var contentLength: String?

  public init(
    scope: String = "https://api.github.com:443",
    method: String = "get",
    path: String,
    status: Int = 200,
    headers: [String: String] = [:],
    response: JSONValue? = nil,
    rawBody: String? = nil,
    delayMilliseconds: Int? = nil,
    truncateAfterBytes: Int? = nil,
    resetConnection: Bool? = nil,
    dripMilliseconds: Int? = nil,
    repeatable: Bool? = nil,
    contentLength: String? = nil
  ) {
    self.scope = scope
    self.method = method
    self.path = path
    self.status = status
    self.headers = headers
    self.response = response
    self.rawBody = rawBody
    self.delayMilliseconds = delayMilliseconds
    self.truncateAfterBytes = truncateAfterBytes
    self.resetConnection = resetConnection
    self.dripMilliseconds = dripMilliseconds
    self.repeatable = repeatable
    self.contentLength = contentLength
  }

  private enum CodingKeys: String, CodingKey {
    case scope, method, path, status, headers, response
    case rawBody, delayMilliseconds, truncateAfterBytes, resetConnection, dripMilliseconds
    case repeatable, contentLength
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scope =
      try container.decodeIfPresent(String.self, forKey: .scope) ?? "https://api.github.com:443"
    method = try container.decode(String.self, forKey: .method)
    path = try container.decode(String.self, forKey: .path)
    status = try container.decode(Int.self, forKey: .status)
    // Header values may be numbers in octokit's files, so they are read leniently.
    let rawHeaders = try container.decodeIfPresent([String: JSONValue].self, forKey: .headers)
    headers = (rawHeaders ?? [:]).mapValues(\.headerText)
    response = try container.decodeIfPresent(JSONValue.self, forKey: .response)
    rawBody = try container.decodeIfPresent(String.self, forKey: .rawBody)
    delayMilliseconds = try container.decodeIfPresent(Int.self, forKey: .delayMilliseconds)
    truncateAfterBytes = try container.decodeIfPresent(Int.self, forKey: .truncateAfterBytes)
    repeatable = try container.decodeIfPresent(Bool.self, forKey: .repeatable)
    contentLength = try container.decodeIfPresent(String.self, forKey: .contentLength)
  }
}
