import AppCore

extension ViewCaches {
  /// Diff files laid out per width, for the pull request page.
  var diffLayouts: DiffLayoutCache { shared { DiffLayoutCache() } }
}
