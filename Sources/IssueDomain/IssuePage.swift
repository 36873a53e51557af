import ScreenState

/// Issues loaded so far plus where the next page starts.
///
/// The cursor is an opaque `Int` to callers: the offset of the next page for the demo data, an
/// index into remembered `Link` URLs for GitHub. `nil` means the last page has been loaded.
public typealias IssuePage = PagedCollection<Issue, Int>
