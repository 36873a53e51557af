/// One reaction as `GET …/reactions` lists it and `POST …/reactions` answers: its id (what a
/// `DELETE` names), its `content` (`+1`, `heart`, …) and who left it. Members are read one by
/// one, so an odd one leaves that member `nil` rather than failing the page.
public struct ReactionDTO: Decodable, Sendable, Equatable {
  public var id: Int?
  public var content: String?
  public var user: UserDTO?

  public init(id: Int?, content: String?, user: UserDTO?) {
    self.id = id
    self.content = content
    self.user = user
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try? container.decodeIfPresent(Int.self, forKey: .id)
    content = try? container.decodeIfPresent(String.self, forKey: .content)
    user = try? container.decodeIfPresent(UserDTO.self, forKey: .user)
  }

  private enum CodingKeys: String, CodingKey {
    case id, content, user
  }
}

/// The body of `POST …/reactions`.
public struct ReactionRequestDTO: Encodable, Sendable, Equatable {
  public var content: String

  public init(content: String) {
    self.content = content
  }
}
