import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import Logging
import ScreenState
import SystemSupport

/// Issues from GitHub (or an Enterprise server) through `GitHubClient`. Every string from the
/// server is sanitised on its way into an entity, and every failure is logged and mapped to
/// `IssueRepositoryError` here, as the demo's are.
public final class GitHubIssueRepository: IssueRepository {
  /// Where a token that worked is kept between runs, and forgotten on sign-out.
  public struct TokenKeeper: Sendable {
    public var save: @Sendable (String) -> Void
    public var delete: @Sendable () -> Void

    public init(save: @escaping @Sendable (String) -> Void, delete: @escaping @Sendable () -> Void)
    {
      self.save = save
      self.delete = delete
    }

    public static let none = TokenKeeper(save: { _ in }, delete: {})
  }

  public let client: GitHubClient
  public let logger: Logger
  /// What was last seen, for the account; `nil` keeps nothing.
  public let accounts: AccountStore?
  /// Where jobs' logs are kept.
  public let logFolder: JobLogFolder
  private let keeper: TokenKeeper
  private let token: Locked<String?>
  /// Whether the session's account was asked for (`GET /user`) to pick its store.
  private let identified = Locked(false)

  public init(
    client: GitHubClient, token: String?, keeper: TokenKeeper = .none,
    accounts: AccountStore? = nil, logs: JobLogFolder = JobLogFolder(directory: nil),
    logger: Logger
  ) {
    self.client = client
    self.logFolder = logs
    self.token = Locked(token)
    self.keeper = keeper
    self.accounts = accounts
    self.logger = logger
  }

  /// The store of the session's account, for saving an answer. The first time, the server is
  /// asked whose token this is, so an answer is never kept under another account's name; if it
  /// can't say, the remembered account's store is used, as at start. The question is
  /// conditional on the validator the known account's store kept from its last answer: a 304
  /// says the token is still that account's.
  func accountStore() async -> IssueStore? {
    guard let accounts else { return nil }
    let ask = identified.withLock { asked in
      defer { asked = true }
      return !asked
    }
    if ask {
      let token = currentToken
      let known = accounts.knownLogin
      let kept = known == nil ? nil : await accounts.store()?.accountValidators()
      do throws(GitHubServiceError) {
        let answer = try await client.user(token: token, ifNoneMatch: kept?.etag)
        guard let user = answer.value else {
          if let known { accounts.signedIn(as: known) }
          return accounts.store()
        }
        accounts.signedIn(as: Self.clean(user.login))
        await accounts.store()?.saveAccountValidators(Validators(etag: answer.etag))
      } catch {
        logger.debug("github: whose token this is is unknown (\(error)); using the last account")
      }
    }
    return accounts.store()
  }

  var currentToken: String? { token.withLock { $0 } }

  /// The session's token, for the extensions in other files.
  var currentSessionToken: String? { currentToken }

