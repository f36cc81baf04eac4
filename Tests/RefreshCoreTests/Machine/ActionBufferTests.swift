import Testing

@testable import RefreshCore

/// A pull's percent reuses the machine's action storage (no allocation a frame, `make bench`'s
/// allocation check); a list the caller still holds keeps its value, and the storage is no part
/// of the machine's value.
@Suite struct ActionBufferTests {
    @Test func aHeldListKeepsItsActionsWhenTheNextPercentComes() {
        var machine = RefreshMachine()
        _ = machine.setAutomaticallyChangeAlpha(true)
        let first = machine.setPercent(0.3)
        let second = machine.setPercent(0.5)
        var third = machine.setPercent(0.7)
        third.append(.setAlpha(1))
        #expect(first == [.setAlpha(0.3)])
        #expect(second == [.setAlpha(0.5)])
        #expect(third == [.setAlpha(0.7), .setAlpha(1)])
        #expect(machine.setPercent(0.7).isEmpty)
    }

    @Test func twoMachinesInTheSameStateAreEqualWhateverTheyReturnedBefore() {
        var used = RefreshMachine()
        _ = used.setAutomaticallyChangeAlpha(true)
        _ = used.setPercent(0.4)
        _ = used.setPercent(0)
        var fresh = RefreshMachine()
        _ = fresh.setAutomaticallyChangeAlpha(true)
        #expect(used == fresh)
    }
}
