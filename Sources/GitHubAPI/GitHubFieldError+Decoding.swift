/// 422 `errors` entries are usually objects, but GitHub also sends bare strings; both decode.
extension GitHubFieldError: Decodable {
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self.init(code: "custom", message: text)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      resource: try? container.decodeIfPresent(String.self, forKey: .resource),
      field: try? container.decodeIfPresent(String.self, forKey: .field),
      code: (try? container.decodeIfPresent(String.self, forKey: .code)) ?? "invalid",
      message: try? container.decodeIfPresent(String.self, forKey: .message))
  }

  private enum CodingKeys: String, CodingKey { case resource, field, code, message }
}
