import Localization
import TerminalUI
import Testing

@testable import AppCore

/// What a handed-over program's end is called, in the footer and on the held terminal: a shell's
/// status 127 says the program wasn't found.
@Suite struct HandOverReportTests {
  @Test func status127SaysTheProgramWasNotFound() {
    let report = TerminalCommand.report(.exited(status: 127), title: "open").text(in: .english)
    #expect(report == "open: program not found (status 127)")
    let japanese = TerminalCommand.report(.exited(status: 127), title: "open").text(in: .japanese)
    #expect(japanese.contains("127") && japanese.contains("見つかりません"))
  }

  @Test func aHeldPagerSaysHowItEndedAndHowToGoBack() {
    let pager = ExternalPager(environment: ["LANG": "C.UTF-8"])
    #expect(
      pager.holdLine(.failed(.notFound(command: "lessx")), command: "lessx")
        == "lessx: program not found (status 127) · press a key to return to Triage")
    #expect(pager.holdLine(.closed(status: 2), command: "less").contains("exited with status 2"))
    #expect(pager.holdLine(.closed(status: -15), command: "less").contains("signal 15"))
  }
}
