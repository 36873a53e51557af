import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// A screen that tells the header more than its title: where the reader is, how many items
/// it has, badges, and a breadcrumb that names its repository.
public protocol HeaderProvidingScreen: Screen {
  /// Its part of the breadcrumb under a screen showing `parent` (the repository on screen
  /// below it, if any): a screen that belongs to a repository names it when the crumb before
  /// doesn't.
  func title(under parent: RepositoryName?) -> LocalizedText
  /// Where a list's selection is, for the header (`12/107+`).
  var listPosition: ListPosition? { get }
  /// What the header says of where the reader is: a list's position, or how far down a page
  /// is scrolled.
  func headerPosition(_ context: ScreenContext) -> String?
  /// How many items a list has, for a section's tab (`12`, `30+`); `nil` when it isn't a list
  /// or hasn't loaded.
  var countText: String? { get }
  /// Header badges before the app's own (e.g. the list's filter).
  func badges(_ words: ChromeWords, now: Date) -> [String]
}

extension HeaderProvidingScreen {
  public func title(under parent: RepositoryName?) -> LocalizedText { title }
  public var listPosition: ListPosition? { nil }
  public func headerPosition(_ context: ScreenContext) -> String? { listPosition?.text }
  public var countText: String? {
    listPosition.map { "\($0.count)\($0.hasMore ? "+" : "")" }
  }
  public func badges(_ words: ChromeWords, now: Date) -> [String] { [] }

  public func erasedTitle(under parent: RepositoryName?) -> LocalizedText { title(under: parent) }
  public var erasedListPosition: ListPosition? { listPosition }
  public func erasedHeaderPosition(_ context: ScreenContext) -> String? {
    headerPosition(context)
  }
  public var erasedCountText: String? { countText }
  public func erasedBadges(_ words: ChromeWords, now: Date) -> [String] {
    badges(words, now: now)
  }
}
