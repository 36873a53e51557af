import Foundation
import GitHubAPI
import IssueDomain
import Testing

@testable import IssueData

/// Which check runs are Actions jobs: made by the `github-actions` app, with an id, and a
/// details URL whose path names a run by a positive number. Anything else opens on the web.
@Suite struct ActionsJobReferenceTests {
  @Test(arguments: [
    ("https://github.com/o/r/actions/runs/123/job/456", 123),
    ("https://ghe.example.com/o/r/actions/runs/9/job/456?pr=3", 9),
    ("/o/r/actions/runs/77", 77),
  ])
  func aJobsDetailsNameItsRun(url: String, run: Int64) {
    #expect(
      ActionsJobReference(appSlug: "github-actions", id: 456, detailsURL: url)
        == ActionsJobReference(runID: run, jobID: 456))
  }

  @Test(arguments: [
    ("circleci", Int64(456), "https://github.com/o/r/actions/runs/123/job/456"),
    ("github-actions", 0, "https://github.com/o/r/actions/runs/123/job/456"),
    ("github-actions", 456, "https://github.com/o/r/actions/runs/-1/job/456"),
    ("github-actions", 456, "https://github.com/o/r/actions/runs/99999999999999999999/job/1"),
    ("github-actions", 456, "https://github.com/o/r/actions/runs/12a/job/1"),
    ("github-actions", 456, "https://github.com/o/r/runs/12"),
    ("github-actions", 456, "https://github.com/o/r/actions/runs"),
    ("github-actions", 456, "https://github.com/o/r/actions/runs/１２"),
  ])
  func anythingElseIsNoJob(slug: String, id: Int64, url: String) {
    #expect(ActionsJobReference(appSlug: slug, id: id, detailsURL: url) == nil)
  }

  @Test func aCheckRunOfActionsCarriesItsJob() throws {
    let json = """
      {"total_count": 2, "check_runs": [
        {"id": 456, "name": "test", "status": "completed", "conclusion": "failure",
         "details_url": "https://github.com/o/r/actions/runs/123/job/456",
         "html_url": "https://github.com/o/r/actions/runs/123/job/456",
         "app": {"slug": "github-actions"}},
        {"id": 457, "name": "lint", "status": "completed", "conclusion": "success",
         "details_url": "https://ci.example.com/457", "app": {"slug": "other-ci"}}
      ]}
      """
    let runs = try JSONDecoder().decode(CheckRunsDTO.self, from: Data(json.utf8))
    let checks = runs.checkRuns.map(GitHubIssueRepository.check)
    #expect(checks[0].actionsJob == ActionsJobReference(runID: 123, jobID: 456))
    #expect(checks[1].actionsJob == nil)
  }
}
