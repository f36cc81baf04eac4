import RefreshCore

/// An animation with a progress from 0 to 1 (the seed's Lottie header): the pull scrubs it and
/// refreshing plays it on in a loop. Written on `RefreshCore`'s public API only.
///
/// While not refreshing, progress = `previewProgress` × min(pullingPercent, 1), so the pull
/// reaches the preview exactly at the trigger; while refreshing it runs on from there,
/// `previewProgress` + elapsed / `loopDuration`, wrapping at 1. Where the sheet has frames for
/// the pull (`fillFrames`, the `progress` sheet's last 12), the pull scrubs those instead: a ring
/// filling with the pull, whole at the trigger, so "Release to refresh" stands beside a full
/// ring. The `progress` sheet's first 30
/// frames are the loop (frame k shows progress k / 30); then come 8 frames in which the arc
/// closes into a red ring with a cross (a failure), and 8 in which it closes into a full blue
/// ring with a check (a success). A result's frames play once over `resultDuration` when it goes
/// on show and hold their last frame while the header closes (over its own `timing.closing`).
/// Every time it needs comes from the moment: the look keeps none. Put it beside a title with
/// `LabeledLook`.
public struct ProgressLook: RefreshLook, Sendable {
    /// The sheet the frames come from (the `progress` sheet: 58 frames).
    public let sheet: SpriteSheet
    /// The progress reached when the pull reaches the trigger, where the refreshing loop starts.
    public var previewProgress = 0.3
    /// Seconds for one pass of the animation while refreshing.
    public var loopDuration = 1.0
    /// Where the image stands beside the text.
    public var placement = BesideText(gap: RefreshConstants.gifLabelLeftInset)
    /// How many of the sheet's first frames make the loop.
    public var loopFrameCount: Int
    /// The frames each result plays, where the sheet has them.
    public var resultFrames: [RefreshResult: Range<Int>] = [:]
    /// Seconds a result's frames take to play.
    public var resultDuration = 0.4
    /// The frames a pull scrubs through up to the trigger (the last the whole ring), where the
    /// sheet has them; nil scrubs the loop up to `previewProgress`.
    public var fillFrames: Range<Int>?

    /// A look drawing frames of `sheet`: up to 30 of loop, then the results' frames if present.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
        loopFrameCount = min(sheet.frameCount, 30)
        for (result, frames) in [(RefreshResult.failure, 30..<38), (.success, 38..<46)]
        where frames.upperBound <= sheet.frameCount {
            resultFrames[result] = frames
        }
        if sheet.frameCount >= 58 { fillFrames = 46..<58 }
    }

    /// As tall as a frame.
    public var preferredHeight: Double { sheet.pointHeight }

    /// A frame's width and the gap, right-aligned beside the text.
    public var besideWidth: Double { placement.reach(width: sheet.pointWidth, rightAligned: true) }

    /// The animation's progress at `moment`: 0 ..< 1 while refreshing, 0 … `previewProgress`
    /// otherwise.
    public func progress(at moment: RefreshMoment) -> Double {
        guard moment.state == .refreshing else {
            return previewProgress * min(max(moment.pullingPercent, 0), 1)
        }
        guard loopDuration > 0 else { return previewProgress }
        let running = previewProgress + (moment.time - moment.stateSince) / loopDuration
        return running - running.rounded(.down)
    }

    /// The result's frames playing, or holding, at `moment`, if any.
    private func resultAnimation(at moment: RefreshMoment) -> (SpriteAnimation, Double)? {
        guard let shown = moment.shownResult, let frames = resultFrames[shown] else { return nil }
        let onShow = moment.result == shown
        // The last frame holds while the header closes, for as long as its `timing` says.
        guard onShow || (moment.state == .idle && moment.isClosing) else { return nil }
        let animation = SpriteAnimation(
            firstFrame: frames.lowerBound, frameCount: frames.count, duration: resultDuration,
            loops: false)
        return (animation, moment.time - moment.resultSince + 1e-9)
    }

    /// A result's frame; else, pulled, the fill frame for the pull (the last at the trigger);
    /// else floor(progress × count) mod count, where the tolerance keeps a frame change that
    /// falls exactly on a tick from landing a rounding error early or late.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        if let (animation, elapsed) = resultAnimation(at: moment) {
            return animation.frame(at: elapsed)
        }
        if let fillFrames, moment.state != .refreshing {
            let fill = min(max(moment.pullingPercent, 0), 1) * Double(fillFrames.count - 1)
            return fillFrames.lowerBound + Int((fill + 1e-9).rounded(.down))
        }
        let count = loopFrameCount
        guard count > 0 else { return -1 }
        let index = Int((progress(at: moment) * Double(count) + 1e-9).rounded(.down))
        return (index % count + count) % count
    }

    /// Playing while refreshing, and while a result's frames play or hold.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        moment.state == .refreshing || resultAnimation(at: moment) != nil
    }

    /// Draws the frame beside the text.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        placement.drawFrame(
            frameIndex(at: moment), of: sheet, into: &list, in: frame, moment: moment)
    }
}
