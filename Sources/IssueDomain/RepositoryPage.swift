import ScreenState

/// Repositories loaded so far plus where the next page starts (`nil` at the end).
public typealias RepositoryPage = PagedCollection<RepositorySummary, Int>
