import DemoKit
import RefreshCore

extension SceneInvariants {
    /// The feed's rows: a refresh puts a page above the old rows instead of replacing them, so
    /// the rows are never lost or doubled when every id is there once, the old rows follow the
    /// new pages unchanged, and the count is the start's plus a page a landing.
    func checkFeedRows(
        _ scene: DemoScene, before: (count: Int, firstID: Int?), newRefreshes: Int, newLoads: Int,
        fail: (String) -> Void
    ) {
        let rows = scene.rows
        if Set(rows.map(\.id)).count != rows.count { fail("a row id is there twice") }
        let expected = before.count + page * (newRefreshes + newLoads)
        if rows.count != expected {
            fail(
                "feed rows went \(before.count) → \(rows.count) with \(newRefreshes) refresh(es) "
                    + "and \(newLoads) load(s) of \(page)")
            return
        }
        let above = page * newRefreshes
        if before.count > 0, let first = before.firstID, rows[above].id != first {
            fail("the feed's old first row \(first) is not under the \(above) new rows")
        }
    }

    /// Every insertion that kept the anchor left its row exactly where it was on the screen.
    func checkAnchor(_ scene: DemoScene, fail: (String) -> Void) {
        guard let insertion = scene.lastAnchoredInsertion, insertion.number != anchorChecks else {
            return
        }
        anchorChecks = insertion.number
        if abs(insertion.yAfter - insertion.yBefore) > 1e-6 {
            fail(
                "row \(insertion.rowID) moved from y \(insertion.yBefore) to \(insertion.yAfter) "
                    + "when rows were put above it")
        }
    }
}
