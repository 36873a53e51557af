import AppCore

extension ViewCaches {
  /// Diff files laid out per width, for the pull request page.
  public var diffLayouts: DiffLayoutCache { shared { DiffLayoutCache() } }
}
