import RefreshCore

/// An animation with a progress from 0 to 1 (the seed's Lottie header): the pull scrubs it and
/// refreshing plays it on in a loop. Written on `RefreshCore`'s public API only.
///
/// While not refreshing, progress = `previewProgress` × min(pullingPercent, 1), so the pull
/// reaches the preview exactly at the trigger; while refreshing it runs on from there,
/// `previewProgress` + elapsed / `loopDuration`, wrapping at 1. The `progress` sheet's frame k
/// shows progress k / count. Put it beside a title with `LabeledLook`.
public struct ProgressLook: RefreshLook, Sendable {
    /// The sheet the frames come from (the `progress` sheet: 30 frames).
    public let sheet: SpriteSheet
    /// The progress reached when the pull reaches the trigger, where the refreshing loop starts.
    public var previewProgress = 0.3
    /// Seconds for one pass of the animation while refreshing.
    public var loopDuration = 1.0
    /// Where the image stands beside the text.
    public var placement = BesideText(gap: RefreshConstants.gifLabelLeftInset)

    private var loopStart = 0.0

    /// A look drawing frames of `sheet`.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// As tall as a frame.
    public var preferredHeight: Double { sheet.pointHeight }

    /// The animation's progress at `moment`: 0 ..< 1 while refreshing, 0 … `previewProgress`
    /// otherwise.
    public func progress(at moment: RefreshMoment) -> Double {
        guard moment.state == .refreshing else {
            return previewProgress * min(max(moment.pullingPercent, 0), 1)
        }
        guard loopDuration > 0 else { return previewProgress }
        let running = previewProgress + (moment.time - loopStart) / loopDuration
        return running - running.rounded(.down)
    }

    /// Restarts the loop.
    public mutating func stateDidChange(
        from old: RefreshState, to new: RefreshState, at time: Double
    ) {
        loopStart = time
    }

    /// floor(progress × count) mod count; the tolerance keeps a frame change that falls exactly
    /// on a tick from landing a rounding error early or late.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        let count = sheet.frameCount
        guard count > 0 else { return -1 }
        let index = Int((progress(at: moment) * Double(count) + 1e-9).rounded(.down))
        return (index % count + count) % count
    }

    /// Playing while refreshing.
    public func isAnimating(at moment: RefreshMoment) -> Bool { moment.state == .refreshing }

    /// Draws the frame beside the text.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        placement.drawFrame(
            frameIndex(at: moment), of: sheet, into: &list, in: frame, moment: moment)
    }
}
