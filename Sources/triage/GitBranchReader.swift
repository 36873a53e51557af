import AppCore
import FoundationEssentials
import IssueDomain
import SystemSupport

/// Reads the branch a clone is on by running `git` there, read-only (`GIT_OPTIONAL_LOCKS=0`,
/// no prompt, no pager), each run bounded in time and output, off the concurrency pool. The
/// remote it tracks is matched to a repository on the host as the remotes are at start; the
/// commits are those since the base as the pull request's repository's remote last showed it
/// (`<remote>/<base>`), or the newest alone when that isn't fetched. The pull request template
/// is GitHub's file in any of its three places, in any case.
struct GitBranchReader: CheckoutReading {
  let git: String
  let host: String
  let environment: [String: String]

  /// A git command that takes longer is stopped: these read a few refs and objects.
  static let timeLimit: Duration = .seconds(5)
  static let maximumOutput = 1 << 20
  static let maximumMessage = 4096
  /// A template is a page of Markdown; a bigger file is not one.
  static let maximumTemplateSize = 64 * 1024
  /// Where GitHub looks for the template, in its order.
  static let templateDirectories = [".github", "", "docs"]

  /// The reader when there is a `git` on `PATH`.
  init?(host: String, environment: [String: String]) {
    guard let git = ExecutableSearch.find("git", environment: environment) else { return nil }
    self.init(git: git, host: host, environment: environment)
  }

  init(git: String, host: String, environment: [String: String]) {
    self.git = git
    self.host = HostKind.normalized(host)
    var child = environment
    for variable in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_CEILING_DIRECTORIES"] {
      child[variable] = nil
    }
    child["GIT_OPTIONAL_LOCKS"] = "0"
    child["GIT_TERMINAL_PROMPT"] = "0"
    child["GIT_PAGER"] = "cat"
    child["LC_ALL"] = "C"
    self.environment = child
  }

  func branch(in clone: LocalClone, base: String, of repository: RepositoryName) async
    -> Result<CheckoutBranch, CheckoutProblem>
  {
    await withCheckedContinuation { continuation in
      DedicatedThread.start(name: "git") {
        continuation.resume(returning: read(clone, base: base, repository: repository))
      }
    }
  }

  private func read(_ clone: LocalClone, base: String, repository: RepositoryName)
    -> Result<CheckoutBranch, CheckoutProblem>
  {
    let root = clone.root
    let name: String
    switch run(["symbolic-ref", "--quiet", "--short", "HEAD"], in: root) {
    case .success(let output): name = Self.line(output)
    case .failure(.gitFailed(let message)) where message.isEmpty: return .failure(.detachedHead)
    case .failure(let problem): return .failure(problem)
    }
    guard PullRequestText.isBranchName(name) else { return .failure(.detachedHead) }
    var branch = CheckoutBranch(name: name)
    let remotes = GitCheckout.containing(root)?.config()?.remotes ?? []
    let tracked = run(
      [
        "for-each-ref", "--format=%(upstream:remotename)%00%(upstream:lstrip=3)",
        "refs/heads/" + name,
      ],
      in: root)
    if case .success(let output) = tracked {
      let parts = Self.line(output).split(separator: "\0", omittingEmptySubsequences: false)
      if parts.count == 2, !parts[0].isEmpty, PullRequestText.isBranchName(String(parts[1])) {
        branch.remoteName = String(parts[1])
        branch.remoteRepository = repositoryOf(remote: String(parts[0]), remotes)
      }
    }
    let baseRemote = remotes.first { remote in
      remote.url.flatMap(GitRemoteURL.init).map {
        $0.host == host && Self.same($0.repository, repository)
      }
        ?? false
    }
    let baseRef = baseRemote.map { "refs/remotes/\($0.name)/\(base)" }
    let range: [String]
    if let baseRef, case .success = run(["rev-parse", "--verify", "--quiet", baseRef], in: root) {
      range = ["--max-count=\(CheckoutBranch.maximumCommits)", baseRef + "..HEAD"]
    } else {
      range = ["--max-count=1", "HEAD"]
    }
    if case .success(let output) = run(["log", "--format=%s%x00%b%x1e"] + range + ["--"], in: root)
    {
      branch.commits = Self.commits(output)
    }
    branch.template = Self.template(in: root)
    return .success(branch)
  }

  /// The repository `remote` names on the host, if it is one.
  private func repositoryOf(remote: String, _ remotes: [GitConfig.Remote]) -> RepositoryName? {
    guard let url = remotes.first(where: { $0.name == remote })?.url.flatMap(GitRemoteURL.init),
      url.host == host
    else { return nil }
    return url.repository
  }

  private static func same(_ a: RepositoryName, _ b: RepositoryName) -> Bool {
    a.owner.lowercased() == b.owner.lowercased() && a.name.lowercased() == b.name.lowercased()
  }

  /// `git log`'s records: subject NUL body, each ended by RS; made inert.
  static func commits(_ output: String) -> [CheckoutBranch.Commit] {
    output.split(separator: "\u{1e}").prefix(CheckoutBranch.maximumCommits).compactMap { record in
      let parts = record.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
      let subject = UntrustedText.sanitized(String(parts[0]), multiline: false)
        .trimmingWhitespace()
      guard !subject.isEmpty else { return nil }
      let body = parts.count > 1 ? UntrustedText.sanitized(String(parts[1]), multiline: true) : ""
      return CheckoutBranch.Commit(subject: subject, body: body.trimmingWhitespaceAndNewlines())
    }
  }

  /// The first `pull_request_template.md` (any case) in `.github/`, the root or `docs/`.
  static func template(in root: String) -> String? {
    for directory in templateDirectories {
      let path = directory.isEmpty ? root : join(root, directory)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path),
        let file = names.sorted().first(where: { $0.lowercased() == "pull_request_template.md" }),
        let text = GitCheckout.readText(join(path, file), limit: maximumTemplateSize)
      else { continue }
      let template = UntrustedText.sanitized(text, multiline: true)
      return template.allSatisfy(\.isWhitespace) ? nil : template
    }
    return nil
  }

  private static func line(_ output: String) -> String {
    String(output.split(whereSeparator: \.isNewline).first ?? "").trimmingWhitespace()
  }

  /// Runs `git -C root arguments…`: its output, or why not (a failure with nothing said is
  /// git's quiet "no").
  private func run(_ arguments: [String], in root: String) -> Result<String, CheckoutProblem> {
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: git, arguments: ["-C", root, "--no-pager"] + arguments, environment: environment,
        streams: .captured(maximumOutput: Self.maximumOutput, maximumMessage: Self.maximumMessage),
        newSession: true, timeLimit: Self.timeLimit))
    switch result {
    case .exited(status: 0, let output, _):
      return .success(String(decoding: output, as: UTF8.self))
    case .exited(_, _, let message):
      let said = String(decoding: message, as: UTF8.self)
      return .failure(.gitFailed(UntrustedText.sanitized(Self.line(said), multiline: false)))
    case .cannotStart:
      return .failure(.gitUnavailable)
    case .timedOut, .outputTooLarge, .signalled:
      return .failure(.gitFailed("git did not finish"))
    }
  }
}
