import DemoSoak
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The page a row came with ("page 3 · 14:05:02" → 3), nil for a row of the refresh.
private func page(of row: DemoRow) -> Int? {
    guard row.subtitle.hasPrefix("page ") else { return nil }
    return Int(row.subtitle.dropFirst(5).prefix { $0.isNumber })
}

/// Watches a scene frame by frame: the list only ever holds `rows + page × n` rows, the `n`
/// pages since the last refresh in order, each exactly once; a load in flight asks for page
/// n + 1, so a failed page is asked for again and a landed one never twice.
private final class ListWatcher {
    let rowsAtRefresh: Int
    let pageSize: Int
    private(set) var violations: [String] = []
    private(set) var retriesLanded = 0
    private var failedPage: Int?
    private var lastLoads = 0
    private var lastFailures = 0
    private var lastRefreshes = 0
    private var lastLoading: Int?
    private var pagesInList = 0

    init(rows: Int, page: Int) {
        rowsAtRefresh = rows
        pageSize = page
    }

    func check(_ scene: DemoScene, at time: Double) {
        func fail(_ message: String) {
            if violations.count < 10 { violations.append("t = \(time): \(message)") }
        }
        let rows = scene.rows
        let pages = rows.dropFirst(rowsAtRefresh).map(page(of:))
        let landed = pages.count / max(pageSize, 1)
        if rows.count != rowsAtRefresh + pageSize * landed || pages.count % pageSize != 0 {
            fail("\(rows.count) rows: not \(rowsAtRefresh) + \(pageSize) × a whole number")
        }
        let expected = (0..<landed).flatMap { Array(repeating: $0 + 1, count: pageSize) }
        if pages != expected.map(Optional.some) {
            fail("pages in the list \(pages.compactMap { $0 }), not 1…\(landed) once each")
        }
        if !zip(rows, rows.dropFirst()).allSatisfy({ $0.id < $1.id }) {
            fail("row ids not strictly increasing")
        }
        if let asked = scene.loadingPage, asked != landed + 1 {
            fail("a load asks for page \(asked) with \(landed) landed")
        }
        // A failure of the load in flight: that page is the next one asked for.
        if scene.failures > lastFailures, let asked = lastLoading, scene.loadingPage == nil,
            scene.loads == lastLoads
        {
            failedPage = asked
        }
        if scene.refreshes != lastRefreshes { failedPage = nil }
        if scene.loads > lastLoads {
            if scene.refreshes == lastRefreshes && landed != pagesInList + (scene.loads - lastLoads)
            {
                fail(
                    "\(scene.loads - lastLoads) load(s) landed but the list went \(pagesInList) → \(landed) pages"
                )
            }
            if let failed = failedPage, landed == failed {
                retriesLanded += 1
                failedPage = nil
            }
        }
        if scene.failures < lastFailures || scene.loads < lastLoads { fail("a counter went down") }
        if scene.header.isRefreshing && scene.footer?.state == .refreshing {
            fail("header and footer both refreshing")
        }
        lastLoads = scene.loads
        lastFailures = scene.failures
        lastRefreshes = scene.refreshes
        lastLoading = scene.loadingPage
        pagesInList = landed
    }
}

