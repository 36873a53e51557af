/// What the footer row's look depends on, as a `MemoCache` key: the bindings it names (their
/// keys and words), the status beside them, which key is kept when not all fit, and the row's
/// width. The footer changes only when these do, and laying it out (display widths, fitting)
/// cost as much as a list row every frame. The words are looked up only when the row is laid
/// out: the theme, and so the language, is the program's and never changes.
public struct FooterRowKey: Hashable, Sendable {
  public var bindings: [KeyBinding]
  public var status: String?
  public var kept: Int?
  public var width: Int

  public init(bindings: [KeyBinding], status: String?, kept: Int?, width: Int) {
    self.bindings = bindings
    self.status = status
    self.kept = kept
    self.width = width
  }
}
