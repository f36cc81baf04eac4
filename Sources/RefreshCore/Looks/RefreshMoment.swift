/// What a look needs to know about its component at one moment: the input of every look.
///
/// A dwell on a result is still `refreshing`; `result` says which result is on show. A look
/// reads since when the state and the result hold, and how far the opening and the closing are
/// (from the component's own `timing`), from here: it keeps no clock of its own.
public struct RefreshMoment: Sendable {
    /// The component's state.
    public var state: RefreshState
    /// How far the component has been pulled out: 0 hidden, 1 fully out (may exceed 1).
    public var pullingPercent: Double
    /// The component's opacity, 0…1; a look multiplies what it draws by it.
    public var alpha: Double
    /// Seconds on the component's clock.
    public var time: Double
    /// A second line under the title (a header's last-updated line); nil for none.
    public var detail: String?
    /// The width of the text an image stands beside (set by `LabeledLook`); 0 centres images.
    public var textWidth: Double
    /// The result on show while the component dwells on it (still `refreshing`), else nil.
    public var result: RefreshResult?
    /// The component's titles, in the language it was given.
    public var strings: RefreshStrings
    /// When the component entered `state`, seconds on its clock.
    public var stateSince: Double
    /// The state before `state`.
    public var previousState: RefreshState
    /// When the component entered `previousState` (a loop that runs on from pulling into
    /// refreshing started then).
    public var previousStateSince: Double
    /// The result the last refresh showed, while it is on show and through the closing after
    /// it (while the state is the one the refresh ended into); nil otherwise.
    public var shownResult: RefreshResult?
    /// When `shownResult` went on show.
    public var resultSince: Double
    /// The pull's turn: from 0 at rest towards 1 while pulling and back when the pull falls
    /// short, over `timing.turn` from wherever it was (an arrow's rotation follows it).
    public var turn: Tween
    /// How long the component's opening and closing last.
    public var timing: RefreshTiming
    /// The colours to draw with (a look's own colour, when set, wins).
    public var palette: RefreshPalette
    /// How many times larger than its style's size a look sets its text (the component's
    /// `textScale`, a desktop's text scale): 1 draws every text at its style's size.
    public var textScale: Double

    /// A moment of a component.
    public init(
        state: RefreshState, pullingPercent: Double, alpha: Double, time: Double,
        detail: String? = nil, textWidth: Double = 0, result: RefreshResult? = nil,
        strings: RefreshStrings = .english
    ) {
        self.state = state
        self.pullingPercent = pullingPercent
        self.alpha = alpha
        self.time = time
        self.detail = detail
        self.textWidth = textWidth
        self.result = result
        self.strings = strings
        stateSince = 0
        previousState = .idle
        previousStateSince = 0
        shownResult = result
        resultSince = 0
        turn = Tween(from: 0, to: 0, startTime: 0, duration: 0, curve: .easeInOut)
        timing = RefreshTiming()
        palette = .light
        textScale = 1
    }

    /// How far the pull's turn is now, 0 (at rest) … 1 (turned for pulling).
    public var turnProgress: Double { turn.value(at: time) }

    /// Whether the pull's turn is still under way.
    public var isTurning: Bool { time < turn.endTime }

    // MARK: - The opening and the closing

    /// When the closing began: the state was entered by ending a refresh. Nil otherwise.
    public var closingSince: Double? {
        previousState == .refreshing && state != .refreshing ? stateSince : nil
    }

    /// Whether the closing that followed the last refresh is still running.
    public var isClosing: Bool {
        guard let closingSince else { return false }
        return time < closingSince + timing.closing
    }

    /// How far the closing is, 0…1, once a refresh has ended into this state; nil otherwise.
    public var closingProgress: Double? {
        closingSince.map { Self.progress(since: $0, over: timing.closing, at: time) }
    }

    /// How far the opening is, 0…1, while refreshing; nil otherwise.
    public var openingProgress: Double? {
        guard state == .refreshing else { return nil }
        return Self.progress(since: stateSince, over: timing.opening, at: time)
    }

    /// How far an animation of `duration` begun at `start` is at `time`, 0…1 (1 at once when
    /// it lasts 0).
    private static func progress(since start: Double, over duration: Double, at time: Double)
        -> Double
    {
        guard duration > 0 else { return time >= start ? 1 : 0 }
        return min(max((time - start) / duration, 0), 1)
    }
}
