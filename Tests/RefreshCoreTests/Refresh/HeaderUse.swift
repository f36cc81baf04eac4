import TestSupport

/// One thing random use does to a header on its scroll view: the pointer's down, moves, up and
/// cancel, the app's begin, end, detach, attach and hiding, and waits on the clock.
enum HeaderUse: Equatable {
    case down(y: Double)
    case move(y: Double)
    case up, cancel
    case begin, end, detach, attach, toggleHidden
    case wait(Double)

    /// One use drawn from `random`, each with its weight out of 100: mostly pointer moves, then
    /// waits of up to 0.6 s, downs and ups, the app's begins and ends, and seldom the rest.
    static func random(using random: inout SeededRandom) -> HeaderUse {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12: .down(y: Double.random(in: 0...720, using: &random))
        case 12..<40: .move(y: Double.random(in: 0...900, using: &random))
        case 40..<50: .up
        case 50..<52: .cancel
        case 52..<59: .begin
        case 59..<66: .end
        case 66..<69: .detach
        case 69..<73: .attach
        case 73..<77: .toggleHidden
        default: .wait(Double(Int.random(in: 0...600, using: &random)) / 1000)
        }
    }
}
