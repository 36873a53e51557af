import FoundationEssentials

/// The first page of a list's results as an earlier run kept it, and when the server sent it
/// (or last said it was unchanged): what a screen shows at once while it asks again.
public struct KeptResults: Sendable {
  public var page: SearchResultPage
  public var asOf: Date

  public init(page: SearchResultPage, asOf: Date) {
    self.page = page
    self.asOf = asOf
  }
}
