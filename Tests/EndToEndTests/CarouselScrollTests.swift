import Foundation
import RefreshCore
import Testing

// Trackpad scrolls and the wheel over the carousel, through the binary: `scroll DX DY` moves
// the carousel by DX when the pointer (where the last `move` left it) is over its band, by the
// rules DY follows for the list; the wheel always scrolls the list. With `--carousel 3` the
// band is at y 132…312; the pointer is put on it at (300, 200), or off it at (300, 500).

/// Runs `script` headless with `--carousel N` (3 unless told) at `fps`; returns the trace.
private func run(
    _ script: String, fps: Int, _ options: [String] = [], carousel: Int = 3
) throws -> [TraceLine] {
    try Demo.trace(script, ["--carousel", "\(carousel)", "--fps", "\(fps)"] + options)
}

/// The line of the frame that ends at `milliseconds` (a multiple of 100 ms).
private func line(at milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { abs($0.number("t") - milliseconds) < 1e-6 })
}

@Suite struct CarouselScrollTests {
    /// Over the band, DX moves the cards 1:1 (negative DX towards the end), the carousel is
    /// dragged while the gesture lasts and let go 150 ms after its last event; the list stays.
    @Test(arguments: [30, 240])
    func overTheBandDXScrollsTheCardsOneToOne(fps: Int) throws {
        let lines = try run(
            "move 300 200 0\nwait 100\nscroll -50 0\nwait 100\nscroll -30.5 0\nwait 100\n"
                + "scroll 20 0\nwait 100\n", fps: fps)
        #expect(try line(at: 100, in: lines).number("carousel_offset_x") == 50)
        #expect(try line(at: 200, in: lines).number("carousel_offset_x") == 80.5)
        let last = try line(at: 300, in: lines)
        #expect(last.number("carousel_offset_x") == 60.5 && last.bool("carousel_dragging") == true)
        #expect(try line(at: 500, in: lines).bool("carousel_dragging") == false)
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") == false })
    }

    /// Past the end, the rubber band from the edge with the band's width; past the trailer's
    /// 60 points it pulls, and the gesture's end 150 ms after its last event loads 4 cards.
    @Test(arguments: [30, 240])
    func pastTheEndDXRubberBandsAndTheGestureEndLoads(fps: Int) throws {
        let lines = try run(
            "move 300 200 0\nwait 100\nscroll -700 0\nwait 100\nscroll -150 0\nwait 2000\n",
            fps: fps, ["--latency", "500"])
        let first = try line(at: 100, in: lines)
        let band = { RubberBand.offset(for: $0, dimension: 390) }
        #expect(abs(first.number("carousel_offset_x") - (660 + band(40))) < 1e-9)
        #expect(first.string("trailer_state") == "idle")
        let pulled = try line(at: 200, in: lines)
        #expect(abs(pulled.number("carousel_offset_x") - (660 + band(190))) < 1e-9)
        #expect(pulled.string("trailer_state") == "pulling")
        let ended = try #require(lines.first { $0.number("t") >= 350 - 1e-6 })
        #expect(ended.string("trailer_state") == "refreshing")
        #expect(try line(at: 700, in: lines).number("carousel_offset_x") == 720)
        let landed = try #require(lines.first { $0.int("cards") == 12 })
        #expect(abs(landed.number("t") - (350 + 250 + 500)) < 1e-6)
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }

    /// DX with the pointer off the band is ignored; DY scrolls the list wherever the pointer
    /// is, so one diagonal event over the band moves each view along its own axis.
    @Test func offTheBandDXIsIgnoredAndDYAlwaysGoesToTheList() throws {
        let off = try run("move 300 500 0\nwait 100\nscroll -50 0\nwait 400\n", fps: 60)
        #expect(off.allSatisfy { $0.number("carousel_offset_x") == 0 })
        #expect(off.allSatisfy { $0.number("offset_y") == 0 })
        let diagonal = try run("move 300 200 0\nwait 100\nscroll -50 -30\nwait 100\n", fps: 60)
        let moved = try line(at: 100, in: diagonal)
        #expect(moved.number("carousel_offset_x") == 50 && moved.number("offset_y") == 30)
    }

    /// The wheel scrolls the list, even with the pointer on the band.
    @Test func theWheelOverTheBandScrollsTheList() throws {
        let lines = try run("move 300 200 0\nwait 100\nwheel -1\nwait 400\n", fps: 60)
        #expect(try line(at: 400, in: lines).number("offset_y") == 40)
        #expect(lines.allSatisfy { $0.number("carousel_offset_x") == 0 })
    }

    /// A sideways scroll is not the list's: the list, coasting at 3400 pt/s, coasts on exactly
    /// as without it and is never reported dragged — with the pointer off the band (`--carousel
    /// 3`, scrolled out of sight), where DX is ignored, and over it (`--carousel 14`, the band
    /// at y 100…280 then), where the cards take it.
    @Test(arguments: [(3, false), (14, true)])
    func aSidewaysScrollLeavesTheListCoasting(carousel: Int, overTheBand: Bool) throws {
        let fling = "down 300 500\nmove 300 150 100\nup\nwait 50\n"
        let options = ["--rows", "60"]
        let plain = try run(fling + "wait 1000\n", fps: 60, options, carousel: carousel)
        let sideways = try run(
            fling + "move 300 200 0\nscroll -20 0\nwait 1000\n", fps: 60, options,
            carousel: carousel)
        #expect(plain.count == sideways.count)
        for (a, b) in zip(plain, sideways) {
            #expect(a.number("offset_y") == b.number("offset_y"), "t = \(a.number("t"))")
            #expect(b.bool("dragging") == (b.number("t") < 100 - 1e-6))
        }
        let cards = try #require(sideways.last).number("carousel_offset_x")
        #expect(cards == (overTheBand ? 20 : 0))
    }
}
