import Testing

@testable import RefreshCore

/// Rows put above the view, or heights changed above it, move the offset by exactly what changed
/// there: the anchor row stays where it is on the screen at rest, under the finger, and along a
/// coast, at any frame rate.
struct ListAnchoringTests {
    static let frameRates = [30.0, 240.0]

    /// The times of the frames at `fps` after `start`, up to `end` (the last exactly at it).
    static func frames(from start: Double, to end: Double, fps: Double) -> [Double] {
        var times: [Double] = []
        var frame = (start * fps + 1e-9).rounded(.down) + 1
        while frame / fps < end - 1e-9 {
            times.append(frame / fps)
            frame += 1
        }
        return times + [end]
    }

    enum Change: String, CaseIterable, Sendable {
        case rowsAtTheTop, largerText, narrower, rowsRemovedAbove, rowsAtTheEnd

        func apply(to rig: ListRig) {
            switch self {
            case .rowsAtTheTop: rig.insertAtTop(12)
            case .largerText: rig.setTextScale(1.5)
            case .narrower: rig.scrollView.update(rig.layout) { rig.layout.environment.width = 250 }
            case .rowsRemovedAbove:
                rig.scrollView.update(rig.layout) {
                    rig.feed.ids.removeSubrange(3..<10)
                    rig.layout.remove(3..<10)
                }
            case .rowsAtTheEnd: rig.append(40)
            }
        }
    }

