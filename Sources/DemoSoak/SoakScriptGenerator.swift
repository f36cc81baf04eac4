import DemoKit
import RefreshCore
import TestSupport

/// Writes random input scripts: drags of every length and speed, flings, clicks, wheel bursts,
/// trackpad gestures, key presses at random moments, and pauses long enough for refreshes and
/// loads to land.
public struct SoakScriptGenerator {
    /// The keys the soak presses: header kinds, next header, footer kind and style, begin,
    /// no more data, help, next language, next request fails, close the second floor.
    /// The header kinds' keys come from their table, so a new kind is pressed too.
    public static let keys =
        HeaderKind.allCases.map(\.key.description) + [
            "h", "f", "g", "r", "n", "?", "l", "x", "b",
        ]

    private var random: SeededRandom
    private let width: Double
    private let height: Double
    private var lines: [String] = []
    private var elapsed = 0

    /// A generator for a view of `viewSize`.
    public init(seed: UInt64, viewSize: Size) {
        random = SeededRandom(seed: seed)
        width = max(1, viewSize.width)
        height = max(1, viewSize.height)
    }

    /// Script text lasting at least `milliseconds`.
    public mutating func script(lasting milliseconds: Int) -> String {
        lines = ["# soak script"]
        elapsed = 0
        while elapsed < milliseconds {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35: drag()
            case 35..<45: fling()
            case 45..<55: wheelBurst()
            case 55..<70: key()
            case 70..<74: click()
            case 74..<80: trackpadRun()
            case 80..<84: deepPull()
            default: wait(random.skewed(0...4000))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func wait(_ milliseconds: Int) {
        lines.append("wait \(milliseconds)")
        elapsed += milliseconds
    }

    private mutating func x() -> Double {
        random.chance(0.05)
            ? Double.random(in: -width...(2 * width), using: &random)
            : Double.random(in: 0...width, using: &random)
    }

    private mutating func y() -> Double {
        random.chance(0.1)
            ? Double.random(in: -height...(2 * height), using: &random)
            : Double.random(in: 0...height, using: &random)
    }

    private func number(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }

    /// A press, one to five moves of any length and speed, maybe a hold, a release.
    private mutating func drag() {
        lines.append("down \(number(x())) \(number(y()))")
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let duration = random.skewed(0...3000)
            lines.append("move \(number(x())) \(number(y())) \(duration)")
            elapsed += duration
            if random.chance(0.3) { wait(random.skewed(0...1500)) }
        }
        if random.chance(0.2) { key() }
        lines.append("up")
    }

    /// A trackpad gesture: a run of smooth-scroll events some milliseconds apart, slow or
    /// fast, either way, sometimes pausing past the 150 ms that ends a gesture.
    private mutating func trackpadRun() {
        let direction: Double = random.chance(0.5) ? 1 : -1
        let speed = Double.random(in: 0.5...60, using: &random)
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            let dx = random.chance(0.2) ? Double.random(in: -20...20, using: &random) : 0
            lines.append("scroll \(number(dx)) \(number(direction * speed))")
            wait(
                random.chance(0.1) ? random.skewed(0...400) : Int.random(in: 4...20, using: &random)
            )
        }
    }

    /// A short fast stroke released while moving.
    private mutating func fling() {
        let startY = y()
        let distance = Double.random(in: -height...height, using: &random)
        let duration = Int.random(in: 8...120, using: &random)
        lines.append("down \(number(x())) \(number(startY))")
        lines.append("move \(number(x())) \(number(startY + distance)) \(duration)")
        elapsed += duration
        lines.append("up")
    }

    private mutating func wheelBurst() {
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            lines.append("wheel \(Int.random(in: -8...8, using: &random))")
            if random.chance(0.6) { wait(Int.random(in: 0...80, using: &random)) }
        }
    }

    private mutating func key() {
        lines.append("key \(Self.keys.randomElement(using: &random) ?? "r")")
    }

    /// Back to the top (usually), then a long pull down from near it, held and released: with
    /// the floor header, often past 1.9 header heights, so the second floor opens.
    private mutating func deepPull() {
        if random.chance(0.7) {
            lines.append("wheel 100")
            wait(Int.random(in: 300...800, using: &random))
        }
        let startY = Double.random(in: 0...(0.3 * height), using: &random)
        let distance = Double.random(in: (0.6 * height)...(1.6 * height), using: &random)
        let duration = Int.random(in: 150...1200, using: &random)
        lines.append("down \(number(x())) \(number(startY))")
        lines.append("move \(number(x())) \(number(startY + distance)) \(duration)")
        elapsed += duration
        if random.chance(0.5) { wait(random.skewed(0...600)) }
        lines.append("up")
    }

    /// A press that barely moves: a tap (the state footer's title loads on one).
    private mutating func click() {
        let (px, py) = (x(), y())
        lines.append("down \(number(px)) \(number(py))")
        if random.chance(0.5) { wait(Int.random(in: 0...200, using: &random)) }
        lines.append("up")
    }
}
