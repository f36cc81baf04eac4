import Foundation
import Testing

/// The contract's desktop scrollbar through the binary: when it shows and fades, the thumb's
/// drag mapped to the range and never past an edge, paging on the track, none when the content
/// fits, and the carousel's horizontal one.
@Suite struct DesktopScrollbarTests {
    /// With no footer, 880 points in 720: the thumb is 720² / 880 long and travels the rest.
    private static let room = 720 - 720.0 * 720 / 880

    @Test(arguments: DesktopRun.rates)
    func thePointerNearTheEdgeShowsItAndItFadesOneSecondAfterLeaving(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nmove 385 300 0\nwait 1000\nmove 200 300 0\nwait 1500\n", fps: fps)
        #expect(lines.first?.string("scrollbar") == "hidden")
        for t in [100.0, 600, 1100, 2000] {
            #expect(try DesktopRun.line(at: t, in: lines).string("scrollbar") == "shown", "\(t)")
        }
        #expect(try DesktopRun.line(at: 2400, in: lines).string("scrollbar") == "hidden")
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }

    @Test(arguments: DesktopRun.rates)
    func itShowsWhileTheContentMovesAndFadesOneSecondAfterItStops(fps: Int) throws {
        let lines = try DesktopRun.trace("wait 100\nwheel -1\nwait 2000\n", fps: fps)
        #expect(try DesktopRun.line(at: 200, in: lines).string("scrollbar") == "shown")
        // The wheel's 0.2 s scroll ends at 300 ms: shown until 1.3 s, faded out 0.2 s later.
        #expect(try DesktopRun.line(at: 1300, in: lines).string("scrollbar") == "shown")
        #expect(try DesktopRun.line(at: 1600, in: lines).string("scrollbar") == "hidden")
    }

    @Test(arguments: DesktopRun.rates)
    func theThumbsDragMapsToTheRangeAndNeverPullsPastAnEdge(fps: Int) throws {
        let halfway = 100 + Self.room / 2
        let lines = try DesktopRun.trace(
            "wait 100\ndown 385 100\nmove 385 \(halfway) 300\nwait 100\nmove 385 1500 300\n"
                + "wait 100\nmove 385 -800 300\nwait 100\nup\nwait 500\n",
            fps: fps, ["--footer", "none"])
        let middle = try DesktopRun.line(at: 500, in: lines)
        #expect(abs(middle.number("offset_y") - 80) < 1e-9)
        #expect(middle.string("scrollbar") == "dragging")
        #expect(middle.bool("dragging") == false)
        #expect(try DesktopRun.line(at: 900, in: lines).number("offset_y") == 160)
        #expect(try DesktopRun.line(at: 1300, in: lines).number("offset_y") == 0)
        #expect(lines.allSatisfy { $0.number("offset_y") >= 0 && $0.number("offset_y") <= 160 })
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
        #expect(lines.last?.string("scrollbar") == "shown")
    }

    @Test(arguments: DesktopRun.rates)
    func aPressOnTheTrackPagesOnce(fps: Int) throws {
        // 60 rows: a 196-point thumb at the top; below it pages down, above it pages up.
        let lines = try DesktopRun.trace(
            "wait 100\nclick 385 600\nwait 400\nclick 385 650\nwait 400\nclick 385 50\nwait 400\n"
                + "down 385 700\nmove 385 600 200\nup\nwait 400\n",
            fps: fps, ["--rows", "60", "--footer", "none"])
        let offsets = [500.0, 900, 1300, 1900].map {
            (try? DesktopRun.line(at: $0, in: lines).number("offset_y")) ?? .nan
        }
        // The last press pages once and its move drags nothing.
        #expect(offsets == [676, 1352, 676, 1352])
        #expect(lines.allSatisfy { $0.bool("dragging") == false })
    }

    @Test(arguments: DesktopRun.rates)
    func thereIsNoneWhileTheContentFitsAndTheEdgeDragsTheContent(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\ndown 385 300\nmove 385 400 300\nwait 100\nup\nwait 800\n", fps: fps,
            ["--rows", "10", "--footer", "none"])
        #expect(lines.allSatisfy { $0.string("scrollbar") == "hidden" })
        let pulled = try DesktopRun.line(at: 400, in: lines)
        #expect(pulled.bool("dragging") == true)
        #expect(pulled.number("offset_y") < 0)
    }

    @Test(arguments: DesktopRun.rates)
    func theCarouselsBarDragsTheCardsAndNotTheList(fps: Int) throws {
        // 8 cards: 1050 points in 390; the thumb is 390² / 1050 long. Its bar is at y 175, 22
        // points lower while the status bar shows at launch.
        let room = 390 - 390.0 * 390 / 1050
        let lines = try DesktopRun.trace(
            "wait 100\ndown 100 197\nmove 200 197 300\nwait 100\nmove 900 197 300\nup\nwait 500\n",
            fps: fps, ["--carousel", "0", "--footer", "none"])
        let middle = try DesktopRun.line(at: 400, in: lines)
        #expect(abs(middle.number("carousel_offset_x") - 100 * 660 / room) < 1e-9)
        #expect(middle.bool("carousel_dragging") == false)
        #expect(try DesktopRun.line(at: 800, in: lines).number("carousel_offset_x") == 660)
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") == false })
        #expect(lines.allSatisfy { $0.string("trailer_state") == "idle" })
    }
}
