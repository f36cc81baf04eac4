import Foundation
import Testing

/// The fourth round's `resize W H`, through the binary headless: every text fits the new width
/// in the next frame (the feed's and the chat's rows wrap again, so `content_height` follows
/// the width), what the user looked at stays (the anchor row keeps its y), and the frames are
/// drawn at the new size.
@Suite struct ResizeTests {
    /// The line of the first frame at or after `milliseconds`.
    private func line(at milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
        try #require(lines.first { $0.number("t") >= milliseconds - 1e-6 })
    }

    @Test(arguments: [("feed", 390.0, 320.0), ("feed", 390.0, 1200.0), ("chat", 700.0, 390.0)])
    func aResizeWrapsEveryRowAgainAndKeepsTheAnchor(
        list: String, from: Double, to: Double
    ) throws {
        let dir = try TempDir()
        try FileManager.default.createDirectory(
            atPath: dir.path("shots"), withIntermediateDirectories: true)
        let script = """
            wait 200
            wheel -6
            wait 1500
            shot before
            resize \(Int(to)) 720
            wait 100
            shot after
            wait 200
            """
        let lines = try Demo.trace(
            script,
            ["--list", list, "--size", "\(Int(from))x720", "--shots", dir.path("shots")])
        let before = try line(at: 1650, in: lines)
        let after = try line(at: 1720, in: lines)
        #expect(before.number("view_width") == from && after.number("view_width") == to)
        #expect(after.int("anchor_row") == before.int("anchor_row"))
        #expect(after.number("anchor_y") == before.number("anchor_y"))
        #expect(after.int("rows") == before.int("rows"))
        // Narrower: more lines a row, taller content; wider: fewer, shorter.
        if to < from {
            #expect(after.number("content_height") > before.number("content_height"))
        } else {
            #expect(after.number("content_height") < before.number("content_height"))
        }
        let shot = try #require(PNGInfo.read(dir.path("shots/after.png")))
        #expect(shot == PNGInfo(width: Int(to), height: 720))
    }

    @Test func aBadResizeIsAScriptErrorNamingTheLine() throws {
        let dir = try TempDir()
        let script = try dir.write("bad.txt", "wait 10\nresize 0 480\n")
        let result = try Demo.run(arguments: ["--headless", "--script", script])
        #expect(result.code == 3)
        #expect(result.stderr.contains("bad.txt:2: resize: W \"0\" is not a whole number"))
    }
}
