import Foundation
import RefreshCore

/// The per-frame cost of a list's layout for 100 rows and for 100 000 rows of mixed heights
/// (with a 28-point section header every 20 rows): what a frame asks of a `ListLayout` — the
/// items in view and their frames, the anchor row, the sticky header — while the view moves
/// through the content at 3000 points a second, 60 frames a second. Measuring is done before
/// the timing starts (once per environment, never on the frame path), and nothing else of the
/// scene is in it, so the two lists differ only in the layout's own work.
enum ListLayoutFigures {
    /// Frames timed together: one frame's work is well under a microsecond, below what one
    /// reading of the clock resolves.
    static let framesPerSample = 200
    static let samples = 300
    static let rounds = 5

    /// A list of `rows` rows of 44 to 132 points and its headers.
    static func makeLayout(rows: Int) -> ListLayout {
        let layout = ListLayout(environment: ListEnvironment(width: 390)) { item, environment in
            if item % 21 == 0 { return 28 * environment.textScale }
            return (44 + Double((item &* 2_654_435_761) % 5) * 22) * environment.textScale
        }
        var kinds: [ListItemKind] = []
        kinds.reserveCapacity(rows + rows / 20 + 1)
        while kinds.count - kinds.count / 21 < rows {
            kinds.append(kinds.count % 21 == 0 ? .header : .row)
        }
        layout.insert(kinds, at: 0)
        return layout
    }

    /// The median time of one frame's layout, microseconds, and a checksum of what it found.
    static func frameTime(_ layout: ListLayout) -> (time: Double, checksum: Double) {
        let viewHeight = 720.0
        let range = max(1, layout.contentHeight - viewHeight)
        var checksum = 0.0
        var frame = 0
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let start = seconds()
            for _ in 0..<framesPerSample {
                let travelled = Double(frame) * 3000 / 60
                let top = travelled.truncatingRemainder(dividingBy: range)
                for item in layout.items(inViewAt: top, height: viewHeight) {
                    checksum += layout.frame(of: item).minY
                }
                if let anchor = layout.anchor(inViewAt: top, height: viewHeight) {
                    checksum += anchor.y
                }
                if let sticky = layout.stickyHeader(inViewAt: top) { checksum += sticky.y }
                frame += 1
            }
            times.append((seconds() - start) / Double(framesPerSample))
        }
        return (median(times) * 1e6, checksum)
    }

    /// Prints both lists' frame times and their ratio, each the median of `rounds` rounds.
    static func report() {
        let small = makeLayout(rows: 100)
        let large = makeLayout(rows: 100_000)
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        var checksum = 0.0
        for _ in 0..<rounds {
            let a = frameTime(small)
            let b = frameTime(large)
            smallTimes.append(a.time)
            largeTimes.append(b.time)
            checksum += a.checksum + b.checksum
        }
        let smallTime = median(smallTimes)
        let largeTime = median(largeTimes)
        print(
            "list layout per frame (items in view + their frames + anchor + sticky header; "
                + "median of \(rounds) rounds, checksum \(String(format: "%.0f", checksum)))")
        print("")
        print("| list | per frame |")
        print("|---|---|")
        print(String(format: "| 100 rows | %.3f µs |", smallTime))
        print(String(format: "| 100 000 rows | %.3f µs |", largeTime))
        print(
            String(
                format: "| 100 000 ÷ 100 | %.2f× (issue 32: within 1.2×) |", largeTime / smallTime))
    }
}
