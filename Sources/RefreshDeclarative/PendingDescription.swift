import Synchronization

/// Whether an observed model changed since the bridge last described the list.
///
/// Observation reports a change before it is made, possibly from another thread; the flag only
/// records it, and the bridge describes the list again on the frame loop, at the timeline's next
/// tick, when the change is complete.
final class PendingDescription: Sendable {
    private let changed = Mutex(false)

    /// Records a change.
    func mark() {
        changed.withLock { $0 = true }
    }

    /// Whether a change was recorded, clearing it.
    func take() -> Bool {
        changed.withLock { was in
            defer { was = false }
            return was
        }
    }
}
