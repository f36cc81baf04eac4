import Observation
import RefreshCore
import RefreshDeclarative
import Testing

/// A feed an app would keep: its state drives the list's description.
@Observable final class Feed {
    var rows = 20
    var headerStyle = "title"
    var hasFooter = true
}

/// A model driving the bridge through Observation: a change is applied at the next tick, and
/// only what changed is rebuilt.
struct ObservationTests {
    @Test func aChangedModelIsAppliedAtTheNextTick() {
        let rig = BridgeRig()
        let feed = Feed()
        rig.bridge.observe {
            describe(
                rows: feed.rows, header: feed.headerStyle, footer: feed.hasFooter ? "auto" : nil)
        }
        let header = rig.bridge.header
        #expect(rig.scrollView.contentSize.height == 880)
        feed.rows = 30
        #expect(rig.scrollView.contentSize.height == 880)
        rig.wait(0.016)
        #expect(rig.scrollView.contentSize.height == 1320)
        #expect(rig.bridge.header === header)
        feed.headerStyle = "other"
        feed.hasFooter = false
        rig.wait(0.016)
        #expect(rig.bridge.header !== header)
        #expect(rig.bridge.footer == nil)
        // Still observed after several changes.
        feed.rows = 5
        rig.wait(0.016)
        #expect(rig.scrollView.contentSize.height == 220)
    }
}
