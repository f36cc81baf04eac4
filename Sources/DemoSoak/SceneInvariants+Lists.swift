import DemoKit
import RefreshCore

extension SceneInvariants {
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
