import AppCore
import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// The write boundary: each write calls its use case and maps the use-case error to a
/// `WriteFailure` (the user-facing error, plus the cause a re-send needs), logged once, here.
/// Nothing above this file sees a domain error.
extension AppEnvironment {
  /// Sends `write` to the issue `reference` names: the first attempt when `previous` is nil
  /// (or a look already found the server without it), else the use case's `resend`, which
  /// looks before re-sending when the failed attempt may have been applied.
  public func send(
    _ write: IssueWrite, to reference: IssueReference, after previous: WriteFailure?
  ) -> @Sendable () async -> Result<WriteAnswer, WriteFailure> {
    let writes = features[WritesEnvironment.self]
    let (updateIssue, addComment, react, logger) = (
      writes.updateIssue, writes.addComment, writes.reactToIssue, logger
    )
    let (changeComment, backend) = (writes.changeComment, writes.issues)
    let sending = { @Sendable () async -> Result<WriteAnswer, WriteFailure> in
      do throws(IssueUseCaseError) {
        switch write {
        case .change(let change):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          if let previous, previous.looksBeforeResending {
            let outcome = try await updateIssue.resend(
              change, to: reference.number, in: repository, after: previous.cause)
            return .success(.issue(outcome.value, alreadyApplied: outcome.isAlreadyApplied))
          }
          let issue = try await updateIssue(change, to: reference.number, in: repository)
          return .success(.issue(issue, alreadyApplied: false))
        case .comment(let attempt):
          if let previous, previous.looksBeforeResending {
            let outcome = try await addComment.resend(attempt, after: previous.cause)
            return .success(.comment(outcome.value, alreadyApplied: outcome.isAlreadyApplied))
          }
          return .success(.comment(try await addComment(attempt), alreadyApplied: false))
        case .reaction(let toggle):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          if let previous, previous.looksBeforeResending {
            let outcome = try await react.resend(
              toggle, to: reference.number, in: repository, after: previous.cause)
            return .success(.reaction(outcome.value, alreadyApplied: outcome.isAlreadyApplied))
          }
          let issue = try await react(toggle, to: reference.number, in: repository)
          return .success(.reaction(issue, alreadyApplied: false))
        case .commentChange(let change):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          var outcome = WriteOutcome<IssueDomain.Comment?>.sent(nil)
          if let previous, previous.looksBeforeResending {
            outcome = try await changeComment.resend(
              change, in: repository, after: previous.cause)
          } else {
            outcome = .sent(try await changeComment(change, in: repository))
          }
          // A deletion moves the issue's count of comments: read back, as a reaction's issue
          // is, so every page shows the server's; a failed read leaves the pages as they are.
          var issue: Issue?
          if case .delete = change {
            issue = try? await backend.issue(in: repository, number: reference.number)
          }
          return .success(
            .commentChanged(
              outcome.value, issue: issue, alreadyApplied: outcome.isAlreadyApplied))
        }
      } catch {
        let mapped = logger.logged(AppError(issuesFailure: error), underlying: error)
        return .failure(WriteFailure(mapped, cause: error))
      }
    }
    return keepingEditDraft(
      of: write, on: reference, keepingDraft(of: write, resending: previous != nil, sending))
  }

  /// Asks the server whether `write` to `reference` was made, sending nothing: after an attempt
  /// failed in a way that may have made it. A comment found stored takes its draft with it.
  public func check(
    _ write: IssueWrite, on reference: IssueReference
  ) -> @Sendable () async -> Result<WriteCheck<WriteAnswer>, WriteFailure> {
    let writes = features[WritesEnvironment.self]
    let (updateIssue, addComment, react, logger) = (
      writes.updateIssue, writes.addComment, writes.reactToIssue, logger
    )
    let changeComment = writes.changeComment
    let checking = { @Sendable () async -> Result<WriteCheck<WriteAnswer>, WriteFailure> in
      do throws(IssueUseCaseError) {
        switch write {
        case .change(let change):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          switch try await updateIssue.check(change, to: reference.number, in: repository) {
          case .applied(let issue):
            return .success(.applied(.issue(issue, alreadyApplied: false)))
          case .notApplied(let current):
            return .success(
              .notApplied(current: current.map { .issue($0, alreadyApplied: false) }))
          }
        case .comment(let attempt):
          switch try await addComment.check(attempt) {
          case .applied(let comment):
            return .success(.applied(.comment(comment, alreadyApplied: false)))
          case .notApplied:
            return .success(.notApplied(current: nil))
          }
        case .reaction(let toggle):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          switch try await react.check(toggle, to: reference.number, in: repository) {
          case .applied(let issue):
            return .success(.applied(.reaction(issue, alreadyApplied: false)))
          case .notApplied(let current):
            return .success(
              .notApplied(current: current.map { .issue($0, alreadyApplied: false) }))
          }
        case .commentChange(let change):
          guard let repository = reference.repository else {
            throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
          }
          switch try await changeComment.check(change, in: repository) {
          case .applied(let comment):
            return .success(
              .applied(.commentChanged(comment, issue: nil, alreadyApplied: false)))
          case .notApplied:
            return .success(.notApplied(current: nil))
          }
        }
      } catch {
        let mapped = logger.logged(AppError(issuesFailure: error), underlying: error)
        return .failure(WriteFailure(mapped, cause: error))
      }
    }
    return deletingDraftWhenStored(of: write, checking)
  }

