import ErrorHandling
import IssueDomain

/// Nothing typed is lost while a comment is on its way: the write that sends it saves it as
/// the issue's draft first and deletes the draft once the server has it, in that order, in one
/// effect (two effects would race, and a delete that ran first would leave a sent comment's
/// draft behind). A failure leaves the draft for the next `c`.
extension AppEnvironment {
  func keepingDraft(
    of write: IssueWrite,
    _ sending: @escaping @Sendable () async -> Result<WriteAnswer, WriteFailure>
  ) -> @Sendable () async -> Result<WriteAnswer, WriteFailure> {
    guard case .comment(let attempt) = write, let drafts else { return sending }
    let key = DraftKey(host: host, repository: attempt.repository, number: attempt.number)
    let logger = self.logger
    return {
      do throws(DraftError) {
        try drafts.save(attempt.body, for: key)
      } catch {
        logger.log(AppError.unknown(error), underlying: error)
      }
      let result = await sending()
      if case .success = result {
        do throws(DraftError) {
          try drafts.delete(key)
        } catch {
          logger.log(AppError.unknown(error), underlying: error)
        }
      }
      return result
    }
  }
}
