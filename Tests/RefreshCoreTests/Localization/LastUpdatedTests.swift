import Foundation
import Synchronization
import TestSupport
import Testing

@testable import RefreshCore

/// Seconds since 1970 for a UTC calendar time.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components)!.timeIntervalSince1970
}

struct FormatterCase: Sendable, CustomTestStringConvertible {
    let updated: Double?
    let now: Double
    let text: String
    var testDescription: String { text }
}

/// A case: the time updated at `updated` (nil: never), read at `now`, is `text`.
private func reading(_ updated: Double?, at now: Double, _ text: String) -> FormatterCase {
    FormatterCase(updated: updated, now: now, text: text)
}

private let formatterCases: [FormatterCase] = [
    reading(utc(2026, 3, 14, 14, 5), at: utc(2026, 3, 14, 18), "Last update: Today 14:05"),
    reading(utc(2026, 3, 14, 0, 0), at: utc(2026, 3, 14, 23, 59), "Last update: Today 00:00"),
    reading(utc(2026, 3, 13, 14, 5), at: utc(2026, 3, 14, 18), "Last update: 03-13 14:05"),
    reading(utc(2026, 3, 14, 14, 5), at: utc(2026, 11, 30, 9), "Last update: 03-14 14:05"),
    // The same day of the month in another month is not "Today" (MJRefresh's bug, fixed).
    reading(utc(2026, 2, 14, 14, 5), at: utc(2026, 3, 14, 18), "Last update: 02-14 14:05"),
    // Same month and day, another year.
    reading(utc(2025, 3, 14, 14, 5), at: utc(2026, 3, 14, 18), "Last update: 2025-03-14 14:05"),
    reading(utc(2025, 12, 31, 23, 59), at: utc(2026, 1, 1, 0, 1), "Last update: 2025-12-31 23:59"),
    reading(nil, at: utc(2026, 3, 14, 18), "Last update: No record"),
]

