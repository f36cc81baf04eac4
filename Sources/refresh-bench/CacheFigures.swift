import CSQLite
import DemoKit
import DemoSoak
import Foundation
import RefreshCache
import RefreshCore
import RefreshSource
import TestSupport

/// The cache's figures (`refresh-bench --cache FOLDER`), each a ratio of a feed of 100 000
/// cached entries (the cache's limit) to one of 100, measured in one run: the first frame (the
/// scene made, the cache opened and read at the saved position, the frame drawn), a scrolling
/// frame, peak RSS (each in a process of its own: `--cache-rss`), and the time a landing's
/// transaction adds to its frame. The scene's core only: no SDL, so the ratios are the cache's
/// and the list's work, not the renderer's.
enum CacheFigures {
    /// The feeds compared: the cache's limit against a small feed.
    static let sizes = [100, 100_000]
    /// The feed's URL in the cache; never asked for: `--stale-after` holds refreshes off.
    static let feed = URL(string: "http://127.0.0.1:1/bench.xml")!
    /// Frames of the scrolling run: wheel notches at 60 Hz, down and up around the saved
    /// position, within the 100-entry feed's length.
    static let scrollFrames = 600
    /// Repeats of each timing, whose median is taken.
    static let repeats = 7

    /// Writes the caches into `folder`, measures, prints a Markdown table.
    static func report(folder: String) throws {
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        let paths = try sizes.map { try write($0, into: folder) }
        // The timings take turns between the sizes, round after round, and each size's median
        // of its rounds is compared: a machine busier for a moment weighs on both alike (run
        // one size after the other, a scrolling frame's ratio went from 0.7 to 1.8 between
        // runs of a shared machine).
        var firstRuns = sizes.map { _ in [Double]() }
        var scrollRuns = firstRuns
        var scrollP99Runs = firstRuns
        for _ in 0..<repeats {
            for (index, path) in paths.enumerated() {
                // The previous opening's quick_check (on a thread of its own, 30 ms at
                // 100 000 entries) is over before the next opening, as in a real start.
                usleep(300_000)
                firstRuns[index].append((try? firstFrame(path)) ?? 0)
                let times = try scrollFrames(path).sorted()
                scrollRuns[index].append(median(times) * 1000)
                scrollP99Runs[index].append(times[times.count * 99 / 100] * 1000)
            }
        }
        let first = firstRuns.map(median)
        let scroll = scrollRuns.map(median)
        let scrollP99 = scrollP99Runs.map(median)
        var rss: [Double] = []
        var sqliteHeap: [Double] = []
        var rowsArray: [Double] = []
        var landing: [Double] = []
        for path in paths {
            let memory = try childMemory(path)
            rss.append(memory.peak)
            sqliteHeap.append(memory.sqliteHeap)
            rowsArray.append(memory.rows)
            landing.append(try landingTime(path))
        }
        func row(_ name: String, _ values: [Double], _ unit: String, goal: String) {
            let ratio = values[0] > 0 ? values[1] / values[0] : 0
            print(
                String(
                    format: "| %@ | %.2f %@ | %.2f %@ | **%.2f ×** (goal: %@) |", name, values[0],
                    unit, values[1], unit, ratio, goal))
        }
        print(
            "| the cache's figures (one run; scene core, no SDL) | 100 entries | 100 000 | ratio |")
        print("|---|---|---|---|")
        row("first frame: open, read at the saved position, draw", first, "ms", goal: "≤ 1.5 ×")
        row(
            "a scrolling frame, median of \(scrollFrames) (median of \(repeats) runs)", scroll,
            "µs",
            goal: "≤ 1.2 ×")
        row(
            "a scrolling frame, p99 (the frames reading rows; median of \(repeats) runs)",
            scrollP99,
            "µs", goal: "≤ 1.2 ×")
        row("peak RSS after \(scrollFrames) scrolling frames", rss, "MiB", goal: "≤ 1.2 ×")
        row(
            "of which SQLite's heap at its highest (every connection's page cache)", sqliteHeap,
            "MiB", goal: "what the RSS ratio is made of")
        row(
            "of which the scene's rows (\(MemoryLayout<DemoRow>.stride) bytes a row)", rowsArray,
            "MiB", goal: "what the RSS ratio is made of")
        row(
            "a landing's transaction: 20 entries at the top", landing, "ms",
            goal: "no delayed frame")
        print(
            String(
                format:
                    "\nThe landing's transaction is %.1f %% of a 60 Hz frame at 100 000 entries.",
                landing[1] / (1000.0 / 60) * 100))
    }

