import TerminalUI

/// Where the header, body and footer go at a given size. The reducer and the view share it,
/// so paging by "one screen" always matches what is drawn.
struct AppLayout {
  static let minimumSize = Size(width: 20, height: 5)

  let header: Rect
  let body: Rect
  let footer: Rect
  let isTooSmall: Bool

  init(size: Size) {
    let screen = Rect(size: size)
    let (header, rest) = screen.splitTop(1)
    let (body, footer) = rest.splitBottom(1)
    self.header = header
    self.body = body
    self.footer = footer
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }
}
