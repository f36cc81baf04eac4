import Foundation
import Testing

/// Runs `script` headless with `options`; returns the trace.
private func trace(_ script: String, _ options: [String]) throws -> [TraceLine] {
    try Demo.trace(script, options)
}

/// The frames whose `t` (ms) lies in `range`.
private func frames(_ lines: [TraceLine], in range: Range<Double>) -> [TraceLine] {
    lines.filter { range.contains($0.number("t") + 1e-6) }
}

/// A fling up from the top to the end of a 20-row list: the auto footer loads.
private let fling = "down 195 600\nmove 195 250 120\nup\nwait 3000\n"

@Suite struct ResultTests {
    /// `key r` at 0: the 0.25 s opening, the request at 250 ms, its failure at 750 ms, shown
    /// for the 700 ms dwell, idle from 1450 ms: at 30 and at 240 fps alike, to the frame whose
    /// `t` reaches each instant; the rows never change and the time is not recorded.
    @Test(arguments: [30, 240])
    func aFailureShowsForItsDwellAtEveryFrameRate(fps: Int) throws {
        let lines = try trace(
            "key r\nwait 2500\n",
            [
                "--fps", "\(fps)", "--latency", "500", "--fail-every", "1", "--failure-dwell",
                "700",
            ])
        for line in frames(lines, in: 0..<750) {
            #expect(line.string("header_result") == "none")
            #expect(line.string("header_state") == "refreshing")
            #expect(line.int("failures") == 0)
        }
        let dwell = frames(lines, in: 750..<1450)
        #expect(dwell.count == Int((0.7 * Double(fps)).rounded()))
        for line in dwell {
            #expect(line.string("header_result") == "failure", "t = \(line.number("t"))")
            #expect(line.string("header_state") == "refreshing")
            #expect(line.string("header_title") == "Refresh failed")
            #expect(line.number("inset_top") == 54 && line.number("offset_y") == -54)
            #expect(line.int("failures") == 1 && line.int("refreshes") == 0)
            #expect(line.int("header_frame") == 1, "the cross of the result sheet")
        }
        for line in frames(lines, in: 1450..<1_000_000) {
            #expect(line.string("header_result") == "none")
            #expect(line.string("header_state") == "idle")
        }
        for line in lines {
            #expect(line.int("rows") == 20)
            #expect(line.string("header_detail") == "Last update: No record")
            #expect(line.string("footer_result") == "none")
            #expect(line.string("trailer_result") == "none")
        }
    }

    /// A success with a dwell: "Refresh completed" for its length, after the rows landed, then
    /// the time is recorded.
    @Test(arguments: [30, 240])
    func aSuccessShowsForItsDwell(fps: Int) throws {
        let lines = try trace(
            "key r\nwait 2500\n", ["--fps", "\(fps)", "--latency", "500", "--success-dwell", "400"])
        let dwell = frames(lines, in: 750..<1150)
        #expect(dwell.count == Int((0.4 * Double(fps)).rounded()))
        for line in dwell {
            #expect(line.string("header_result") == "success")
            #expect(line.string("header_title") == "Refresh completed")
            #expect(line.int("refreshes") == 1)
        }
        let after = try #require(frames(lines, in: 1150..<1200).first)
        #expect(after.string("header_state") == "idle")
        #expect(lines.last?.string("header_detail") == "Last update: Today 14:05")
    }

    /// A failed page adds nothing, is not "no more data" (even with one page in all), does not
    /// count as a load, and is asked for again: the next load lands it.
    @Test func aFailedPageIsRetried() throws {
        let lines = try trace(
            fling + fling,
            ["--latency", "300", "--fail-every", "1", "--pages", "1", "--failure-dwell", "500"])
        #expect(lines.contains { $0.string("footer_result") == "failure" })
        #expect(lines.allSatisfy { $0.int("rows") == 20 && $0.int("loads") == 0 })
        #expect(lines.allSatisfy { $0.string("footer_state") != "noMoreData" })
        #expect((lines.last?.int("failures") ?? 0) >= 2)

        let retried = try trace(
            "key x\n" + fling + fling, ["--latency", "300", "--pages", "1"])
        let last = try #require(retried.last)
        #expect(last.int("failures") == 1 && last.int("loads") == 1 && last.int("rows") == 40)
        #expect(last.string("footer_state") == "noMoreData")
        let failing = retried.filter { $0.string("footer_result") == "failure" }
        #expect(failing.allSatisfy { $0.string("footer_state") == "refreshing" })
        #expect(failing.first?.string("footer_title") == "Load failed — tap or pull to retry")
    }

    /// `--lang` titles everything from the first frame; `l` switches in the next frame.
    @Test func langAndTheLKeyRetitleEverything() throws {
        let lines = try trace(
            "wait 100\nkey l\nwait 100\n", ["--lang", "ko", "--frames", "20", "--fps", "60"])
        let first = try #require(lines.first)
        #expect(first.string("lang") == "ko")
        #expect(first.string("header_title") == "아래로 당겨 새로고침")
        #expect(first.string("header_detail") == "마지막 업데이트: 기록 없음")
        #expect(first.string("footer_title") == "탭 또는 위로 당겨 로드함")
        let switched = try #require(lines.first { $0.number("t") > 100 + 1e-6 })
        #expect(switched.string("lang") == "ru")
        #expect(switched.string("header_title") == "Потяните чтобы обновить")
        #expect(switched.string("header_detail") == "Последнее обновление: Нет записи")
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }

    /// Without the new options, the new fields carry their neutral values.
    @Test func theNewFieldsAreNeutralByDefault() throws {
        let lines = try trace("wait 50\n", ["--frames", "3"])
        let line = try #require(lines.first)
        #expect(line.string("lang") == "en")
        #expect(line.string("header_title") == "Pull down to refresh")
        #expect(line.string("floor") == "closed")
        #expect(line.int("cards") == 0 && line.int("trailer_loads") == 0)
        #expect(line.string("trailer_state") == "idle" && line.string("trailer_title") == "")
        #expect(line.number("view_width") == 390)
        #expect(line.number("carousel_content_width") == 0)
        #expect(line.bool("carousel_dragging") == false)
    }

    @Test(arguments: [
        ["--lang", "it"], ["--lang", "zh"], ["--lang", "ar-SA"], ["--lang", "JA"],
        ["--fail-every", "1001"], ["--fail-every", "-1"],
        ["--success-dwell", "10001"], ["--failure-dwell", "x"],
    ])
    func badResultOrLanguageOptionsAreUsageErrors(arguments: [String]) throws {
        let result = try Demo.run(arguments: ["--headless", "--frames", "2"] + arguments)
        #expect(result.code == 2)
        #expect(result.stderr.contains(arguments[0]), "stderr: \(result.stderr)")
    }

    @Test func helpListsTheNewOptionsAndKeys() throws {
        let result = try Demo.run(arguments: ["--help"])
        #expect(result.code == 0)
        for text in ["--lang CODE", "--fail-every N", "--success-dwell MS", "--failure-dwell MS"] {
            #expect(result.stdout.contains(text), "\(text)")
        }
        #expect(
            result.stdout.contains("next language: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr,"))
        #expect(result.stdout.contains("the next request sent fails (once)"))
    }
}
