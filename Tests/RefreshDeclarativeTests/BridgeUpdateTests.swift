import RefreshCore
import RefreshDeclarative
import Testing

/// The bridge's update rules: what an update keeps, what it swaps, what it gives back.
struct BridgeUpdateTests {
    @Test func theFirstDescriptionBuildsTheScrollViewAndComponents() {
        let rig = BridgeRig()
        rig.bridge.update(describe(rows: 20))
        #expect(rig.scrollView.contentSize.height == 880)
        #expect(rig.bridge.header != nil)
        #expect(rig.scrollView.header === rig.bridge.header)
        #expect(rig.scrollView.footer === rig.bridge.footer)
    }

    @Test func anUpdateMidRefreshKeepsTheRefresh() {
        let rig = BridgeRig()
        var refreshes = 0
        rig.bridge.update(describe(onRefresh: { refreshes += 1 }))
        let header = rig.bridge.header
        rig.pullToRefresh()
        rig.wait(0.3)
        #expect(refreshes == 1)
        #expect(header?.state == .refreshing)
        let offset = rig.scrollView.contentOffsetY
        // A new description with other rows, the same header: the component stays, refreshing.
        rig.bridge.update(describe(rows: 25, onRefresh: { refreshes += 10 }))
        #expect(rig.bridge.header === header)
        #expect(header?.state == .refreshing)
        #expect(rig.scrollView.contentInset.top == 54)
        #expect(rig.scrollView.contentOffsetY == offset)
        #expect(refreshes == 1)
        header?.endRefreshing()
        rig.wait(1)
        #expect(header?.state == .idle)
        #expect(rig.scrollView.contentInset.top == 0)
    }

    @Test func anUpdateMidDragKeepsTheDrag() {
        let rig = BridgeRig()
        rig.bridge.update(describe())
        rig.pull(by: 40)
        let offset = rig.scrollView.contentOffsetY
        let percent = rig.bridge.header?.pullingPercent ?? 0
        #expect(rig.scrollView.isDragging)
        rig.bridge.update(describe(rows: 30))
        #expect(rig.scrollView.isDragging)
        #expect(rig.scrollView.contentOffsetY == offset)
        #expect(rig.bridge.header?.pullingPercent == percent)
        rig.scrollView.pointerMove(y: 400)
        #expect(rig.scrollView.contentOffsetY < offset)
    }

    @Test func anUpdateMidBounceKeepsTheAnimation() {
        let rig = BridgeRig()
        rig.bridge.update(describe())
        rig.pull(by: 40)
        rig.scrollView.pointerUp(velocity: .zero)
        rig.wait(0.05)
        #expect(rig.scrollView.isDecelerating)
        let motion = rig.scrollView.motion(.vertical)
        rig.bridge.update(describe(rows: 20, onRefresh: { _ = 1 }))
        #expect(rig.scrollView.isDecelerating)
        #expect(rig.scrollView.motion(.vertical) == motion)
    }

    @Test func aChangedHeaderIDSwapsTheComponentAsTheKeyDoes() {
        let rig = BridgeRig()
        rig.bridge.update(describe(header: "a"))
        let old = rig.bridge.header
        rig.pullToRefresh()
        rig.wait(0.3)
        #expect(old?.isRefreshing == true)
        rig.bridge.update(describe(header: "b"))
        let new = rig.bridge.header
        #expect(new !== old)
        // The old one ended at once and gave its inset back; the new one is attached, idle.
        #expect(old?.state == .idle)
        #expect(old?.scrollView == nil)
        #expect(new?.scrollView === rig.scrollView)
        #expect(rig.scrollView.header === new)
        #expect(new?.state == .idle)
        #expect(rig.scrollView.contentInset.top == 0)
    }

    @Test func aRemovedFooterGivesBackItsInset() {
        let rig = BridgeRig()
        rig.bridge.update(describe(rows: 20, footer: "auto"))
        // MJRefresh's auto footer holds its height of bottom inset while it is there.
        #expect(rig.scrollView.contentInset.bottom == 44)
        let footer = rig.bridge.footer
        rig.bridge.update(describe(rows: 20, footer: nil))
        #expect(rig.bridge.footer == nil)
        #expect(rig.scrollView.footer == nil)
        #expect(footer?.scrollView == nil)
        #expect(rig.scrollView.contentInset.bottom == 0)
    }

    @Test func aNewLanguageRetitlesTheComponentsInPlace() throws {
        let rig = BridgeRig()
        rig.bridge.update(describe())
        let header = rig.bridge.header
        let folder = String(#filePath.split(separator: "/Tests/")[0]) + "/Assets/strings"
        let strings = try RefreshStrings.load(.russian, fromFolder: "/" + folder)
        rig.bridge.update(describe().language(.russian, strings: strings))
        #expect(rig.bridge.header === header)
        #expect(header?.strings == strings)
        #expect(rig.bridge.footer?.strings == strings)
    }

    @Test func theFooterWaitsWhileTheHeaderRefreshes() {
        let rig = BridgeRig()
        rig.bridge.update(describe())
        rig.bridge.header?.beginRefreshing()
        #expect(rig.bridge.footer?.isBlocked() == true)
        rig.bridge.header?.endRefreshing()
        #expect(rig.bridge.footer?.isBlocked() == false)
    }

    @Test func pullingPercentIsReportedAsTheFingerMoves() {
        let rig = BridgeRig()
        var seen: [Double] = []
        rig.bridge.update(describe().onPullingPercentChange { seen.append($0) })
        rig.pull(by: 27)
        rig.wait(0.016)
        #expect(!seen.isEmpty)
        #expect(seen.last == rig.bridge.header?.pullingPercent)
        #expect(seen == seen.sorted())
    }
}
