/// Whether a look keeps showing a refresh's result through the closing after it, so that a
/// result's mark and its words leave together, when the closing ends, rather than the words
/// turning back to "Pull down to refresh" beside a fading cross.
///
/// It reads everything from the moment (the result the refresh showed, and whether its
/// closing still runs, from the component's own timing): it keeps no clock.
public struct ResultLinger: Equatable, Sendable {
    /// Whether the result stays through the closing; false for a component whose look lets go
    /// of the result as the refresh ends (the auto footer, which closes at once).
    public var lingers: Bool

    /// A linger that keeps the result through the closing, or (`lingers` false) does not.
    public init(lingers: Bool = true) {
        self.lingers = lingers
    }

    /// The result on show at `moment`, or the one still lingering while the component closes.
    public func result(at moment: RefreshMoment) -> RefreshResult? {
        if let result = moment.result { return result }
        guard lingers, moment.isClosing else { return nil }
        return moment.shownResult
    }
}
