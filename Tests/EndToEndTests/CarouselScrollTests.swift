import Foundation
import Testing

// Trackpad scrolls and the wheel over the carousel, through the binary: `scroll DX DY` moves
// the carousel by DX when the pointer (where the last `move` left it) is over its band, by the
// rules DY follows for the list; the wheel always scrolls the list. With `--carousel 3` the
// band is at y 132…312; the pointer is put on it at (300, 200), or off it at (300, 500).

/// Runs `script` headless with `--carousel N` (3 unless told) at `fps`; returns the trace.
private func run(
    _ script: String, fps: Int, _ options: [String] = [], carousel: Int = 3
) throws -> [TraceLine] {
    let dir = try TempDir()
    let file = try dir.write("script.txt", script)
    let trace = dir.path("t.jsonl")
    let result = try Demo.run(
        arguments: [
            "--headless", "--carousel", "\(carousel)", "--fps", "\(fps)", "--script", file,
            "--trace", trace,
        ] + options)
    #expect(result.code == 0, "stderr: \(result.stderr)")
    return try Trace.read(trace)
}

@Suite struct CarouselScrollTests {
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