    @Test(arguments: frameRates, Change.allCases)
    func atRestTheAnchorRowStaysWhereItIs(fps: Double, change: Change) {
        let rig = ListRig()
        rig.scrollView.setContentOffsetY(5000)
        let id = rig.anchorID
        let y = rig.screenY(of: id)
        let above = rig.layout.top(of: rig.feed.ids.firstIndex(of: id)!)
        change.apply(to: rig)
        let moved = rig.layout.top(of: rig.feed.ids.firstIndex(of: id)!) - above
        #expect(rig.scrollView.contentOffsetY == 5000 + moved)
        #expect(abs(rig.screenY(of: id) - y) < 1e-9)
        #expect(rig.scrollView.contentSize.height == rig.layout.contentHeight)
        if change != .rowsAtTheEnd { #expect(abs(moved) > 100) }
        for time in Self.frames(from: 0, to: 1, fps: fps) {
            rig.timeline.advance(to: time)
            #expect(abs(rig.screenY(of: id) - y) < 1e-9)
        }
        #expect(rig.scrollView.isAtRest)
        #expect(rig.anchorID == id)
    }

    @Test func atRestAtTheTopWithoutAnchoringTheNewRowsShowFromTheTop() {
        let rig = ListRig()
        rig.insertAtTop(5, keepingAnchor: false)
        #expect(rig.scrollView.contentOffsetY == 0)
        #expect(rig.layout.anchor(inViewAt: 0, height: 720)?.item == 0)
        #expect(rig.feed.ids.first == 300)
    }

    @Test func rowsShrinkingAboveNeverPullTheContentsTopIntoView() {
        let rig = ListRig()
        rig.setTextScale(2)
        // Row 0 is cut by the view's top; row 1's top is in view.
        rig.scrollView.setContentOffsetY(1)
        let before = rig.layout.anchor(inViewAt: 1, height: 720)!
        #expect(before.item == 1)
        rig.setTextScale(1)
        // Keeping row 1 at its y would need an offset below 0: it stops at the top, still.
        #expect(rig.layout.top(of: 1) - before.y < 0)
        #expect(rig.scrollView.contentOffsetY == 0)
        advanceFrames(rig.timeline, until: 1)
        #expect(rig.scrollView.contentOffsetY == 0)
        #expect(rig.scrollView.isAtRest)
    }

    @Test(arguments: frameRates)
    func inADragTheFingerKeepsItsRow(fps: Double) {
        let rig = ListRig()
        rig.scrollView.setContentOffsetY(3000)
        let grabbed = rig.feed.ids[rig.layout.item(atContentY: 3000 + 600)!]
        rig.scrollView.pointerDown(y: 600)
        let gap = rig.screenY(of: grabbed) - 600
        var inserted = false
        for time in Self.frames(from: 0, to: 0.8, fps: fps) {
            rig.timeline.advance(to: time)
            let pointer = 600 - 400 * time / 0.8
            rig.scrollView.pointerMove(y: pointer)
            if !inserted, time >= 0.4 {
                inserted = true
                rig.insertAtTop(9)
                #expect(rig.scrollView.isDragging)
            }
            #expect(abs(rig.screenY(of: grabbed) - pointer - gap) < 1e-9)
        }
        #expect(rig.scrollView.contentOffsetY == 3000 + 400 + rig.height(of: 0..<9))
    }

    @Test(arguments: frameRates)
    func aDragPastTheEndIsBandedFromTheEndsNewPlace(fps: Double) {
        let rig = ListRig()
        let start = rig.scrollView.maxOffsetY - 50
        rig.scrollView.setContentOffsetY(start)
        rig.scrollView.pointerDown(y: 600)
        var shifted = false
        var pointer = 600.0
        for time in Self.frames(from: 0, to: 0.5, fps: fps) {
            rig.timeline.advance(to: time)
            pointer = 600 - 200 * time / 0.5
            rig.scrollView.pointerMove(y: pointer)
            if !shifted, time >= 0.25 {
                shifted = true
                let screen = rig.screenY(of: 0)
                rig.insertAtTop(9)
                #expect(abs(rig.screenY(of: 0) - screen) < 1e-9)
            }
        }
        // The finger went 150 points past the end, at whichever frame the rows came.
        let end = rig.scrollView.maxOffsetY
        let banded = end + RubberBand.offset(for: 150, dimension: 720)
        #expect(abs(rig.scrollView.contentOffsetY - banded) < 1e-9)
        rig.scrollView.pointerUp()
        advanceFrames(rig.timeline, until: 3, fps: fps)
        #expect(rig.scrollView.contentOffsetY == end)
        #expect(end == start + 50 + rig.height(of: 0..<9))
    }

    /// A fling from `offset` at 1500 points a second (down the list for a positive `speed`
    /// sign), played at `fps` to `end`; at the first frame from `insertAt` on, `insert` rows
    /// come above. Returns the screen y of row `watch` and the offset at every frame after it.
    static func fling(
        from offset: Double, speed: Double, fps: Double, insert: Int, at insertAt: Double,
        watch: Int, rows: Int = 300, end: Double = 4
    ) -> (rig: ListRig, samples: [(time: Double, y: Double, offset: Double)], shift: Double) {
        let rig = ListRig(rows: rows)
        rig.scrollView.setContentOffsetY(offset)
        rig.scrollView.pointerDown(y: 400)
        var samples: [(Double, Double, Double)] = []
        var shift = 0.0
        for time in Self.frames(from: 0, to: end, fps: fps) {
            rig.timeline.advance(to: time)
            if time <= 0.2 + 1e-9 {
                rig.scrollView.pointerMove(y: 400 - speed * min(time, 0.2))
                if time >= 0.2 - 1e-9 { rig.scrollView.pointerUp() }
            }
            if insert > 0, shift == 0, time >= insertAt {
                let before = rig.scrollView.contentOffsetY
                rig.insertAtTop(insert)
                shift = rig.scrollView.contentOffsetY - before
            }
            if time >= insertAt { samples.append((time, rig.screenY(of: watch), rig.offsetY)) }
        }
        return (rig, samples, shift)
    }

    @Test(arguments: frameRates)
    func inACoastTheVelocityCarriesOnAlongTheShiftedPath(fps: Double) {
        let plain = Self.fling(
            from: 2000, speed: 1500, fps: fps, insert: 0, at: 0.5, watch: 60, end: 2)
        let moved = Self.fling(
            from: 2000, speed: 1500, fps: fps, insert: 9, at: 0.5, watch: 60, end: 2)
        #expect(moved.shift == moved.rig.height(of: 0..<9))
        #expect(plain.samples.count == moved.samples.count)
        for (a, b) in zip(plain.samples, moved.samples) {
            #expect(abs(a.y - b.y) < 1e-6, "t = \(a.time)")
            #expect(abs(b.offset - a.offset - moved.shift) < 1e-6)
        }
        // The closed form: the coast that began at the release, moved by the shift.
        guard case .coasting(let start, let coast) = plain.rig.scrollView.motion(.vertical).phase
        else { return #expect(Bool(false), "the reference run should still coast") }
        let time = moved.rig.timeline.now
        #expect(abs(moved.rig.offsetY - (coast.value(at: time - start) + moved.shift)) < 1e-6)
        #expect(abs(moved.rig.scrollView.velocityY - coast.velocity(at: time - start)) < 1e-6)
        #expect(coast.velocity > 1000)
    }

    @Test(arguments: frameRates)
    func aCoastReachesTheEndAtItsNewPlaceAndBouncesThere(fps: Double) {
        // 60 rows and a fling that passes the end after the rows came above.
        let rig = ListRig(rows: 60)
        let start = rig.scrollView.maxOffsetY - 700
        let plain = Self.fling(
            from: start, speed: 1500, fps: fps, insert: 0, at: 0.3, watch: 50, rows: 60)
        let moved = Self.fling(
            from: start, speed: 1500, fps: fps, insert: 9, at: 0.3, watch: 50, rows: 60)
        for (a, b) in zip(plain.samples, moved.samples) {
            #expect(abs(a.y - b.y) < 1e-6, "t = \(a.time)")
        }
        #expect(plain.samples.map(\.offset).max()! > plain.rig.scrollView.maxOffsetY + 20)
        #expect(moved.rig.offsetY == moved.rig.scrollView.maxOffsetY)
        #expect(moved.rig.scrollView.isAtRest)
        #expect(moved.rig.offsetY == plain.rig.offsetY + moved.shift)
    }

    @Test(arguments: frameRates)
    func aFlingToTheTopCoastsOnIntoRowsPutAboveInsteadOfBouncing(fps: Double) {
        let plain = Self.fling(from: 600, speed: -1500, fps: fps, insert: 0, at: 0.3, watch: 20)
        let moved = Self.fling(from: 600, speed: -1500, fps: fps, insert: 40, at: 0.3, watch: 20)
        #expect(plain.samples.map(\.offset).min()! < -20)  // the reference bounced at the top
        #expect(moved.samples.allSatisfy { $0.offset > 0 })
        #expect(moved.rig.scrollView.isAtRest)
        // Where the coast would have rested with no top to stop it, moved by the shift.
        let rest = Deceleration(start: 600 - 1500 * 0.2, velocity: -1500).restPoint + moved.shift
        #expect(abs(moved.rig.offsetY - rest) <= PhysicsConstants.restThreshold)
    }

    @Test(arguments: frameRates)
    func aBounceAtTheEndGoesOnAlongTheShiftedPath(fps: Double) {
        // Dragged 100 points past the end and let go still: a spring back to the end.
        func run(insert: Int) -> (ListRig, [Double]) {
            let rig = ListRig()
            rig.scrollView.setContentOffsetY(rig.scrollView.maxOffsetY)
            rig.scrollView.pointerDown(y: 600)
            rig.timeline.advance(to: 0.1)
            rig.scrollView.pointerMove(y: 400)
            rig.timeline.advance(to: 0.5)
            rig.scrollView.pointerUp()
            var ys: [Double] = []
            for time in Self.frames(from: 0.5, to: 2, fps: fps) {
                rig.timeline.advance(to: time)
                if insert > 0, abs(time - 0.6) < 0.5 / fps { rig.insertAtTop(insert) }
                if time > 0.6 { ys.append(rig.screenY(of: 290)) }
            }
            return (rig, ys)
        }
        let (plain, plainYs) = run(insert: 0)
        let (moved, movedYs) = run(insert: 9)
        #expect(plainYs.count == movedYs.count)
        for (a, b) in zip(plainYs, movedYs) { #expect(abs(a - b) < 1e-6) }
        #expect(moved.offsetY == moved.scrollView.maxOffsetY)
        #expect(moved.offsetY == plain.offsetY + moved.height(of: 0..<9))
    }

    @Test func aBounceAtTheTopThatRowsAboveBringInsideCoastsOnFromWhereItIs() {
        let rig = ListRig()
        rig.scrollView.pointerDown(y: 100)
        rig.timeline.advance(to: 0.1)
        rig.scrollView.pointerMove(y: 400)
        rig.timeline.advance(to: 0.5)
        rig.scrollView.pointerUp()
        rig.timeline.advance(to: 0.55)
        #expect(rig.scrollView.isDecelerating && rig.offsetY < -50)
        let y = rig.screenY(of: 0)
        let velocity = rig.scrollView.velocityY
        rig.insertAtTop(5)
        let shifted = rig.offsetY
        #expect(abs(rig.screenY(of: 0) - y) < 1e-9)
        #expect(abs(rig.scrollView.velocityY - velocity) < 1e-9)
        guard case .coasting = rig.scrollView.motion(.vertical).phase else {
            return #expect(Bool(false), "a bounce brought inside the bounds coasts on")
        }
        var lowest = shifted
        for time in Self.frames(from: 0.55, to: 5, fps: 60) {
            rig.timeline.advance(to: time)
            lowest = min(lowest, rig.offsetY)
        }
        #expect(lowest >= 0)
        #expect(rig.offsetY == Deceleration(start: shifted, velocity: velocity).restPoint)
    }

    @Test func anOpeningHeaderStillArrivesAtItsPlaceWhenRowsComeAbove() {
        let rig = ListRig()
        rig.scrollView.animateInset(.top, to: 54, offset: -54, duration: 0.25)
        rig.timeline.advance(to: 0.1)
        let y = rig.screenY(of: 0)
        rig.insertAtTop(3)
        #expect(abs(rig.screenY(of: 0) - y) < 1e-9)
        var previous = rig.offsetY
        for time in Self.frames(from: 0.1, to: 0.25, fps: 60) {
            rig.timeline.advance(to: time)
            #expect(rig.offsetY <= previous + 1e-9)  // still heading up, never back
            previous = rig.offsetY
        }
        #expect(rig.offsetY == -54)
        #expect(rig.scrollView.contentInset.top == 54)
        #expect(rig.scrollView.isAtRest)
    }

    @Test func aWheelScrollMovesWithTheContent() {
        func run(insert: Int) -> (ListRig, [Double]) {
            let rig = ListRig()
            rig.scrollView.setContentOffsetY(3000)
            rig.scrollView.scrollByWheel(notches: -3)
            var ys: [Double] = []
            for time in Self.frames(from: 0, to: 0.5, fps: 60) {
                rig.timeline.advance(to: time)
                if insert > 0, abs(time - 0.1) < 1e-9 { rig.insertAtTop(insert) }
                if time >= 0.1 { ys.append(rig.screenY(of: 70)) }
            }
            return (rig, ys)
        }
        let (plain, plainYs) = run(insert: 0)
        let (moved, movedYs) = run(insert: 6)
        for (a, b) in zip(plainYs, movedYs) { #expect(abs(a - b) < 1e-6) }
        #expect(plain.offsetY == 3120)
        #expect(moved.offsetY == 3120 + moved.height(of: 0..<6))
    }
}

extension ListRig {
    var offsetY: Double { scrollView.contentOffsetY }
}
