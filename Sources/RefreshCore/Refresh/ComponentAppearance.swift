/// What a component's look reads from every moment besides the machine: the titles in the
/// component's language and the colours.
struct ComponentAppearance {
    /// The titles, English by default.
    var strings = RefreshStrings.english
    /// The colours, light by default.
    var palette = RefreshPalette.light

    /// The moment a look is given: `machine`'s state, pull, result and timing at `time`, with
    /// `alpha`, since when the look's states hold (`history`), these titles and colours, and
    /// `textScale`.
    func moment(
        of machine: RefreshMachine, alpha: Double, at time: Double, history: LookHistory,
        textScale: Double
    ) -> RefreshMoment {
        var moment = RefreshMoment(
            state: machine.state, pullingPercent: machine.pullingPercent, alpha: alpha,
            time: time, result: machine.result, strings: strings)
        history.fill(&moment)
        moment.timing = machine.timing
        moment.palette = palette
        moment.textScale = textScale
        return moment
    }
}
