/// A state header with an animated image beside its text (MJRefresh's `MJRefreshGifHeader`).
///
/// Each state gets a list of frames of one sprite sheet. While idle the frame follows the pull:
/// floor(count × pullingPercent), clamped to the last idle frame. While pulling or refreshing the
/// state's frames loop, one cycle per `duration(for:)` seconds, from the moment the state began
/// (a single frame is shown still). With a label shown the image sits left of the text with a
/// 20-point gap; with both labels hidden it is centred.
open class RefreshGifHeader: RefreshStateHeader {
    /// The sheet the frames come from.
    public let sheet: SpriteSheet

    private var framesByState: [RefreshState: [Int]] = [:]
    private var durationsByState: [RefreshState: Double] = [:]
    private var loopStart = 0.0

    /// A GIF header drawing frames of `sheet`, with no frames set yet.
    public init(sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double) {
        self.sheet = sheet
        super.init(store: store, clock: clock)
    }

    /// The demo's header: the `chibi` sheet's frames 0–59 while idle (waking up as you pull) and
    /// 60–62 while pulling and refreshing, 0.1 s a frame (MJRefresh's `MJChiBaoZiHeader`).
    public static func chibi(
        sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double
    ) -> RefreshGifHeader {
        let header = RefreshGifHeader(sheet: sheet, store: store, clock: clock)
        header.setImages(Array(0..<60), for: .idle)
        header.setImages(Array(60..<63), for: .pulling)
        header.setImages(Array(60..<63), for: .refreshing)
        return header
    }

    /// Sets the frames (indices in `sheet`; others are dropped) shown in `state`, and the seconds
    /// one cycle through them takes: by default count × 0.1 s. The header grows to the sheet's
    /// frame height if that is taller. Frames for `refreshing` are also used for `willRefresh`.
    public func setImages(_ frames: [Int], duration: Double? = nil, for state: RefreshState) {
        let valid = frames.filter { $0 >= 0 && $0 < sheet.frameCount }
        framesByState[state] = valid
        durationsByState[state] =
            duration ?? Double(valid.count) * RefreshConstants.gifFrameDuration
        if !valid.isEmpty && sheet.pointHeight > height { height = sheet.pointHeight }
    }

    /// The frames set for `state` (empty when none).
    public func images(for state: RefreshState) -> [Int] { framesByState[state] ?? [] }

    /// The seconds one cycle through `state`'s frames takes (0 when none are set).
    public func duration(for state: RefreshState) -> Double { durationsByState[state] ?? 0 }

    /// Which state's frames are shown in `state`.
    private func frameSource(for state: RefreshState) -> RefreshState {
        switch state {
        case .idle, .noMoreData: return .idle
        case .pulling: return .pulling
        case .refreshing, .willRefresh: return .refreshing
        }
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        loopStart = now
    }

    open override var displayedFrameIndex: Int {
        let source = frameSource(for: state)
        let frames = images(for: source)
        guard !frames.isEmpty else { return -1 }
        if source == .idle {
            let byPercent = SpriteAnimation(frameCount: frames.count, duration: 0, loops: false)
            return frames[byPercent.frame(forPercent: pullingPercent)]
        }
        let loop = SpriteAnimation(
            frameCount: frames.count, duration: duration(for: source), loops: true)
        // The tolerance keeps a frame change that falls exactly on a tick from landing a
        // rounding error early or late.
        return frames[loop.frame(at: now - loopStart + 1e-9)]
    }

    open override var isAnimatingLooks: Bool {
        guard state == .pulling || state == .refreshing else { return false }
        return images(for: state).count > 1 && duration(for: state) > 0
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let index = displayedFrameIndex
        guard index >= 0 else { return }
        let rect = imageRect(size: sheet.pointSize, in: frame, metrics: metrics)
        list.sprite(sheet.name, frame: index, in: rect, alpha: alpha)
    }
}
