import ErrorHandling
import IssueDomain

/// Nothing typed is lost while a comment is on its way: the write that sends it saves it as
/// the issue's draft first and deletes the draft once the server has it, in that order, in one
/// effect (two effects would race, and a delete that ran first would leave a sent comment's
/// draft behind). A failure leaves the draft for the next `c`.
///
/// The draft is the user's newest text for the issue, and a re-send's is older than any text
/// closed since its first attempt (restored, edited, Esc): a re-send saves only when there is
/// no draft, and a success deletes the draft only while it is still the comment's own text.
extension AppEnvironment {
  func keepingDraft(
    of write: IssueWrite, resending: Bool,
    _ sending: @escaping @Sendable () async -> Result<WriteAnswer, WriteFailure>
  ) -> @Sendable () async -> Result<WriteAnswer, WriteFailure> {
    guard case .comment(let attempt) = write, let drafts else { return sending }
    let key = DraftKey(host: host, repository: attempt.repository, number: attempt.number)
    let logger = self.logger
    return {
      do throws(DraftError) {
        let newer = resending ? try drafts.load(key) : nil
        if newer == nil { try drafts.save(attempt.body, for: key) }
      } catch {
        logger.log(AppError.unknown(error), underlying: error)
      }
      let result = await sending()
      if case .success = result {
        do throws(DraftError) {
          if try drafts.load(key) == attempt.body { try drafts.delete(key) }
        } catch {
          logger.log(AppError.unknown(error), underlying: error)
        }
      }
      return result
    }
  }
}
