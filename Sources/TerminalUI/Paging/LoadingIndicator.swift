import ScreenState

/// What the header shows about a load: a labelled spinner only for the first load (the
/// placeholders already say "loading"), a bare spinner for a reload, nothing otherwise.
public enum LoadingIndicator: Hashable, Sendable {
  case none
  case initial
  case reloading

  public init<Value, Failure>(_ state: PagingDataState<Value, Failure>) {
    switch state {
    case .idle, .initialLoading: self = .initial
    case .reLoading: self = .reloading
    default: self = .none
    }
  }

  public init<Value, Failure>(_ state: DataState<Value, Failure>) {
    switch state {
    case .idle, .initialLoading: self = .initial
    case .reLoading: self = .reloading
    default: self = .none
    }
  }

  /// The header text for a spinner frame. `still` is screen-reader mode's: the word alone, for
  /// a reload too, which a bare spinner would leave unsaid.
  public func text(tick: Int, words: PaneWords, still: Bool = false) -> String {
    switch self {
    case .none: return ""
    case .initial: return still ? words.loading : "\(Spinner.frame(at: tick)) \(words.loading)"
    case .reloading: return still ? words.loading : "\(Spinner.frame(at: tick))"
    }
  }
}