  /// Checks `token` with `GET /user`; if it works, it becomes the session's and is saved.
  public func signIn(token candidate: String) async throws(IssueRepositoryError) -> User {
    // A token is one printable word; anything else could split the Authorization header.
    guard
      !candidate.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control || !$0.isASCII
      })
    else {
      logger.debug("github signIn refused a token that is not one printable ASCII word")
      throw .unauthorized
    }
    let user = try await request("signIn") { () async throws(GitHubServiceError) in
      try await client.user(token: candidate)
    }
    token.withLock { $0 = candidate }
    keeper.save(candidate)
    let login = Self.clean(user.login)
    accounts?.signedIn(as: login)
    identified.withLock { $0 = true }
    return User(login: login)
  }

  public func signOut(_ end: SessionEnd) async {
    token.withLock { $0 = nil }
    keeper.delete()
    if end == .signedOut { await accounts?.signOut() }
    identified.withLock { $0 = false }
  }

  public func repositories(after cursor: PageCursor?) async throws(IssueRepositoryError)
    -> RepositoryPage
  {
    let token = currentToken
    let page = try await request("repositories") { () async throws(GitHubServiceError) in
      try await client.repositories(next: Self.url(cursor), token: token)
    }
    return Page(
      items: page.items.map(Self.repository), nextCursor: Self.cursor(page.next),
      isIncomplete: page.isCut)
  }

  public func repository(named name: RepositoryName) async throws(IssueRepositoryError)
    -> Repository
  {
    let token = currentToken
    let dto = try await request("repository") { () async throws(GitHubServiceError) in
      try await client.repository(owner: name.owner, name: name.name, token: token)
    }
    return Self.repository(dto)
  }

  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    let token = currentToken
    let page = try await request("issues") { () async throws(GitHubServiceError) in
      try await client.issues(
        owner: repository.owner, name: repository.name, state: state.rawValue,
        next: Self.url(cursor), token: token)
    }
    return Page(
      items: page.items.map(Self.issue), nextCursor: Self.cursor(page.next),
      isIncomplete: page.isCut)
  }

  /// The one catch of this layer: log the service error, then map it.
  func request<T>(
    _ name: String, _ body: () async throws(GitHubServiceError) -> T
  ) async throws(IssueRepositoryError) -> T {
    do throws(GitHubServiceError) {
      return try await body()
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("github \(name) failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  // MARK: - From the wire to entities

  static func url(_ cursor: PageCursor?) -> URL? { cursor.flatMap { URL(string: $0.rawValue) } }

  static func cursor(_ url: URL?) -> PageCursor? { url.map { PageCursor($0.absoluteString) } }

  static func clean(_ text: String) -> String { UntrustedText.sanitized(text, multiline: false) }

  /// A count the server gave, or `nil` when it gave none or a negative one: screens show
  /// nothing rather than a made-up 0 or a `-5`.
  static func count(_ value: Int?) -> Int? { value.flatMap { $0 >= 0 ? $0 : nil } }

  static func repository(_ dto: RepositoryDTO) -> Repository {
    let parts = dto.fullName.split(separator: "/", maxSplits: 1).map(String.init)
    let owner = dto.owner?.login ?? parts.first ?? ""
    return Repository(
      name: RepositoryName(owner: clean(owner), name: clean(dto.name)),
      summary: clean(dto.description ?? ""), openIssueCount: count(dto.openIssuesCount),
      updatedAt: dto.updatedAt ?? .distantPast, isPrivate: dto.isPrivate ?? false)
  }

  static func issue(_ dto: IssueDTO) -> Issue {
    let body = self.body(dto.body)
    return Issue(
      number: dto.number, title: clean(dto.title),
      state: dto.state?.lowercased() == "closed" ? .closed : .open,
      author: User(login: clean(dto.user?.login ?? "ghost")),
      labels: (dto.labels ?? []).map { Label(name: clean($0.name), color: $0.color) },
      commentCount: count(dto.comments), createdAt: dto.createdAt ?? .distantPast,
      body: body.text, isPullRequest: dto.isPullRequest, url: dto.htmlURL ?? "",
      repository: dto.repositoryURL.flatMap(repositoryName(apiURL:)),
      assignees: (dto.assignees ?? []).prefix(100).map { User(login: clean($0.login)) },
      milestone: dto.milestone?.title.map(clean),
      stateReason: dto.stateReason.flatMap(IssueStateReason.init(rawValue:)),
      updatedAt: dto.updatedAt, isBodyTruncated: body.isCut, isDraft: dto.draft ?? false,
      isMerged: dto.pullRequest?.mergedAt != nil, reactions: reactions(dto.reactions))
  }

  /// A body or comment from the server: cut to what is kept before it is sanitised, so a
  /// 10 MB body is never copied whole; the entity cuts again should sanitising lengthen it.
  static func body(_ raw: String?) -> (text: String, isCut: Bool) {
    let kept = DocumentLimit.kept(raw ?? "")
    return (UntrustedText.sanitized(kept.text, multiline: true), kept.isCut)
  }

  /// `OWNER/NAME` from the last two path components of a `repository_url`; `nil` when they
  /// aren't a valid name, so a hostile URL never names a repository.
  static func repositoryName(apiURL: String) -> RepositoryName? {
    let parts = apiURL.split(separator: "/", omittingEmptySubsequences: true).suffix(3)
    guard parts.count == 3, parts.first == "repos" else { return nil }
    return try? RepositoryName.parse("\(parts.dropFirst().first ?? "")/\(parts.last ?? "")")
  }

  static func comment(_ dto: CommentDTO) -> Comment {
    let body = self.body(dto.body)
    return Comment(
      id: dto.id, author: User(login: clean(dto.user?.login ?? "ghost")), body: body.text,
      createdAt: dto.createdAt ?? .distantPast, isBodyTruncated: body.isCut,
      reactions: reactions(dto.reactions), updatedAt: dto.updatedAt)
  }

  /// The rollup's counts of the eight known reactions; an unknown name is left out.
  static func reactions(_ dto: ReactionsDTO?) -> Reactions {
    var reactions = Reactions()
    for (name, count) in dto?.counts ?? [:] {
      guard let reaction = Reaction(rawValue: name) else { continue }
      reactions[reaction] = count
    }
    return reactions
  }
}
