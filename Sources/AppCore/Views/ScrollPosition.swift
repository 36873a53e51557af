import Localization

/// Where a scrolled page is, in the header: `All` when it fits, `Top`, `End`, or the share
/// of what can be scrolled that is above the screen (`42%`), as `less` and `vim` say it.
public struct ScrollPosition: Equatable {
  public var offset: Int
  public var content: Int
  public var viewport: Int

  public init(offset: Int, content: Int, viewport: Int) {
    self.offset = offset
    self.content = content
    self.viewport = viewport
  }

  public var text: LocalizedText {
    let range = content - viewport
    guard range > 0 else { return LocalizedText(en: "All", ja: "全体") }
    if offset <= 0 { return LocalizedText(en: "Top", ja: "先頭") }
    if offset >= range { return LocalizedText(en: "End", ja: "末尾") }
    let percent = min(99, max(1, offset * 100 / range))
    return .verbatim("\(percent)%")
  }
}
