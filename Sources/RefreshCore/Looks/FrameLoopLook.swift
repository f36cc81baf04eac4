/// An image sequence from one sprite sheet beside the text (MJRefresh's GIF header and GIF
/// footers).
///
/// Each state gets a list of frames. While idle the frame follows the pull:
/// floor(count × pullingPercent), clamped to the last idle frame. While pulling or refreshing
/// the state's frames loop, one cycle per `duration(for:)` seconds, from the moment the state
/// began (a single frame is shown still). A state without frames shows none. While a result is
/// on show, the result's frames loop from the moment it showed, tinted with the result's tint if
/// one is set; a result without frames or tint keeps the refreshing loop.
public struct FrameLoopLook: RefreshLook, Sendable {
    /// The sheet the frames come from.
    public let sheet: SpriteSheet
    /// Where the image stands beside the text.
    public var placement = BesideText(gap: RefreshConstants.gifLabelLeftInset)
    /// Whether the loop starts over at every change of state; when false it runs on from
    /// pulling into refreshing (MJRefresh's back GIF footer).
    public var restartsLoopOnEveryState = true
    /// Colours the frames are multiplied by while a result is on show (the dots turn red).
    public var resultTints: [RefreshResult: Color] = [:]
    private var framesByState: [RefreshState: [Int]] = [:]
    private var durationsByState: [RefreshState: Double] = [:]
    private var framesByResult: [RefreshResult: [Int]] = [:]
    private var durationsByResult: [RefreshResult: Double] = [:]
    /// The result's frames stay through the closing after its refresh, as its title does.
    var linger = ResultLinger()

    /// A look drawing frames of `sheet`, with no frames set yet.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// The demo's header: the `chibi` sheet's frames 0–59 while idle (waking up as you pull)
    /// and 60–62 while pulling and refreshing, 0.1 s a frame (MJRefresh's `MJChiBaoZiHeader`);
    /// for a success the beaming frame 59, for a failure 63–65, the bun downcast under a
    /// sliding sweat drop, 0.15 s a frame.
    public static func chibi(sheet: SpriteSheet) -> FrameLoopLook {
        var look = FrameLoopLook(sheet: sheet)
        look.setImages(Array(0..<60), for: .idle)
        look.setImages(Array(60..<63), for: .pulling)
        look.setImages(Array(60..<63), for: .refreshing)
        look.setImages([59], for: .success)
        look.setImages(Array(63..<66), duration: 0.45, for: .failure)
        return look
    }

    /// The auto footer's loop: every frame of `sheet` while loading, none otherwise
    /// (MJRefresh's `MJRefreshAutoGifFooter`).
    public static func autoFooter(sheet: SpriteSheet) -> FrameLoopLook {
        var look = FrameLoopLook(sheet: sheet)
        look.setImages(Array(0..<sheet.frameCount), for: .refreshing)
        look.setImages([], for: .willRefresh)
        // The auto footer closes at once: its result goes with the refresh.
        look.linger = ResultLinger(lingers: false)
        return look
    }

    /// The back footer's frames: all of `sheet` chosen by the pull while idle, looping on from
    /// pulling into loading, none while waiting or with no more data (MJRefresh's
    /// `MJRefreshBackGifFooter`).
    public static func backFooter(sheet: SpriteSheet) -> FrameLoopLook {
        var look = FrameLoopLook(sheet: sheet)
        let all = Array(0..<sheet.frameCount)
        for state in [RefreshState.idle, .pulling, .refreshing] { look.setImages(all, for: state) }
        look.setImages([], for: .willRefresh)
        look.setImages([], for: .noMoreData)
        look.restartsLoopOnEveryState = false
        return look
    }

    /// The sheet's frame height: the component grows to it.
    public var preferredHeight: Double { framesByState.isEmpty ? 0 : sheet.pointHeight }

    /// A frame's width and the gap, right-aligned beside the text.
    public var besideWidth: Double { placement.reach(width: sheet.pointWidth, rightAligned: true) }

