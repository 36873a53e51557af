import Localization

/// Where a scrolled page is, in the header: `All` when it fits, `Top`, `End`, or the share
/// of what can be scrolled that is above the screen (`42%`), as `less` and `vim` say it.
struct ScrollPosition: Equatable {
  var offset: Int
  var content: Int
  var viewport: Int

  var text: LocalizedText {
    let range = content - viewport
    guard range > 0 else { return LocalizedText(en: "All", ja: "全体") }
    if offset <= 0 { return LocalizedText(en: "Top", ja: "先頭") }
    if offset >= range { return LocalizedText(en: "End", ja: "末尾") }
    let percent = min(99, max(1, offset * 100 / range))
    return .verbatim("\(percent)%")
  }
}
