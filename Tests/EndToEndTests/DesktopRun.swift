import Foundation
import Testing

/// Runs of the demo for the desktop's inputs (keys, the scrollbar, the context menu, focus):
/// a script headless at a frame rate, and the lines of its trace at given times.
enum DesktopRun {
    /// Runs `script` headless at `fps` with `options` and returns the trace.
    static func trace(_ script: String, fps: Int, _ options: [String] = []) throws -> [TraceLine] {
        try Demo.trace(script, ["--fps", "\(fps)"] + options)
    }

    /// The line of the frame whose end is `milliseconds` (a multiple of 100 ms: a frame end at
    /// 30 and at 240 fps).
    static func line(at milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
        try #require(lines.first { abs($0.number("t") - milliseconds) < 1e-6 })
    }

    /// The lines of the frames ending in `range` (milliseconds).
    static func lines(in range: ClosedRange<Double>, of lines: [TraceLine]) -> [TraceLine] {
        lines.filter { range.contains($0.number("t")) }
    }

    /// The frame rates every rule is checked at.
    static let rates = [30, 240]
}
