import IssueDomain
import TerminalUI
import Testing

@testable import AppCore
@testable import SharedWrites

/// `+`'s choice as keys drive it: moving stays within the eight, a digit chooses its row, and
/// what a choice does (add, or take away by id) follows the account's reactions; nothing is
/// chosen before those are known, and after a failed look Enter asks again.
@Suite struct ReactionChoiceTests {
  static func choice(mine: [Reaction: Int]? = [:], failure: String? = nil) -> ReactionChoice {
    var choice = ReactionChoice(
      issue: PendingWritesTests.issue(.open), reference: PendingWritesTests.reference, serial: 1)
    choice.mine = mine
    choice.failure = failure
    return choice
  }

  @Test func movingStaysWithinTheEight() {
    var choice = Self.choice()
    #expect(choice.handle(.up) == .none)
    #expect(choice.selection == 0)
    _ = choice.handle(.end)
    #expect(choice.selection == 7)
    #expect(choice.handle(.down) == .none)
    #expect(choice.selection == 7)
    _ = choice.handle(.character("k"))
    #expect(choice.selection == 6)
    _ = choice.handle(.home)
    #expect(choice.selection == 0)
  }

  @Test func aChoiceAddsOrTakesAwayAsTheAccountsSay() {
    var choice = Self.choice(mine: [.heart: 55])
    #expect(choice.handle(.character("1")) == .choose(.add(.thumbsUp)))
    #expect(choice.handle(.character("6")) == .choose(.remove(.heart, id: 55)))
    #expect(choice.selection == 5)
    _ = choice.handle(.down)
    #expect(choice.handle(.enter) == .choose(.add(.rocket)))
    #expect(choice.handle(.character("9")) == .none, "no ninth")
    #expect(choice.handle(.escape) == .cancel)
  }

  /// A digit while the account's reactions load chooses as it would after: once they arrive.
  @Test func aDigitWhileLoadingChoosesOnceTheAccountsAreKnown() {
    var loading = Self.choice(mine: nil)
    #expect(loading.handle(.character("2")) == .none, "nothing to send yet")
    #expect(loading.reactionsArrived([:]) == .choose(.add(ReactionChoice.reactions[1])))
    var moved = Self.choice(mine: nil)
    _ = moved.handle(.character("2"))
    _ = moved.handle(.down)
    #expect(moved.reactionsArrived([:]) == .none, "moving after it takes the choice back")
    var failed = Self.choice(mine: nil, failure: "offline")
    #expect(failed.handle(.enter) == .reload)
    #expect(failed.handle(.character("2")) == .none)
  }
}
