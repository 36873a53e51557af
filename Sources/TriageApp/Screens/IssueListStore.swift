import TerminalUI

/// The issue list: a paging list store over the sample source.
public typealias IssueListStore = PagingListStore<SampleIssue, Int, SampleSourceError>
