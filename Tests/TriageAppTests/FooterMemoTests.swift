import IssueDomain
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// The footer row is laid out once per keys, status and width and then reused: a frame drawn
/// with a kept footer is the frame a program that never drew before would draw.
@Suite struct FooterMemoTests {
  static let size = Size(width: 100, height: 30)

  @Test func aKeptFooterIsTheFooterAFreshProgramDraws() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = NumberColumnsTests.issuesState(size: Self.size, program: program)
    var seen: [String] = []
    // A status, another, none, the first again, then a narrower terminal: each footer is drawn
    // by the program that keeps footers and by one that never drew.
    let statuses: [StatusMessage?] = [
      StatusMessage(text: "Copied the link", serial: 1), StatusMessage(text: "Saved", serial: 2),
      nil, StatusMessage(text: "Copied the link", serial: 3),
    ]
    let frames =
      statuses.map { (Self.size, $0) } + [
        (Size(width: 60, height: 30), StatusMessage(text: "Saved", serial: 4))
      ]
    for (size, status) in frames {
      state.status = status
      state.size = size
      let kept = program.view(state, in: size)
      let fresh = TriageProgram.onRepositories(environment: Fixtures.environment())
        .view(state, in: size)
      #expect(kept == fresh, "status \(status?.text ?? "none"), width \(size.width)")
      seen.append(kept.text(ofRow: size.height - 1))
    }
    #expect(seen[0].contains("Copied the link"))
    #expect(seen[1].contains("Saved") && !seen[1].contains("Copied"))
    #expect(!seen[2].contains("Saved") && !seen[2].contains("Copied"))
    #expect(seen[3] == seen[0])
    #expect(seen[4].contains("Saved"), "laid out for the narrower row")
  }
}
