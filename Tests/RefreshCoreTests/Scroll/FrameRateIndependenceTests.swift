import Testing

@testable import RefreshCore

/// The same gesture simulated at different frame rates must move the content the same way, along
/// either axis (`AxisRig`).
struct FrameRateIndependenceTests {
    /// A straight drag along the axis from `from` to `to` over `duration` seconds, then a release.
    struct Gesture: Sendable, CustomStringConvertible {
        var name: String
        var from: Double
        var to: Double
        var duration: Double
        var contentLength = 880.0

        var description: String { name }
    }

    static let frameRates = [30.0, 60.0, 120.0, 144.0, 240.0]
    /// Long enough for the slowest gesture here (a 1000 pt/s coast) to come to rest.
    static let end = 4.5

    /// Times every run records: multiples of 1/30 s up to 3 s.
    static let sampleTimes = (0...90).map { Double($0) / 30 }

    /// Runs the gesture at `fps`: pointerDown at 0, a pointerMove at the end of every frame up to
    /// the release (the last exactly at `duration`), pointerUp there, then frame after frame to
    /// `end`. The timeline also stops at every sample time (with no input) to record the offset
    /// along `axis` there; the other axis must stay still throughout. Returns the samples and the
    /// offset at rest.
    static func simulate(
        _ gesture: Gesture, along axis: Axis, fps: Double
    ) -> (samples: [Double], rest: Double) {
        let rig = AxisRig(axis, contentLength: gesture.contentLength)
        var frameTimes: [Double] = []
        var frame = 1.0
        while frame / fps < end + 1e-9 {
            frameTimes.append(frame / fps)
            frame += 1
        }
        let release = gesture.duration
        // The frame that contains the release ends exactly at it.
        let moves = frameTimes.filter { $0 < release - 1e-9 } + [release]
        let instants = (moves + frameTimes.filter { $0 > release + 1e-9 } + sampleTimes).sorted()

        var recorded: [Double] = []
        var nextMove = 0
        var nextSample = 0
        var last = -1.0
        rig.pointerDown(at: gesture.from)
        for time in instants where time > last + 1e-9 {
            last = time
            rig.timeline.advance(to: time)
            if nextMove < moves.count, abs(moves[nextMove] - time) < 1e-9 {
                let progress = min(time / gesture.duration, 1)
                rig.pointerMove(to: gesture.from + (gesture.to - gesture.from) * progress)
                if nextMove == moves.count - 1 { rig.scrollView.pointerUp() }
                nextMove += 1
            }
            if nextSample < sampleTimes.count, abs(sampleTimes[nextSample] - time) < 1e-9 {
                recorded.append(rig.offset)
                rig.expectStillAcross()
                nextSample += 1
            }
        }
        #expect(nextMove == moves.count)
        #expect(recorded.count == sampleTimes.count)
        #expect(rig.isAtRest)
        return (recorded, rig.offset)
    }

    static let gestures = [
        Gesture(
            name: "scroll forward and coast", from: 400, to: 100, duration: 0.3,
            contentLength: 5000),
        Gesture(
            name: "pull past the leading edge and bounce back", from: 100, to: 400, duration: 0.3),
        // Crosses the edge at t ≈ 0.148 s, between the 1/30 s samples, so a hand-over from coasting
        // to the spring that waited for the next frame would show.
        Gesture(name: "fling into the trailing edge", from: 400, to: 290, duration: 0.1),
        Gesture(
            name: "drag past the trailing edge and bounce back", from: 400, to: 100, duration: 0.3),
    ]

    @Test(arguments: Axis.allCases, gestures)
    func everyFrameRateMovesTheContentAlongTheSamePath(axis: Axis, gesture: Gesture) {
        let runs = Self.frameRates.map { Self.simulate(gesture, along: axis, fps: $0).samples }
        let reference = runs[1]  // 60 fps
        for (fps, run) in zip(Self.frameRates, runs) {
            for (index, time) in Self.sampleTimes.enumerated() {
                // While the finger moves, a frame rate whose frames do not end at this instant
                // still shows the pointer of its last frame: compare only where every rate moved.
                let dragging = time < gesture.duration - 1e-9
                let sharedInstant = Self.frameRates.allSatisfy { isWhole(time * $0) }
                if dragging, !sharedInstant { continue }
                let difference = abs(run[index] - reference[index])
                #expect(
                    difference <= 0.5,
                    "\(fps) fps at t = \(time): \(run[index]) vs \(reference[index])")
            }
        }
        // The content really moved, so agreeing is not trivial.
        #expect(reference.contains { abs($0 - reference[0]) > 50 })
    }

    @Test(arguments: gestures)
    func bothAxesMoveTheContentAlongTheSamePath(gesture: Gesture) {
        let vertical = Self.simulate(gesture, along: .vertical, fps: 60)
        let horizontal = Self.simulate(gesture, along: .horizontal, fps: 60)
        for (index, time) in Self.sampleTimes.enumerated() {
            let difference = abs(horizontal.samples[index] - vertical.samples[index])
            #expect(
                difference < 1e-9,
                "t = \(time): x \(horizontal.samples[index]) vs y \(vertical.samples[index])")
        }
        #expect(horizontal.rest == vertical.rest)
    }

    @Test(arguments: Axis.allCases)
    func theFlingIntoTheTrailingEdgeRestsExactlyOnIt(axis: Axis) {
        let gesture = Self.gestures[2]
        for fps in Self.frameRates {
            let run = Self.simulate(gesture, along: axis, fps: fps)
            #expect(run.samples.max()! > 160)
            #expect(run.rest == 160)
        }
    }

    @Test(arguments: Axis.allCases)
    func thePullPastTheLeadingEdgeRestsOnIt(axis: Axis) {
        let gesture = Self.gestures[1]
        for fps in Self.frameRates {
            let run = Self.simulate(gesture, along: axis, fps: fps)
            #expect(run.samples.min()! < -100)
            #expect(run.rest == 0)
        }
    }

    @Test(arguments: Axis.allCases)
    func theCoastRestsAtTheClosedFormRestPoint(axis: Axis) {
        let rest = Deceleration(start: 300, velocity: 1000).restPoint
        for fps in Self.frameRates {
            let run = Self.simulate(Self.gestures[0], along: axis, fps: fps)
            #expect(abs(run.rest - rest) <= 0.5)
        }
    }
}

private func isWhole(_ value: Double) -> Bool {
    abs(value - value.rounded()) < 1e-6
}
