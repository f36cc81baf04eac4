import Testing

@testable import RefreshCore

/// A list 390 × 720 with a horizontal carousel band (y 200…380) inside it, routed by a
/// `PointerRouter` with the demo's 4-point click slop and the contract's 10-point lock.
private final class RouterRig {
    let timeline = Timeline()
    let list: ScrollView
    let band: ScrollView
    let router: PointerRouter
    let bandFrame = Rect(x: 0, y: 200, width: 390, height: 180)

    init() {
        list = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: 2000))
        band = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 180),
            contentSize: Size(width: 1400, height: 180))
        band.alwaysBounceVertical = false
        router = PointerRouter(root: list, clickSlop: 4)
        router.nested = [
            .init(scrollView: band, axis: .horizontal) { [bandFrame] in bandFrame }
        ]
    }

    /// Presses at `start`, moves by `delta` in `steps` frames, and returns the click, if any.
    @discardableResult
    func drag(from start: Point, by delta: Point, steps: Int = 10, release: Bool = true) -> Point? {
        router.handle(.pointerDown(start))
        for step in 1...steps {
            timeline.advance(to: timeline.now + 1.0 / 60)
            let fraction = Double(step) / Double(steps)
            router.handle(
                .pointerMove(
                    Point(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction)))
        }
        guard release else { return nil }
        return router.handle(.pointerUp(Point(x: start.x + delta.x, y: start.y + delta.y)))
    }
}

struct PointerRouterTests {
    /// A second press with no release between (scripts may say `down` twice): a press on the
    /// band lets go of the list's drag, which would otherwise be held for ever (the soak's
    /// unsettled fuzz scripts); a press on the band held by the carousel lets it go too; a
    /// second press off the band restarts the list's own drag, as it always has.
    @Test func aSecondPressLetsGoOfADragItDoesNotContinue() {
        let rig = RouterRig()
        rig.drag(from: Point(x: 100, y: 600), by: Point(x: 0, y: -40), release: false)
        #expect(rig.list.isDragging)
        rig.router.handle(.pointerDown(Point(x: 300, y: 300)))
        #expect(!rig.list.isDragging)
        rig.drag(from: Point(x: 300, y: 300), by: Point(x: -60, y: 0), release: false)
        #expect(rig.band.isDragging)
        rig.router.handle(.pointerDown(Point(x: 100, y: 600)))
        #expect(!rig.band.isDragging)
        #expect(rig.list.isDragging)
        rig.router.handle(.pointerDown(Point(x: 100, y: 650)))
        #expect(rig.list.isDragging)
        rig.router.handle(.pointerUp(Point(x: 100, y: 650)))
        #expect(!rig.list.isDragging && !rig.band.isDragging)
    }

    @Test func aPressThatBarelyMovesIsAClick() {
        let rig = RouterRig()
        #expect(rig.drag(from: Point(x: 100, y: 500), by: Point(x: 2, y: 1.5), steps: 2) != nil)
        #expect(rig.drag(from: Point(x: 100, y: 500), by: Point(x: 0, y: 30)) == nil)
    }

    @Test func aDragOffTheBandMovesTheListAtOnce() {
        let rig = RouterRig()
        rig.drag(from: Point(x: 100, y: 600), by: Point(x: 0, y: -5), steps: 1, release: false)
        #expect(rig.list.isDragging)
        #expect(abs(rig.list.contentOffsetY - 5) < 1e-9)
    }

    /// On the band nothing moves for the first 10 points; then the direction picks the owner,
    /// which follows the pointer from there on.
    @Test(arguments: [
        (Point(x: -60, y: 0), true), (Point(x: 60, y: 10), true), (Point(x: 10, y: -60), false),
        (Point(x: 0, y: 60), false), (Point(x: 40, y: 40), false), (Point(x: -40, y: -40), false),
    ])
    func theDirectionLockPicksTheOwner(delta: Point, bandOwns: Bool) {
        let rig = RouterRig()
        rig.router.handle(.pointerDown(Point(x: 200, y: 300)))
        rig.router.handle(.pointerMove(Point(x: 200 + delta.x / 10, y: 300 + delta.y / 10)))
        #expect(!rig.list.isDragging && !rig.band.isDragging)
        rig.drag(from: Point(x: 200, y: 300), by: delta, release: false)
        #expect(rig.band.isDragging == bandOwns)
        #expect(rig.list.isDragging == !bandOwns)
        #expect(rig.router.nestedOwnsPress == bandOwns)
        if bandOwns {
            #expect(rig.list.contentOffsetY == 0)
            #expect(rig.band.contentOffsetY == 0)
            // The 10 points before the lock are not applied.
            #expect(abs(rig.band.contentOffsetX) < abs(delta.x) - 5)
        } else {
            #expect(rig.band.contentOffsetX == 0)
        }
        rig.router.handle(.pointerUp(Point(x: 200 + delta.x, y: 300 + delta.y)))
        #expect(!rig.list.isDragging && !rig.band.isDragging)
    }

    @Test func aCancelledPressLetsGoOfItsOwner() {
        let rig = RouterRig()
        rig.drag(from: Point(x: 200, y: 300), by: Point(x: 80, y: 0), release: false)
        #expect(rig.band.isDragging)
        rig.router.handle(.pointerCancel)
        #expect(!rig.band.isDragging)
        #expect(rig.router.owner == nil)
    }

    @Test(arguments: ["h", "H", "1", "?", "Space", "escape", "PageUp", "F12"])
    func sdlKeyNamesAreKeys(name: String) {
        #expect(Key(name: name) != nil)
    }

    @Test func keysCompareWithoutCase() {
        #expect(Key(name: "H") == .character("h"))
        #expect(Key(name: "Escape") == .named(.escape))
        #expect(Key(name: "é") == nil)
        #expect(Key(name: "Hyper") == nil)
    }
}
