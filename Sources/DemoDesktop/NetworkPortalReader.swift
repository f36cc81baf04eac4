import RefreshSource

/// Reads the network's availability from the freedesktop network monitor portal
/// (`org.freedesktop.portal.NetworkMonitor`) on the session bus: `GetAvailable` at start and
/// again after each of its `changed` signals, on a thread of its own, so no frame waits on the
/// bus. A frame asks `changedAvailability()`, which only looks at what has arrived; the scene
/// lets a change settle for 2 s itself. Without a bus or the portal there is no answer, and the
/// network counts as available.
public final class NetworkPortalReader: Sendable {
    /// The portal's last answer (nil before the first) and where the reader stands.
    let follower: PortalFollower<Bool?>

    /// Starts reading, with the session bus found from `environment` as the settings portal's
    /// reader finds it; `onChange` runs on the reader's thread after each change.
    public init(environment: [String: String], onChange: @escaping @Sendable () -> Void) {
        follower = PortalFollower(nil, tellsFirstAnswer: false, onChange: onChange)
        follower.start(
            PortalSession(reader: self), environment: environment,
            failure: "cannot start the network monitor reader's thread")
    }

    /// Where the reader stands.
    public var status: PortalStatus { follower.status }

    /// Blocks until the first answer is in, or it is known none will come, or `within`
    /// seconds have gone by; the availability then (nil: none known).
    public func waitForFirstAnswer(within seconds: Double) -> Bool? {
        if status == .waiting { _ = follower.answered.wait(timeout: seconds) }
        return follower.state.withLock { $0.value }
    }

    /// The network's availability if it changed since the last call (the first answer counts
    /// as a change); nil otherwise.
    public func changedAvailability() -> Bool? { follower.changed { $0 } ?? nil }

    /// Stops following: `onChange` is not called after this returns, and the thread ends.
    public func stop() { follower.stop() }

    // MARK: - From the reader's thread

    /// Records an answer to `GetAvailable`.
    func receive(_ available: Bool) {
        follower.record(answer: true) { value in
            guard value != available else { return false }
            value = available
            return true
        }
    }
}
