import Testing

@testable import DemoKit

/// The network's 2 s settling, on the simulated clock: a reading takes effect only once it has
/// held for 2 s; a change back within them, or a flap, drops it.
struct NetworkSettlingTests {
    @Test func aReadingTakesEffectAfterTwoSecondsWithoutAnotherChange() {
        var network = NetworkSettling()
        network.report(false, at: 10)
        #expect(network.settle(at: 11.999) == nil && network.isOnline)
        #expect(network.settle(at: 12) == false && !network.isOnline)
        // Once settled, nothing more happens until another reading.
        #expect(network.settle(at: 20) == nil && !network.isOnline)
        network.report(true, at: 30)
        #expect(network.settle(at: 31) == nil && !network.isOnline)
        #expect(network.settle(at: 32.5) == true && network.isOnline)
    }

    @Test func aChangeBackWithinTwoSecondsIsDropped() {
        var network = NetworkSettling()
        network.report(false, at: 1)
        network.report(true, at: 2)
        #expect(network.settle(at: 5) == nil && network.isOnline)
    }

    @Test func eachNewReadingWaitsItsOwnTwoSeconds() {
        var network = NetworkSettling()
        network.report(false, at: 0)
        network.report(true, at: 1.5)
        network.report(false, at: 1.9)
        #expect(network.settle(at: 2.5) == nil && network.isOnline)
        #expect(network.settle(at: 3.9) == false)
    }

    @Test func aReadingThatAgreesChangesNothing() {
        var network = NetworkSettling()
        network.report(true, at: 0)
        #expect(network.settle(at: 10) == nil && network.isOnline)
    }
}
