import DemoSoak
import RefreshAccessibleView
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// What a frame learned reaches the scene through the loop's one step (`FrameLoop.take`), in
/// the window's order: the feel, the inputs, the accessibility requests at the frame's time,
/// the end of the run, the desktop's preferences, the advance.
@Suite struct FrameStepTests {
    /// A loop over a scene of `arguments` (the driver's 500 ms latency unless they say
    /// otherwise), its first frame drawn at 0.
    private func loop(_ arguments: String...) throws -> FrameLoop {
        let driver = SceneDriver(arguments.joined(separator: " "))
        let loop = FrameLoop(scene: driver.scene, output: DiscardingFrameOutput())
        try loop.step(FrameStep(), to: 0)
        return loop
    }

    /// An assistive technology's refresh is done at the step's time, after the model moved
    /// there: the header opens from 2 s, so its 0.25 s opening ends at 2.25 s (a refresh begun
    /// on the last frame's clock would have opened by 0.25 s and be waiting for its answer
    /// then), and the 300 ms answer to the request it then sends is due at 2.55 s.
    @Test func anAccessibilityRequestIsDoneAtTheStepsTime() throws {
        let loop = try loop("--latency 300")
        let scene = loop.scene
        #expect(!scene.header.isRefreshing)
        #expect(scene.timeline.nextDeadline == nil)
        try loop.step(FrameStep(accessibilityRequests: [.refresh]), to: 2000)
        #expect(scene.header.isRefreshing)
        #expect(loop.frame == 2)
        let opened = try #require(scene.timeline.nextDeadline)
        #expect(abs(opened - 2.25) < 1e-9, "\(opened)")
        try loop.step(FrameStep(), to: 2250)
        let answered = try #require(scene.timeline.nextDeadline)
        #expect(abs(answered - 2.55) < 1e-9, "\(answered)")
        // A request that cannot be done now (a refresh already out) changes nothing.
        try loop.step(FrameStep(accessibilityRequests: [.refresh]), to: 2300)
        #expect(scene.timeline.nextDeadline == answered)
    }

    /// The inputs come before the requests: a right click opens the menu, and the request to
    /// choose its first item (Refresh) in the same step finds it open and closes it.
    @Test func theInputsComeBeforeTheRequests() throws {
        let loop = try loop("--latency 300")
        let scene = loop.scene
        let click = TimedInput(time: 1, event: .secondaryClick(Point(x: 100, y: 300)))
        try loop.step(
            FrameStep(inputs: [click], accessibilityRequests: [.chooseMenuItem(0)]), to: 1000)
        #expect(scene.desktop.menu == nil)
        #expect(scene.header.isRefreshing)
    }

    /// Changed preferences are followed in the step, from then on; a step without any keeps
    /// them.
    @Test func changedPreferencesAreFollowedInTheStep() throws {
        let loop = try loop()
        let scene = loop.scene
        #expect(!scene.reducesMotion && !scene.header.timing.reducesMotion)
        let reduced = DesktopPreferences(colorScheme: .dark, motion: .reduced, textScale: 1.5)
        try loop.step(FrameStep(preferences: reduced), to: 100)
        #expect(scene.preferences == reduced)
        #expect(scene.reducesMotion && scene.header.timing.reducesMotion)
        try loop.step(FrameStep(), to: 200)
        #expect(scene.preferences == reduced)
    }

    /// The window's feel reaches the inspector through the step; a step without one keeps the
    /// last.
    @Test func theFeelReachesTheInspector() throws {
        let loop = try loop()
        let scene = loop.scene
        #expect(scene.overlays.inspector.feel == nil)
        let felt = FeelSummary(
            frames: 64, inputFrames: 12, latencyP50: 9.5, latencyP99: 21, delayedFrames: 3)
        try loop.step(FrameStep(feel: felt), to: 100)
        #expect(scene.overlays.inspector.feel == felt)
        try loop.step(FrameStep(), to: 200)
        #expect(scene.overlays.inspector.feel == felt)
    }

    /// A step that closes the window ends the run after its inputs and requests: preferences
    /// are not followed, the model does not advance and no frame is drawn. The scene's own quit
    /// does so only where the loop `endsOnQuit` (a window); headless the frame goes on.
    @Test func theRunEndsBeforeTheFrameAdvances() throws {
        let closing = try loop()
        let reduced = DesktopPreferences(motion: .reduced)
        #expect(!closing.take(FrameStep(preferences: reduced, closes: true), at: 0.5))
        #expect(!closing.scene.reducesMotion)
        #expect(closing.scene.timeline.now == 0)
        #expect(closing.frame == 1)

        let quit = TimedInput(time: 0.5, event: .key("q", modifiers: .ctrl))
        let window = try loop()
        window.endsOnQuit = true
        #expect(!window.take(FrameStep(inputs: [quit], preferences: reduced), at: 0.5))
        #expect(window.scene.quitRequested && !window.scene.reducesMotion)

        let headless = try loop()
        try headless.step(FrameStep(inputs: [quit], preferences: reduced), to: 500)
        #expect(headless.scene.quitRequested && headless.scene.reducesMotion)
        #expect(headless.frame == 2)
    }
}
