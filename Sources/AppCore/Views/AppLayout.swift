import TerminalUI

/// Where the header, body, notices and footer go at a given size. The reducer and the view
/// share it, so paging by "one screen" always matches what is drawn.
///
/// A notice (a failed write waiting for `R`, a rate limit's countdown) takes a row of its own
/// above the footer rather than covering the body's last row, so nothing it sits over is lost;
/// the body gives the rows up, keeping at least one for itself.
///
/// In screen-reader mode one more row, directly above the footer, is the fixed status line:
/// always there, so that nothing moves when a status comes or goes.
public struct AppLayout {
  public static let minimumSize = Size(width: 20, height: 5)

  public let header: Rect
  public let body: Rect
  /// One row per notice, between the body and the footer; empty when there are none.
  public let notices: Rect
  /// Screen-reader mode's status line, between the notices and the footer; empty otherwise.
  public let statusLine: Rect
  public let footer: Rect
  public let isTooSmall: Bool

  public init(size: Size, notices count: Int = 0, statusLine: Bool = false) {
    let screen = Rect(size: size)
    let (header, rest) = screen.splitTop(1)
    let (withStatus, footer) = rest.splitBottom(1)
    let (above, statusRow) = withStatus.splitBottom(statusLine && withStatus.height > 1 ? 1 : 0)
    let (body, notices) = above.splitBottom(max(0, min(count, above.height - 1)))
    self.header = header
    self.body = body
    self.notices = notices
    self.statusLine = statusRow
    self.footer = footer
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
  }
}
