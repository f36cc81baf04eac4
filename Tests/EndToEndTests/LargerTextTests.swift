import Foundation
import RefreshCore
import Testing

/// `--text-scale 1.5` and `2` through the binary: the header is 54 × X points and triggers past
/// that, at 30 and 240 frames a second alike; rows are 44 × X (drawn so), section headers
/// 28 × X, the auto footer holds 44 × X of inset and the back footer triggers past 44 × X.
@Suite struct LargerTextTests {
    static let scales = [1.5, 2.0]

    /// A pull held `visible` points out (past the rubber band, in a 720-point view), then let go.
    private static func pull(visible: Double) -> String {
        let finger = RubberBand.distance(for: visible, dimension: 720)
        return "down 195 100\nmove 195 \(100 + finger) 300\nwait 300\nup\nwait 1500\n"
    }

    /// A pull of 54 × X + 1 refreshes, opening the header to 54 × X; one of 54 × X − 1 does not,
    /// and the percent it reaches is its share of 54 × X.
    @Test(arguments: scales, [30, 240])
    func theHeaderTriggersPastItsScaledHeight(scale: Double, fps: Int) throws {
        let height = 54 * scale
        for (visible, triggers) in [(height + 1, true), (height - 1, false)] {
            let trace = try Demo.trace(
                Self.pull(visible: visible),
                ["--text-scale", "\(scale)", "--fps", "\(fps)", "--size", "390x720"])
            let context = "×\(scale) at \(fps) fps, pulled \(visible)"
            let held = try #require(trace.last { $0.bool("dragging") == true }, "\(context)")
            #expect(abs(held.number("offset_y") + visible) < 1e-6, "\(context)")
            #expect(abs(held.number("header_percent") - visible / height) < 1e-9, "\(context)")
            #expect(held.string("header_state") == (triggers ? "pulling" : "idle"), "\(context)")
            let refreshing = trace.filter { $0.string("header_state") == "refreshing" }
            #expect(refreshing.isEmpty != triggers, "\(context)")
            let opened = trace.map { $0.number("inset_top") }.max() ?? 0
            #expect(opened == (triggers ? height : 0), "\(context)")
            #expect(trace.allSatisfy { $0.number("text_scale") == scale }, "\(context)")
        }
    }

    /// Rows of 44 × X: the content's height, the anchor row after three wheel notches, and the
    /// rows' alternating fills drawn at those heights; the auto footer's inset is 44 × X.
    @Test(
        .enabled(if: Requirement.met(Pixels.convert != nil), "needs ImageMagick's convert"),
        arguments: scales)
    func rowsAreFortyFourTimesTheScaleTall(scale: Double) throws {
        let row = 44 * scale
        let dir = try TempDir()
        let file = try dir.write("s.txt", "wait 3000\nshot rest\nwheel -3\nwait 1000\n")
        let path = dir.path("t.jsonl")
        let result = try Demo.run(
            arguments: [
                "--headless", "--script", file, "--trace", path, "--shots", dir.path("shots"),
                "--text-scale", "\(scale)", "--rows", "20", "--size", "390x720",
            ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let trace = try Trace.read(path)
        let last = try #require(trace.last)
        #expect(last.number("content_height") == 20 * row)
        #expect(last.number("inset_bottom") == row)
        let offset = last.number("offset_y")
        #expect(offset == 120)
        let above = (offset / row).rounded(.up)
        #expect(last.int("anchor_row") == Int(above) + 1)
        #expect(abs(last.number("anchor_y") - (above * row - offset)) < 1e-9)
        // Right of any text, down the view: the rows' fills, white and grey in turn, each
        // 44 × X tall (less its separator): 9 rows in view at 2, 11 at 1.5.
        let shot = dir.path("shots/rest.png")
        let column = try #require(try Pixels.output(shot, "-crop", "1x720+380+0", "txt:"))
        var runs: [(white: Bool, length: Int)] = []
        for line in String(decoding: column, as: UTF8.self).split(separator: "\n").dropFirst() {
            let white = line.contains("(255,255,255)")
            guard white || line.contains("(248,248,250)") else { continue }
            if runs.last?.white == white {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((white, 1))
            }
        }
        #expect(runs.count == Int((720 / row).rounded(.up)))
        #expect(runs.count == (scale == 2 ? 9 : 11))
        for (index, run) in runs.dropLast().enumerated() {
            #expect(run.white == (index % 2 == 0))
            #expect(run.length == Int(row) - 1, "row \(index + 1)")
        }
    }

    /// Sections: 44 × X rows under 28 × X section headers.
    @Test(arguments: scales)
    func sectionHeadersAreTwentyEightTimesTheScaleTall(scale: Double) throws {
        let trace = try Demo.trace(
            "wait 100\n", ["--text-scale", "\(scale)", "--rows", "20", "--list", "sections"])
        let last = try #require(trace.last)
        #expect(last.number("content_height") == 20 * 44 * scale + 4 * 28 * scale)
    }

    /// The back footer triggers past 44 × X and holds that much inset while loading.
    @Test(arguments: scales)
    func theBackFooterTriggersPastItsScaledHeight(scale: Double) throws {
        let height = 44 * scale
        for (visible, triggers) in [(height + 1, true), (height - 1, false)] {
            // 20 rows overflow a 720-point view by 880 × X − 720; the finger goes that far up
            // and then pulls the footer out by `visible`.
            let overflow = 20 * 44 * scale - 720
            let finger = overflow + RubberBand.distance(for: visible, dimension: 720)
            let script = "down 195 700\nmove 195 \(700 - finger) 600\nwait 300\nup\nwait 500\n"
            let trace = try Demo.trace(
                script,
                [
                    "--text-scale", "\(scale)", "--rows", "20", "--footer", "back",
                    "--size", "390x720", "--latency", "5000",
                ])
            let context = "×\(scale), pulled \(visible)"
            let held = try #require(trace.last { $0.bool("dragging") == true }, "\(context)")
            #expect(abs(held.number("offset_y") - overflow - visible) < 1e-6, "\(context)")
            let loads = trace.contains { $0.string("footer_state") == "refreshing" }
            #expect(loads == triggers, "\(context)")
            let opened = trace.map { $0.number("inset_bottom") }.max() ?? 0
            #expect(opened == (triggers ? height : 0), "\(context)")
        }
    }
}