/// A fresh, empty directory under the temporary folder.
private func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("last-updated-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

struct LastUpdatedTests {
    @Test(arguments: formatterCases)
    func formatter(_ example: FormatterCase) {
        let formatter = LastUpdatedFormatter()
        #expect(formatter.text(updated: example.updated, now: example.now) == example.text)
    }

    @Test func theFormatterUsesItsTimeZone() {
        let formatter = LastUpdatedFormatter(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        // 14 March 20:30 UTC is 15 March 05:30 in Tokyo.
        let text = formatter.text(updated: utc(2026, 3, 14, 20, 30), now: utc(2026, 3, 14, 21))
        #expect(text == "Last update: Today 05:30")
        let yesterday = formatter.text(updated: utc(2026, 3, 14, 14, 5), now: utc(2026, 3, 14, 21))
        #expect(yesterday == "Last update: 03-14 23:05")
    }

    @Test func theStateHeaderShowsTheSavedTimeOrTheClosure() {
        let store = MemoryLastUpdatedStore()
        var now = utc(2026, 3, 14, 14, 5)
        let header = RefreshHeader(look: TitleLook.header, store: store, clock: { now })
        #expect(header.lastUpdatedText == "Last update: No record")
        let (timeline, scrollView) = makeScrollView()
        header.attach(to: scrollView)
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        header.endRefreshing()
        #expect(store.lastUpdated(forKey: header.lastUpdatedTimeKey) == utc(2026, 3, 14, 14, 5))
        #expect(header.lastUpdatedText == "Last update: Today 14:05")
        now = utc(2026, 4, 14, 9)
        header.lastUpdatedTimeKey = "other"
        #expect(header.lastUpdatedText == "Last update: No record")
        header.lastUpdatedTimeKey = "RefreshHeaderLastUpdatedTimeKey"
        #expect(header.lastUpdatedText == "Last update: 03-14 14:05")
        header.lastUpdatedTimeText = { time in time.map { "Saved at \(Int($0))" } ?? "Never" }
        #expect(header.lastUpdatedText == "Saved at \(Int(utc(2026, 3, 14, 14, 5)))")
        header.lastUpdatedTimeKey = "other"
        #expect(header.lastUpdatedText == "Never")
    }

    /// Every header keeps the line, whatever its look, and offers it as the look's second line.
    @Test func everyHeaderOffersTheLineToItsLook() {
        let header = RefreshHeader(look: EmptyLook(), clock: { utc(2026, 3, 14, 18) })
        #expect(header.lastUpdatedText == "Last update: No record")
        #expect(header.moment.detail == "Last update: No record")
        header.look = TitleLook.header
        var list = DrawList()
        header.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 54),
            metrics: FixedTextMetrics(lineHeight: 17))
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _) = command { return text }
            return nil
        }
        #expect(texts == ["Pull down to refresh", "Last update: No record"])
    }

    @Test func theFileStoreRoundTripsAndLeavesNoTemporaryFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var warnings: [String] = []
        let store = FileLastUpdatedStore(directory: directory) { warnings.append($0) }
        #expect(store.lastUpdated(forKey: "a") == nil)
        store.setLastUpdated(1_773_497_100.5, forKey: "a")
        store.setLastUpdated(42, forKey: "b")
        store.setLastUpdated(43, forKey: "b")
        let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(contents == ["last-updated.json"])
        let reopened = FileLastUpdatedStore(directory: directory) { warnings.append($0) }
        #expect(reopened.lastUpdated(forKey: "a") == 1_773_497_100.5)
        #expect(reopened.lastUpdated(forKey: "b") == 43)
        #expect(reopened.lastUpdated(forKey: "c") == nil)
        #expect(warnings.isEmpty)
    }

    @Test func aStoreWritingInTheBackgroundHasWrittenOnceFlushed() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileLastUpdatedStore(directory: directory, inBackground: true) { _ in }
        for time in 1...50 { store.setLastUpdated(Double(time), forKey: "k") }
        store.setLastUpdated(7, forKey: "other")
        // Read at once, as the header reads it; on disk once flushed, the last write last.
        #expect(store.lastUpdated(forKey: "k") == 50)
        store.flush()
        let reopened = FileLastUpdatedStore(directory: directory) { _ in }
        #expect(
            reopened.lastUpdated(forKey: "k") == 50 && reopened.lastUpdated(forKey: "other") == 7)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == [
                "last-updated.json"
            ])
    }

    @Test func aStoreWritingInTheBackgroundWarnsOnceWhenItCannotWrite() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let regularFile = directory.appendingPathComponent("plain")
        try "x".write(to: regularFile, atomically: true, encoding: .utf8)
        let warnings = Mutex<[String]>([])
        let store = FileLastUpdatedStore(
            directory: regularFile.appendingPathComponent("state"), inBackground: true
        ) { message in warnings.withLock { $0.append(message) } }
        store.setLastUpdated(5, forKey: "k")
        store.setLastUpdated(6, forKey: "k")
        store.flush()
        #expect(warnings.withLock { $0.count } == 1 && store.lastUpdated(forKey: "k") == 6)
    }

    @Test(arguments: ["not json {", "[1, 2, 3]", ""])
    func aCorruptFileMeansNoRecordAndOneWarning(contents: String) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("last-updated.json")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        var warnings: [String] = []
        let store = FileLastUpdatedStore(directory: directory) { warnings.append($0) }
        #expect(store.lastUpdated(forKey: "RefreshHeaderLastUpdatedTimeKey") == nil)
        #expect(warnings.count == 1)
        // Saving replaces the corrupt file; no further warning.
        store.setLastUpdated(7, forKey: "k")
        #expect(warnings.count == 1)
        #expect(FileLastUpdatedStore(directory: directory) { _ in }.lastUpdated(forKey: "k") == 7)
    }

    @Test func anUnwritableDirectoryWarnsOnceAndKeepsTheTimeInMemory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Even root cannot create a directory under a regular file.
        let regularFile = directory.appendingPathComponent("plain")
        try "x".write(to: regularFile, atomically: true, encoding: .utf8)
        var warnings: [String] = []
        let store = FileLastUpdatedStore(directory: regularFile.appendingPathComponent("state")) {
            warnings.append($0)
        }
        #expect(warnings.isEmpty)
        store.setLastUpdated(5, forKey: "k")
        #expect(warnings.count == 1)
        store.setLastUpdated(6, forKey: "k")
        #expect(warnings.count == 1)
        #expect(store.lastUpdated(forKey: "k") == 6)
        let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(contents == ["plain"])
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        let xdg = FileLastUpdatedStore.defaultDirectory(environment: [
            "XDG_STATE_HOME": "/s", "HOME": "/h",
        ])
        #expect(xdg.path == "/s/refresh-demo")
        let home = FileLastUpdatedStore.defaultDirectory(environment: [
            "XDG_STATE_HOME": "relative", "HOME": "/h",
        ])
        #expect(home.path == "/h/.local/state/refresh-demo")
    }
}
