import RefreshCore
import TestSupport
import Testing

@Suite struct ResultMarkTests {
    private let look = ArrowSpinnerLook.header(
        arrow: SyntheticSheets.sheet("arrow", count: 1, width: 15, height: 40),
        spinner: SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20),
        results: SyntheticSheets.sheet("result", count: 2, width: 20, height: 20))

    private func moment(showing result: RefreshResult) -> RefreshMoment {
        var moment = RefreshMoment(
            state: .refreshing, pullingPercent: 1, alpha: 1, time: 1, result: result)
        moment.stateSince = 0.2
        moment.resultSince = 0.8
        return moment
    }

    /// A success shows the check (frame 0), a failure the cross (frame 1), in the spinner's
    /// place.
    @Test func successAndFailureShowTheirMarks() {
        #expect(look.mark(at: moment(showing: .success))?.frame(at: 1) == 0)
        #expect(look.mark(at: moment(showing: .failure))?.frame(at: 1) == 1)
        #expect(!look.spinner(at: moment(showing: .failure)).isVisible(at: 1))
    }

    /// A cancelled refresh shows no mark, neither check nor cross (nothing failed), and no
    /// spinner either: the title alone says it was cancelled.
    @Test func aCancelledRefreshShowsNoMarkAndNoSpinner() {
        let cancelled = moment(showing: .cancelled)
        #expect(look.mark(at: cancelled) == nil)
        #expect(!look.spinner(at: cancelled).isVisible(at: 1))
    }
}
