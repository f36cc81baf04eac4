import Testing

@testable import RefreshCore

/// Rows landing above while the content coasts towards its top, through the top loader: what
/// the reader watches moves only as the coast's closed form says, at 30 and 240 fps, and a
/// coast that would pass the top while a load is in flight glides to rest instead of bouncing.
struct TopLoaderCoastTests {
    /// A fling towards the top at `speed` points a second from `offset`: the finger moves the
    /// content for 0.2 s and lets go; frames at `fps` to `end`. Returns the rig, the coast
    /// begun at the release, the id watched (the anchor at the release, its content top then)
    /// and, for every frame after the release, its time, offset, phase and the watched row's
    /// screen y.
    static func fling(
        from offset: Double, speed: Double, fps: Double, latency: Double?, end: Double = 4
    ) -> (
        rig: TopLoaderRig, start: Double, coast: Deceleration, top: Double,
        samples: [(time: Double, offset: Double, phase: AxisMotion.Phase, y: Double, rows: Int)]
    ) {
        let rig = TopLoaderRig(at: offset)
        rig.latency = latency
        rig.loader.isAutomaticallyRefresh = latency != nil
        let view = rig.scrollView
        view.pointerDown(y: 200)
        var coast: (start: Double, motion: Deceleration, id: Int, top: Double)?
        var samples: [(Double, Double, AxisMotion.Phase, Double, Int)] = []
        for time in ListAnchoringTests.frames(from: 0, to: end, fps: fps) {
            rig.list.timeline.advance(to: time)
            if coast == nil {
                view.pointerMove(y: 200 + speed * min(time, 0.2))
                guard time >= 0.2 - 1e-9 else { continue }
                view.pointerUp()
                guard case .coasting(let start, let motion) = view.motion(.vertical).phase else {
                    break
                }
                let id = rig.list.anchorID
                let top = rig.list.screenY(of: id) + rig.offset
                coast = (start, motion, id, top)
                continue
            }
            guard let coast else { break }
            let phase = view.motion(.vertical).phase
            samples.append(
                (
                    time, rig.offset, phase, rig.list.screenY(of: coast.id),
                    rig.list.layout.rowCount
                ))
        }
        let found = coast ?? (0, Deceleration(start: 0, velocity: 0), 0, 0)
        return (rig, found.start, found.motion, found.top, samples)
    }

    /// The coast's offset at `time`, as the scroll view runs it: its closed form until it is
    /// within the rest threshold of its rest, then its rest.
    static func closedForm(_ coast: Deceleration, at time: Double) -> Double {
        time >= coast.duration() ? coast.restPoint : coast.value(at: time)
    }

    /// The watched row's screen y is its content top at the release less the coast's
    /// closed-form offset, at every frame, before and after 20 rows land above it.
    @Test(arguments: ListAnchoringTests.frameRates)
    func rowsLandingInACoastMoveNothingTheVelocityDoesNotExplain(fps: Double) {
        let run = Self.fling(from: 1500, speed: 1500, fps: fps, latency: 0.3)
        #expect(run.rig.requests == 1)
        #expect(run.rig.list.layout.rowCount == 80)
        #expect(run.coast.velocity < -1000)
        var landed = false
        for sample in run.samples {
            let expected = run.top - Self.closedForm(run.coast, at: sample.time - run.start)
            #expect(abs(sample.y - expected) < 1e-6, "t = \(sample.time)")
            if sample.offset > run.coast.value(at: sample.time - run.start) + 100 { landed = true }
        }
        // The rows landed while it coasted (the offset moved by their height then).
        #expect(landed)
        let coastsLate = run.samples.contains {
            if case .coasting = $0.phase { $0.time > 1 } else { false }
        }
        #expect(coastsLate)
    }

    /// A fling whose coast would rest 600 points past the top while a load is in flight: it
    /// glides along its closed form to its rest in the room the loader holds, never bouncing,
    /// and when the rows land and the room goes, the content rests where they put it.
    @Test(arguments: ListAnchoringTests.frameRates)
    func aFlingIntoALoadingTopGlidesToRestWithoutBouncing(fps: Double) {
        let run = Self.fling(from: 1000, speed: 2400, fps: fps, latency: 1.5, end: 5)
        #expect(run.coast.restPoint < -44 - 500)
        #expect(run.rig.requests == 1)
        var bounced = false
        var previous = Double.infinity
        for sample in run.samples {
            if case .bouncing = sample.phase { bounced = true }
            if sample.rows == 60 {
                // Before the landing: the coast's own path, down to its rest past the top.
                let expected = Self.closedForm(run.coast, at: sample.time - run.start)
                #expect(abs(sample.offset - expected) < 1e-6, "t = \(sample.time)")
                #expect(sample.offset <= previous + 1e-9)
                previous = sample.offset
            }
        }
        #expect(!bounced)
        #expect(run.rig.list.layout.rowCount == 80)
        #expect(run.rig.scrollView.isAtRest)
        #expect(run.rig.scrollView.contentInset.top == 44)
        #expect(run.rig.offset >= -44)
    }

    /// Without a load in flight the same fling bounces off the top: the room is the loader's.
    @Test(arguments: ListAnchoringTests.frameRates)
    func withoutALoadTheSameFlingBounces(fps: Double) {
        let run = Self.fling(from: 1000, speed: 2400, fps: fps, latency: nil)
        #expect(run.rig.requests == 0)
        #expect(run.samples.contains { if case .bouncing = $0.phase { true } else { false } })
        #expect(run.rig.offset == -44)
    }

    /// A load that fails gives the room back: a coast resting in it springs back to the top.
    @Test func aFailedLoadGivesTheRoomBack() {
        let rig = TopLoaderRig(at: 1000)
        rig.latency = 1.5
        rig.fails = true
        rig.scrollView.pointerDown(y: 200)
        for step in 1...12 {
            rig.wait(1.0 / 60)
            rig.scrollView.pointerMove(y: 200 + 40 * Double(step))
        }
        rig.scrollView.pointerUp()
        rig.wait(1)
        #expect(rig.scrollView.contentInset.top > 300)
        rig.wait(4)
        #expect(rig.loader.state == .idle)
        #expect(rig.scrollView.contentInset.top == 44)
        #expect(rig.offset == -44)
        #expect(rig.list.layout.rowCount == 60)
    }

    /// Rows landing while the finger holds the content: the row under the finger stays under
    /// it, and the drag goes on from there, 1:1.
    @Test(arguments: ListAnchoringTests.frameRates)
    func rowsLandingUnderTheFingerStayUnderIt(fps: Double) {
        let rig = TopLoaderRig(at: 800)
        rig.latency = 0.3
        let view = rig.scrollView
        view.pointerDown(y: 200)
        let id = rig.list.anchorID
        let start = rig.list.screenY(of: id)
        var pointer = 200.0
        for time in ListAnchoringTests.frames(from: 0, to: 1, fps: fps) {
            rig.list.timeline.advance(to: time)
            pointer = 200 + 300 * time
            view.pointerMove(y: pointer)
            // The content follows the finger 1:1 inside its range, before and after the rows.
            #expect(abs(rig.list.screenY(of: id) - (start + pointer - 200)) < 1e-6, "t = \(time)")
        }
        #expect(rig.requests == 1)
        #expect(rig.list.layout.rowCount == 80)
        #expect(view.isDragging)
    }
}