    /// Sets the frames (indices in `sheet`; others are dropped) shown in `state`, and the
    /// seconds one cycle through them takes: by default count × 0.1 s. Unless set, `willRefresh`
    /// shows the frames of `refreshing` and `noMoreData` those of `idle`.
    public mutating func setImages(
        _ frames: [Int], duration: Double? = nil, for state: RefreshState
    ) {
        (framesByState[state], durationsByState[state]) = checked(frames, duration: duration)
    }

    /// Sets the frames shown while `result` is on show, and the seconds one cycle through them
    /// takes: by default count × 0.1 s.
    public mutating func setImages(
        _ frames: [Int], duration: Double? = nil, for result: RefreshResult
    ) {
        (framesByResult[result], durationsByResult[result]) = checked(frames, duration: duration)
    }

    /// The frames that are in the sheet, and the cycle's length: by default count × 0.1 s.
    private func checked(_ frames: [Int], duration: Double?) -> ([Int], Double) {
        let valid = frames.filter { $0 >= 0 && $0 < sheet.frameCount }
        return (valid, duration ?? Double(valid.count) * RefreshConstants.gifFrameDuration)
    }

    /// The frames set for `result` (empty when none).
    public func images(for result: RefreshResult) -> [Int] { framesByResult[result] ?? [] }

    /// The frames set for `state` (empty when none).
    public func images(for state: RefreshState) -> [Int] { framesByState[state] ?? [] }

    /// The seconds one cycle through `state`'s frames takes (0 when none are set).
    public func duration(for state: RefreshState) -> Double { durationsByState[state] ?? 0 }

    /// Which state's frames are shown in `state`.
    private func source(for state: RefreshState) -> RefreshState {
        if framesByState[state] != nil { return state }
        switch state {
        case .idle, .noMoreData: return .idle
        case .pulling: return .pulling
        case .refreshing, .willRefresh: return .refreshing
        }
    }

    /// Whether `state` loops its frames (rather than following the pull).
    private static func loops(_ state: RefreshState) -> Bool {
        state == .pulling || state == .refreshing
    }

    /// When the loop shown at `moment` began: as the state began, or, with
    /// `restartsLoopOnEveryState` off, as the looping state before it began (a pull running on
    /// into refreshing).
    private func loopSince(at moment: RefreshMoment) -> Double {
        let runsOn =
            !restartsLoopOnEveryState && Self.loops(moment.state)
            && Self.loops(moment.previousState)
        return runsOn ? moment.previousStateSince : moment.stateSince
    }

    /// The frame shown: the result's while one is on show, by the pull while idle, looping
    /// otherwise.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        if let result = linger.result(at: moment), let frames = framesByResult[result],
            !frames.isEmpty
        {
            let loop = SpriteAnimation(
                frameCount: frames.count, duration: durationsByResult[result] ?? 0, loops: true)
            return frames[loop.frame(at: moment.time - moment.resultSince + 1e-9)]
        }
        let source = source(for: moment.state)
        let frames = images(for: source)
        guard !frames.isEmpty else { return -1 }
        if !Self.loops(source) {
            let byPercent = SpriteAnimation(frameCount: frames.count, duration: 0, loops: false)
            return frames[byPercent.frame(forPercent: moment.pullingPercent)]
        }
        // Reduced motion: one still frame while refreshing.
        if moment.timing.reducesMotion && moment.state != .pulling { return frames[0] }
        let loop = SpriteAnimation(
            frameCount: frames.count, duration: duration(for: source), loops: true)
        // The tolerance keeps a frame change that falls exactly on a tick from landing a
        // rounding error early or late.
        return frames[loop.frame(at: moment.time - loopSince(at: moment) + 1e-9)]
    }

    /// Looping while pulling, refreshing or showing a result with more than one frame.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        if let result = linger.result(at: moment), !images(for: result).isEmpty {
            return images(for: result).count > 1 && (durationsByResult[result] ?? 0) > 0
        }
        guard moment.state == .pulling || moment.state == .refreshing else { return false }
        if moment.timing.reducesMotion && moment.state != .pulling { return false }
        return images(for: moment.state).count > 1 && duration(for: moment.state) > 0
    }

    /// Draws the frame beside the text.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        placement.drawFrame(
            frameIndex(at: moment), of: sheet, into: &list, in: frame, moment: moment,
            tint: linger.result(at: moment).flatMap { resultTints[$0] })
    }
}
