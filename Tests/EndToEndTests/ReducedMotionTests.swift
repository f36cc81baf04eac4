import Testing

/// The contract's fourth round, "Reduced motion, made plain": a header that closes at once
/// takes the content resting against it along in the same frame, and the keys' pages jump.
@Suite struct ReducedMotionTests {
    /// `key r` under reduced motion: the header opens with the content at −54 and, in the frame
    /// the data lands, the inset and the offset are 0 together and stay there (before: the inset
    /// dropped to 0 and the content sprang back from −54 over about 40 frames).
    @Test(arguments: DesktopRun.rates)
    func aRefreshEndedByTheDataClosesWithTheContentInTheSameFrame(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey r\nwait 1500\n", fps: fps,
            ["--motion", "reduced", "--latency", "500"])
        let opened = try #require(lines.firstIndex { $0.number("inset_top") == 54 })
        #expect(lines[opened].number("offset_y") == -54)
        let closed = try #require(
            lines.indices.first { $0 > opened && lines[$0].number("inset_top") == 0 })
        #expect(lines[closed - 1].number("offset_y") == -54)
        for line in lines[closed...] {
            #expect(
                line.number("offset_y") == 0,
                "frame \(line.int("frame")): the offset is \(line.number("offset_y"))")
        }
    }

    /// Full motion keeps the closing animation: the content follows the inset over frames.
    @Test func fullMotionStillSlidesTheHeaderClosed() throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey r\nwait 1500\n", fps: 60, ["--latency", "500"])
        let between = lines.filter { $0.number("offset_y") < -1 && $0.number("offset_y") > -53 }
        #expect(between.count > 10)
    }

    /// PageDown, Space, Shift+Space and PageUp under reduced motion: each page is whole in the
    /// frame after the key, never between (full motion takes 0.2 s).
    @Test(arguments: DesktopRun.rates)
    func pagesJumpAtOnce(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey PageDown\nwait 400\nkey Space\nwait 400\nkey Shift+Space\nwait 400\n"
                + "key PageUp\nwait 400\n",
            fps: fps, ["--rows", "60", "--footer", "none", "--motion", "reduced"])
        let offsets = Set(lines.map { $0.number("offset_y") })
        #expect(offsets == [0, 676, 1352], "\(offsets.sorted())")
        let frame = 1000.0 / Double(fps)
        #expect(try DesktopRun.line(at: 200, in: lines).number("offset_y") == 676)
        let paged = try #require(lines.first { $0.number("offset_y") == 676 })
        #expect(paged.number("t") <= 100 + frame + 1e-6, "the page lands in the key's frame")
    }
}
