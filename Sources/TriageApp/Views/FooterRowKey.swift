/// What the footer row's look depends on, as a `MemoCache` key: its keys and their words, the
/// status beside them, which key is kept when not all fit, and the row's width. The footer
/// changes only when these do, and laying it out (display widths, fitting) cost as much as a
/// list row every frame (#19).
struct FooterRowKey: Hashable, Sendable {
  var keys: [String]
  var descriptions: [String]
  var status: String?
  var kept: Int?
  var width: Int
}
