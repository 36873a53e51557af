import PropertyBased
import ScreenState
import Testing

/// Random call sequences. `propertyCheck` draws fresh seeds each run (a failure prints the seed
/// to reproduce it); `fixedSeedSweep` replays a fixed seed so every run also checks the same
/// known sequences.
struct PropertyTests {
  static let iterations = 300

  @Test func randomCallsFollowTheTableAndKeepInvariants() async {
    await propertyCheck(count: Self.iterations, input: StateOperation.sequences) { operations in
      #expect(OperationSequenceChecker.firstViolation(in: operations) == nil)
    }
  }

  @Test func staleResultsAreNeverApplied() async {
    var tally = StoreScriptChecker.Tally()
    await propertyCheck(count: Self.iterations, input: StoreStep.scripts) { steps in
      #expect(StoreScriptChecker.firstViolation(in: steps, tally: &tally) == nil)
    }
    // The property must have been exercised both ways, or it proves nothing.
    #expect(tally.stale > 0)
    #expect(tally.current > 0)
  }

  @Test func fixedSeedSweep() {
    var rng = Xoshiro(seed: (0x5EED, 0x7121_A6E, 2023, 1))
    var tally = StoreScriptChecker.Tally()
    for _ in 0..<Self.iterations {
      let operations = StateOperation.sequences.run(using: &rng)
      #expect(OperationSequenceChecker.firstViolation(in: operations) == nil)
      let steps = StoreStep.scripts.run(using: &rng)
      #expect(StoreScriptChecker.firstViolation(in: steps, tally: &tally) == nil)
    }
    #expect(tally.stale > 0)
    #expect(tally.current > 0)
  }

  @Test func randomSequencesReachEveryState() {
    var rng = Xoshiro(seed: (1, 2, 3, 4))
    var reached: Set<StateKind> = []
    for _ in 0..<Self.iterations {
      var state = ListState.idle
      for operation in StateOperation.sequences.run(using: &rng) {
        _ = operation.apply(to: &state)
        reached.insert(StateKind(state))
      }
    }
    #expect(reached == Set(StateKind.allCases))
  }
}
