import Foundation

/// A small seeded generator (Steele, Lea and Flood's SplitMix64): the same seed gives the same
/// sequence on every machine, so a failing property test or soak seed replays exactly. The one
/// generator of every test target, the soak and the bench.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator started from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// A whole number in `range`, more often small: uniform on a log scale from its bottom.
    public mutating func skewed(_ range: ClosedRange<Int>) -> Int {
        let span = Double(range.upperBound - range.lowerBound + 1)
        let value = Int(pow(span, Double.random(in: 0..<1, using: &self))) - 1
        return range.lowerBound + min(value, range.upperBound - range.lowerBound)
    }

    /// A whole number from 0 to `bound` − 1, as the next bits modulo `bound`.
    public mutating func int(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range` from the next 53 bits.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
