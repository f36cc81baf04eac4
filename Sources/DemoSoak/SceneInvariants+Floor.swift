import DemoKit
import RefreshCore

extension SceneInvariants {
    /// The second floor's rules: while it opens, is open or closes, no footer load is under way,
    /// the header shows no refresh state and the list does not scroll; at rest open, the content
    /// waits just below the view.
    func checkFloor(_ scene: DemoScene, fail: (String) -> Void) {
        let floor = scene.header.floorState
        guard floor.holdsList else {
            if floor == .ready && scene.header.state != .pulling {
                fail("the floor is ready but the header is \(scene.header.state)")
            }
            return
        }
        if scene.footer?.isRefreshing == true || scene.loadingPage != nil {
            fail("a footer load is under way while the second floor is \(floor)")
        }
        if scene.header.state != .idle {
            fail("the header is \(scene.header.state) while the second floor is \(floor)")
        }
        if scene.scrollView.isScrollEnabled || scene.scrollView.isDragging {
            fail("the list can scroll while the second floor is \(floor)")
        }
        let view = scene.scrollView.viewSize.height
        if floor == .open && scene.scrollView.isAtRest && scene.scrollView.contentOffsetY != -view {
            fail("the floor is open at rest with offset \(scene.scrollView.contentOffsetY)")
        }
    }
}
