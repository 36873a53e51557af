import FoundationEssentials
import GitHubAPI
import IssueDomain

/// Filing an issue over the REST API: the templates through the contents API, read one file at
/// a time (at most `IssueTemplateLimits.maximumTemplates`), and the one `POST`.
extension GitHubIssueRepository: IssueFiling {
  public func issueTemplates(in repository: RepositoryName) async throws(IssueRepositoryError)
    -> [IssueTemplate]
  {
    let token = currentToken
    let entries: [ContentEntryDTO]
    do throws(IssueRepositoryError) {
      entries = try await request("issueTemplates") { () async throws(GitHubServiceError) in
        try await client.issueTemplateEntries(
          owner: repository.owner, name: repository.name, token: token)
      }
    } catch {
      // No directory: no templates.
      if case .notFound = error { return [] }
      throw error
    }
    let files = Self.templateFiles(entries)
    var templates: [IssueTemplate] = []
    for (file, kind) in files {
      let dto: ContentFileDTO
      do throws(IssueRepositoryError) {
        dto = try await request("issueTemplateFile") { () async throws(GitHubServiceError) in
          try await client.issueTemplateFile(
            owner: repository.owner, name: repository.name, file: file, token: token)
        }
      } catch {
        // One file gone or unreadable leaves the others; a failure of the connection doesn't.
        switch error {
        case .notFound, .malformedResponse: continue
        default: throw error
        }
      }
      let text = IssueTemplateParser.text(content: dto.content, encoding: dto.encoding)
      switch kind {
      case .markdown:
        guard let text else { continue }
        templates.append(IssueTemplateParser.template(file: file, text: text))
      case .form:
        templates.append(IssueTemplateParser.form(file: file, text: text))
      }
    }
    return templates
  }

  /// The entries worth reading: files whose names are templates, not over the size bound, in
  /// name order, at most `maximumTemplates`.
  static func templateFiles(_ entries: [ContentEntryDTO]) -> [(String, IssueTemplate.Kind)] {
    let files = entries.compactMap { entry -> (String, IssueTemplate.Kind)? in
      guard entry.type == nil || entry.type == "file",
        (entry.size ?? 0) <= IssueTemplateLimits.maximumFileBytes,
        let kind = IssueTemplateParser.kind(ofFile: entry.name)
      else { return nil }
      return (entry.name, kind)
    }
    return Array(files.sorted { $0.0 < $1.0 }.prefix(IssueTemplateLimits.maximumTemplates))
  }

  public func createIssue(_ issue: NewIssue, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Issue
  {
    let token = currentToken
    let body = NewIssueDTO(
      title: issue.title, body: issue.body.isEmpty ? nil : issue.body,
      labels: issue.labels.isEmpty ? nil : issue.labels,
      assignees: issue.assignees.isEmpty ? nil : issue.assignees,
      milestone: issue.milestone?.number)
    let dto = try await request("createIssue") { () async throws(GitHubServiceError) in
      try await client.createIssue(
        owner: repository.owner, name: repository.name, issue: body, token: token)
    }
    return Self.issue(dto)
  }
}
