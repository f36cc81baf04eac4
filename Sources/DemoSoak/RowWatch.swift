import DemoKit
import RefreshCore

/// The soak's watch on the list's rows: never lost or doubled, changed only by a refresh (to
/// its rows) or a load (a page more), and the feed's pages stacked above the old rows.
final class RowWatch {
    /// Rows a refresh gives.
    let rowsAtRefresh: Int
    /// Rows a page adds.
    let page: Int
    /// The scene's refreshes when last checked.
    private(set) var refreshes = 0
    private var loads = 0
    private var rowCount: Int
    private var firstID: Int?
    private var lastID: Int?

    /// Watches `scene`'s rows from those it has now.
    init(scene: DemoScene) {
        rowsAtRefresh = scene.options.rows
        page = scene.options.page
        rowCount = scene.rows.count
        firstID = scene.rows.first?.id
        lastID = scene.rows.last?.id
    }

    /// Checks the rows against those last seen; `checks` counts the checks so far (the ids'
    /// order is checked on every change and every 997th check).
    func check(_ scene: DemoScene, checks: Int, fail: (String) -> Void) {
        let rows = scene.rows
        let newRefreshes = scene.refreshes - refreshes
        let newLoads = scene.loads - loads
        let changed =
            rows.count != rowCount || rows.first?.id != firstID || rows.last?.id != lastID
            || newRefreshes != 0 || newLoads != 0
        // The chat's messages have rules of their own (`checkChat`).
        if scene.listKind == .chat { return }
        if scene.listKind == .feed {
            if changed {
                checkFeedRows(
                    scene, before: (rowCount, firstID), newRefreshes: newRefreshes,
                    newLoads: newLoads, fail: fail)
            }
            rowCount = rows.count
            firstID = rows.first?.id
            if let last = rows.last?.id { lastID = last }
            refreshes = scene.refreshes
            loads = scene.loads
            return
        }
        if changed || checks % 997 == 0 {
            var previous = Int.min
            for row in rows {
                if row.id <= previous {
                    fail("row ids not strictly increasing: \(previous) then \(row.id)")
                    break
                }
                previous = row.id
            }
        }
        if newRefreshes < 0 || newLoads < 0 { fail("a counter went down") }
        if newRefreshes == 0 {
            if rows.count != rowCount + page * newLoads {
                fail(
                    "rows went \(rowCount) → \(rows.count) with \(newLoads) load(s) "
                        + "of \(page) and no refresh")
            } else if rowCount > 0 && (rows.first?.id != firstID || rows[rowCount - 1].id != lastID)
            {
                fail("rows changed without a refresh (first or last id moved)")
            }
        } else {
            let extra = rows.count - rowsAtRefresh
            if extra < 0 || extra % page != 0 || extra / page > newLoads {
                fail(
                    "rows went \(rowCount) → \(rows.count) with \(newRefreshes) refresh(es) "
                        + "to \(rowsAtRefresh) and \(newLoads) load(s) of \(page)")
            }
            if let first = rows.first?.id, let lastID, first <= lastID {
                fail("a refresh kept old rows (first id \(first) ≤ old last id \(lastID))")
            }
        }
        rowCount = rows.count
        firstID = rows.first?.id
        if let last = rows.last?.id { lastID = last }
        refreshes = scene.refreshes
        loads = scene.loads
    }

    /// The feed's rows: a refresh puts a page above the old rows instead of replacing them, so
    /// the rows are never lost or doubled when every id is there once, the old rows follow the
    /// new pages unchanged, and the count is the start's plus a page a landing.
    private func checkFeedRows(
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
}
