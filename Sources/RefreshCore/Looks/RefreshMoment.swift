/// What a look needs to know about its component at one moment: the input of every look.
///
/// A dwell on a result is still `refreshing`; `result` says which result is on show.
public struct RefreshMoment: Sendable {
    /// The component's state.
    public var state: RefreshState
    /// How far the component has been pulled out: 0 hidden, 1 fully out (may exceed 1).
    public var pullingPercent: Double
    /// The component's opacity, 0…1; a look multiplies what it draws by it.
    public var alpha: Double
    /// Seconds on the component's clock.
    public var time: Double
    /// A floor header's second floor (its state and thresholds); nil for other components.
    public var floor: SecondFloorMoment?
    /// A second line under the title (a header's last-updated line); nil for none.
    public var detail: String?
    /// The width of the text an image stands beside (set by `LabeledLook`); 0 centres images.
    public var textWidth: Double
    /// The result on show while the component dwells on it (still `refreshing`), else nil.
    public var result: RefreshResult?
    /// The component's titles, in the language it was given.
    public var strings: RefreshStrings

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
    }
}
