import TestSupport
import Testing

@testable import RefreshCore

/// The search every frame's layout question goes through: from any hint, the same answer as
/// counting.
struct SortedSearchTests {
    @Test(arguments: [0, 1, 2, 7, 100, 1000])
    func fromAnyHintItFindsWhatCountingFinds(count: Int) {
        var random = SeededRandom(seed: UInt64(count) + 1)
        var values: [Int] = []
        var value = 0
        for _ in 0..<count {
            value += Int.random(in: 0...3, using: &random)  // repeats included
            values.append(value)
        }
        for _ in 0..<400 {
            let threshold = Int.random(in: -2...(value + 2), using: &random)
            let hint = Int.random(in: -3...(count + 3), using: &random)
            let found = SortedSearch.partition(values, near: hint) { $0 < threshold }
            #expect(found == values.filter { $0 < threshold }.count, "hint \(hint)")
        }
    }
}