    /// A cache of `count` entries of the feed with the reading position at its middle.
    static func write(_ count: Int, into folder: String) throws -> String {
        let path = folder + "/cache-\(count).sqlite"
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        guard let cache = FeedCache.open(path: path).cache else {
            throw CacheBenchError("cannot create \(path)")
        }
        let entries = (0..<count).map {
            FeedEntry(
                id: "urn:bench:\($0)", author: "Author \($0 % 7)",
                title: "Entry \($0), long enough to wrap onto a second line of the row")
        }
        guard cache.land(CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed)
        else { throw CacheBenchError("cannot fill \(path)") }
        cache.savePosition(ReadingPosition(entryID: "urn:bench:\(count / 2)", y: 10), of: feed)
        return path
    }

    /// The scene of the feed in the cache at `path`, with refreshes held off.
    static func scene(_ path: String) -> (DemoScene, FrameLoop) {
        var options = DemoOptions()
        options.feed = feed.absoluteString
        options.cache = path
        options.staleAfter = 0
        // As the option parser makes a `--feed` run: the feed list, no simulated latency.
        options.list = .feed
        options.latency = 0
        let scene = DemoScene(
            options: options, resources: SceneResources(sheets: SyntheticSheets.all))
        return (scene, FrameLoop(scene: scene, output: DiscardingFrameOutput()))
    }

    /// Milliseconds from nothing to the first frame drawn.
    static func firstFrame(_ path: String) throws -> Double {
        let start = seconds()
        let (scene, loop) = scene(path)
        try loop.step([], to: 0)
        let time = (seconds() - start) * 1000
        // Kept to here: Swift may end them after their last use, and their teardown (the
        // rows freed, the cache closed, its log deleted) is no part of the first frame.
        withExtendedLifetime((scene, loop)) {}
        return time
    }

    /// The milliseconds of each frame of a run scrolling by a wheel notch every third frame,
    /// 15 notches down then 15 up, again and again (the rows coming near the view the first
    /// time read from the cache as they come).
    static func scrollFrames(_ path: String) throws -> [Double] {
        try scrolled(path).times
    }

    /// As `scrollFrames`, with the scene scrolled (alive, for what it holds).
    static func scrolled(_ path: String) throws -> (times: [Double], scene: DemoScene) {
        let (scene, loop) = scene(path)
        try loop.step([], to: 0)
        var times: [Double] = []
        var offsets: ClosedRange<Double>?
        defer {
            // On standard error: the child's standard output is its RSS alone.
            let span = Int(offsets.map { $0.upperBound - $0.lowerBound } ?? 0)
            FileHandle.standardError.write(Data("(the run scrolled over \(span) points)\n".utf8))
        }
        for frame in 1...scrollFrames {
            let time = Double(frame) * 1000 / 60
            let notches: Double = (frame / 45) % 2 == 0 ? -1 : 1
            let input = TimedInput(time: time / 1000, event: .wheel(notches: notches))
            let start = seconds()
            try loop.step(frame % 3 == 0 ? [input] : [], to: time)
            times.append((seconds() - start) * 1000)
            let y = scene.scrollView.contentOffsetY
            offsets = offsets.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
        }
        return (times, scene)
    }

    /// Peak RSS, SQLite's heap at its highest and the rows' array (MiB), of a process of its
    /// own that opens the cache and scrolls.
    static func childMemory(_ path: String) throws -> (
        peak: Double, sqliteHeap: Double, rows: Double
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--cache-rss", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: output, as: UTF8.self).split(separator: " ").map {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        guard numbers.count == 3 else { throw CacheBenchError("the child printed \(numbers)") }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// In the child: scrolls the feed, prints the peak RSS, SQLite's heap at its highest and
    /// the size of the scene's rows' array, in MiB.
    static func printRSS(_ path: String) throws {
        let scene = try scrolled(path).scene
        let mebibyte = 1_048_576.0
        // The rows' array alone (the estimated rows' strings are empty: no storage of their own).
        let rows = Double(scene.rows.count * MemoryLayout<DemoRow>.stride) / mebibyte
        print(
            String(
                format: "%.1f %.2f %.2f", peakRSS(), Double(sqlite3_memory_highwater(0)) / mebibyte,
                rows))
        withExtendedLifetime(scene) {}
    }

    /// The median milliseconds of a 20-entry landing's transaction at the top of the feed
    /// (at the limit it prunes as many of the oldest).
    static func landingTime(_ path: String) throws -> Double {
        guard let cache = FeedCache.open(path: path).cache else {
            throw CacheBenchError("cannot open \(path)")
        }
        var times: [Double] = []
        for round in 0..<repeats * 3 {
            let entries = (0..<20).map {
                FeedEntry(id: "urn:new:\(round):\($0)", author: "New", title: "New entry \($0)")
            }
            let start = seconds()
            _ = cache.land(
                CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed)
            times.append((seconds() - start) * 1000)
        }
        return median(times)
    }
}

/// A cache the bench cannot make or open.
struct CacheBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
