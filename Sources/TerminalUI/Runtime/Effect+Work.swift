extension Effect {
  /// One piece of an effect's work, for a runtime other than `Runtime`: the test store runs
  /// effects on a test clock and hands their actions to the test one by one, so it needs to
  /// see each piece as `Runtime` does.
  @_spi(Testing) public enum Work: Sendable {
    case run(EffectID?, Operation)
    case cancel(EffectID)
    case quit
    case suspend
    case copyToClipboard(String)
    case runInTerminal(EffectID?, @Sendable () -> Action)
  }

  /// The effect's work, in the order `Runtime` performs it.
  @_spi(Testing) public var work: [Work] {
    var result: [Work] = []
    result.reserveCapacity(commands.count)
    for command in commands {
      switch command {
      case .run(let id, let operation): result.append(.run(id, operation))
      case .cancel(let id): result.append(.cancel(id))
      case .quit: result.append(.quit)
      case .suspend: result.append(.suspend)
      case .copyToClipboard(let text): result.append(.copyToClipboard(text))
      case .runInTerminal(let id, let job): result.append(.runInTerminal(id, job))
      }
    }
    return result
  }
}