@Suite struct NetworkResultTests {
    @Test func aFailedRefreshKeepsTheRowsAndShowsItsFailureForTheDwell() {
        let driver = SceneDriver("--rows 20 --latency 500 --fail-every 1 --failure-dwell 1000")
        let before = driver.ids
        driver.pullDown()
        // 0.25 s opening, 0.5 s latency: the failure lands 0.75 s after the release.
        driver.wait(0.8)
        #expect(driver.scene.failures == 1 && driver.scene.refreshes == 0)
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.header.result == .failure)
        #expect(driver.scene.header.displayedTitle == "Refresh failed")
        #expect(driver.ids == before)
        driver.wait(1)
        #expect(driver.scene.header.state == .idle && driver.scene.header.result == nil)
        #expect(driver.settle())
        #expect(driver.ids == before)
        // A failed refresh records no time.
        #expect(driver.scene.header.displayedDetail == "Last update: No record")
    }

    @Test func aFailedPageAddsNothingIsNotNoMoreDataAndIsAskedForAgain() {
        let driver = SceneDriver("--rows 20 --page 10 --pages 1 --latency 300 --failure-dwell 500")
        driver.key("x")
        driver.flingUp()
        driver.wait(0.05)
        #expect(driver.scene.loadingPage == 1)
        driver.wait(0.4)
        #expect(driver.scene.failures == 1 && driver.scene.loads == 0)
        #expect(driver.scene.footer?.state == .refreshing)
        #expect(driver.scene.footer?.result == .failure)
        #expect(driver.scene.footer?.displayedTitle == "Load failed — tap or pull to retry")
        #expect(driver.scene.rows.count == 20)
        driver.settle()
        #expect(driver.scene.footer?.state == .idle)
        driver.flingUp()
        driver.wait(0.05)
        #expect(driver.scene.loadingPage == 1)
        driver.settle()
        #expect(driver.scene.loads == 1 && driver.scene.rows.count == 30)
        #expect(driver.scene.footer?.state == .noMoreData)
    }

    /// A refresh cut short shows no result: a header switch during a failure's dwell leaves the
    /// new header idle with none, and the header winning over a footer that shows a failure
    /// ends the footer at once.
    @Test func aRefreshCutShortShowsNoResult() {
        let driver = SceneDriver("--rows 20 --latency 300 --fail-every 1 --failure-dwell 2000")
        driver.key("r")
        driver.wait(0.7)
        #expect(driver.scene.header.result == .failure)
        driver.key("2")
        #expect(driver.scene.headerKind == .state)
        #expect(driver.scene.header.result == nil && driver.scene.header.state == .idle)
        #expect(driver.scene.header.displayedTitle == "Pull down to refresh")
        driver.settle()
        driver.flingUp()
        driver.wait(0.6)
        #expect(driver.scene.footer?.result == .failure)
        driver.key("r")
        #expect(driver.scene.footer?.result == nil)
        #expect(driver.scene.footer?.state == .idle)
        #expect(driver.scene.header.state == .refreshing)
        driver.settle()
        #expect(driver.scene.rows.count == 20 && driver.scene.failures == 3)
    }

    @Test func xFailsOnlyTheNextRequest() {
        let driver = SceneDriver("--rows 20 --latency 200 --failure-dwell 0")
        driver.key("x")
        driver.key("r")
        driver.settle()
        #expect(driver.scene.failures == 1 && driver.scene.refreshes == 0)
        driver.key("r")
        driver.settle()
        #expect(driver.scene.failures == 1 && driver.scene.refreshes == 1)
    }

    @Test func everyNthRequestFailsCountingRefreshesAndLoadsTogether() {
        let driver = SceneDriver(
            "--page 5 --pages 10 --latency 200", "--fail-every 2 --failure-dwell 0")
        driver.key("r")  // request 1: lands
        driver.settle()
        #expect(driver.scene.refreshes == 1 && driver.scene.failures == 0)
        driver.flingUp()  // request 2, a load: fails
        driver.settle()
        #expect(driver.scene.loads == 0 && driver.scene.failures == 1)
        for _ in 0..<3 {
            driver.flingUp()
            driver.settle()
            driver.key("r")
            driver.settle()
        }
        let sent = driver.scene.requests.failureSchedule.sent
        #expect(sent >= 8)
        #expect(driver.scene.failures == sent / 2)
        #expect(driver.scene.refreshes + driver.scene.loads + driver.scene.failures == sent)
        #expect(driver.scene.refreshes > 1 && driver.scene.loads > 0)
    }

    /// Random failure patterns (every n-th, and `x` at random), random dwells and latencies,
    /// and header refreshes racing footer loads: the list never loses or doubles a row, and a
    /// failed page is asked for again and lands exactly once.
    @Test(arguments: 1...12)
    func randomFailuresNeverLoseOrDoubleARow(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9)
        let page = Int.random(in: 3...15, using: &random)
        let network = NetworkSettings(
            failEvery: Int.random(in: 0...4, using: &random),
            successDwell: [0, 0, 0.2].randomElement(using: &random) ?? 0,
            failureDwell: [0, 0.3, 1].randomElement(using: &random) ?? 1)
        let driver = SceneDriver("--rows 20 --page \(page)") {
            $0.pages = Int.random(in: 2...8, using: &random)
            $0.latency = Int.random(in: 50...900, using: &random)
            $0.network = network
        }
        let watcher = ListWatcher(rows: 20, page: page)
        driver.everyFrame = { [driver] scene in watcher.check(scene, at: driver.time) }
        for _ in 0..<80 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35: driver.flingUp()
            case 35..<50: driver.pullDown()
            case 50..<58: driver.key("r")
            case 58..<70: driver.key("x")
            case 70..<73: driver.key("n")
            case 73..<78: driver.wheel(30)
            default: break
            }
            driver.wait(Double(Int.random(in: 0...1500, using: &random)) / 1000)
        }
        driver.settle()
        #expect(watcher.violations.isEmpty, "seed \(seed): \(watcher.violations)")
        #expect(driver.scene.failures > 0, "seed \(seed): nothing failed")
        if network.failEvery != 1 {
            #expect(driver.scene.loads > 0, "seed \(seed): nothing loaded")
        }
        _ = watcher.retriesLanded
    }

    /// Over all the seeds, failed pages really were retried and landed.
    @Test func failedPagesAreRetriedAndLand() {
        var retries = 0
        for seed in 1...6 {
            let driver = SceneDriver(
                "--page 5 --pages 50 --latency 300",
                "--fail-every \(2 + seed % 2) --failure-dwell 200")
            let watcher = ListWatcher(rows: 20, page: 5)
            driver.everyFrame = { [driver] scene in watcher.check(scene, at: driver.time) }
            for _ in 0..<12 {
                driver.flingUp()
                driver.settle()
            }
            #expect(watcher.violations.isEmpty, "\(watcher.violations)")
            retries += watcher.retriesLanded
        }
        #expect(retries >= 6)
    }
}
