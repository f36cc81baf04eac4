import Observation
import RefreshCore

extension RefreshListBridge {
    // MARK: - Driven by an @Observable model

    /// Describes the list with `describe` now and again whenever an `@Observable` property it
    /// read changes: the new description is applied at the timeline's next tick (the frame
    /// loop's next frame), as SwiftUI re-renders a view at the next turn of its run loop.
    public func observe(_ describe: @escaping () -> RefreshList) {
        describer = describe
        describeAndTrack()
    }

    /// Applies a description whose model changed since it was last made.
    func applyPendingDescription() {
        guard describer != nil, pending.take() else { return }
        describeAndTrack()
    }

    private func describeAndTrack() {
        guard let describe = describer else { return }
        let pending = self.pending
        let list = withObservationTracking(describe) { pending.mark() }
        update(list)
    }
}