  /// The pages of `repository`'s labels, for the labels picker.
  public func labelsFetcher(in repository: RepositoryName) -> PagingFetcher<
    Label, PageCursor, AppError
  > {
    let (backend, logger) = (features[WritesEnvironment.self].issues, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> Page<Label> in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.labels(in: repository, after: cursor)
      }
    }
  }

  /// The pages of the accounts `repository`'s issues can be assigned to.
  public func assigneesFetcher(in repository: RepositoryName) -> PagingFetcher<
    User, PageCursor, AppError
  > {
    let (backend, logger) = (features[WritesEnvironment.self].issues, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> Page<User> in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.assignees(in: repository, after: cursor)
      }
    }
  }

  /// The account's reactions to issue `reference`'s body, for the reaction choice.
  public func myReactions(
    on reference: IssueReference
  ) -> @Sendable () async -> Result<[Reaction: Int], AppError> {
    let (react, logger) = (features[WritesEnvironment.self].reactToIssue, logger)
    return {
      do throws(IssueUseCaseError) {
        guard let repository = reference.repository else {
          throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
        }
        return .success(try await react.mine(on: reference.number, in: repository))
      } catch {
        return .failure(logger.logged(AppError(issuesFailure: error), underlying: error))
      }
    }
  }

  /// The account's reactions to comment `id` of `reference`'s issue, for the reaction choice.
  public func myReactions(
    toComment id: Int, on reference: IssueReference
  ) -> @Sendable () async -> Result<[Reaction: Int], AppError> {
    let (changeComment, logger) = (features[WritesEnvironment.self].changeComment, logger)
    return {
      do throws(IssueUseCaseError) {
        guard let repository = reference.repository else {
          throw .invalidInput([FieldRejection(field: "repository", reason: .missing)])
        }
        return .success(try await changeComment.mine(onComment: id, in: repository))
      } catch {
        return .failure(logger.logged(AppError(issuesFailure: error), underlying: error))
      }
    }
  }

  /// The login writes are made as (`GET /user`), for the keys a comment of its own offers.
  public func writingAccount() -> @Sendable () async -> Result<String, AppError> {
    let (backend, logger) = (features[WritesEnvironment.self].issues, logger)
    return {
      do throws(AppError) {
        let user = try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
          try await backend.writingAccount()
        }
        return .success(user.login)
      } catch {
        return .failure(error)
      }
    }
  }

  /// The pages of `repository`'s open milestones, the first led by the row that clears an
  /// issue's milestone.
  public func milestonesFetcher(
    in repository: RepositoryName
  ) -> PagingFetcher<MilestoneChoice, PageCursor, AppError> {
    let (backend, logger) = (features[WritesEnvironment.self].issues, logger)
    let clearing = MilestoneChoice.clearing(title: LocalizedText.noMilestone.text(in: language))
    return .pages { (cursor: PageCursor?) async throws(AppError) -> Page<MilestoneChoice> in
      let page = try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.milestones(in: repository, after: cursor)
      }
      let rows = page.items.map(MilestoneChoice.init)
      return Page(items: cursor == nil ? [clearing] + rows : rows, nextCursor: page.nextCursor)
    }
  }
}

extension WriteOutcome {
  public var isAlreadyApplied: Bool {
    if case .alreadyApplied = self { return true }
    return false
  }
}
