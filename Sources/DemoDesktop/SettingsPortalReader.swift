import DemoKit
import Glibc
import RefreshSource

/// Reads the desktop's preferences from the freedesktop settings portal on the session bus
/// and follows its `SettingChanged` signal, on a thread of its own, so that no frame ever waits
/// on the bus: a frame asks `changedPreferences()`, which only looks at what has arrived.
///
/// Made in a window's first moments, it connects, subscribes and sends `ReadAll` at once; the
/// first frame may then wait for the answer for a short, bounded time (`waitForFirstAnswer`).
/// A change that alters the preferences calls `onChange` on the reader's thread, which is how
/// a loop blocked waiting for input learns of it (a window pushes an event into its queue).
public final class SettingsPortalReader: Sendable {
    /// How long after the reader starts the first frame may wait for the portal's first
    /// answer: a running portal answers in a few milliseconds, and a window takes longer than
    /// this to open, so its first frame seldom waits at all. 40 ms, not the goal of
    /// 50 ms itself, because a loaded machine wakes a thread a few milliseconds late.
    public static let firstAnswerWait = 0.04

    /// The portal's settings as they last arrived and where the reader stands.
    let follower: PortalFollower<PortalSettings>
    /// When the reader started, seconds on the monotonic clock.
    private let started = SettingsPortalReader.now()

    /// Starts reading, with the session bus found from `environment`
    /// (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`; never an autolaunched bus);
    /// `onChange` runs on the reader's thread after each change of the preferences.
    public init(environment: [String: String], onChange: @escaping @Sendable () -> Void) {
        follower = PortalFollower(PortalSettings(), tellsFirstAnswer: true, onChange: onChange)
        follower.start(
            PortalSession(reader: self), environment: environment,
            failure: "cannot start the portal reader's thread")
    }

    /// Where the reader stands.
    public var status: PortalStatus { follower.status }

    /// Blocks until the portal's first answer is in, or it is known none will come, or
    /// `within` seconds have gone by since the reader started (the time a window takes to
    /// open counts); returns the status then.
    @discardableResult
    public func waitForFirstAnswer(within: Double) -> PortalStatus {
        let left = started + within - Self.now()
        if status == .waiting, left > 0 { _ = follower.answered.wait(timeout: left) }
        return status
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The desktop's preferences if they changed since the last call (the first answer counts
    /// as a change); nil otherwise. Takes a lock the reader's thread holds only for moments.
    public func changedPreferences() -> DesktopPreferences? { follower.changed(\.preferences) }

    /// Stops following: `onChange` is not called after this returns, and the thread ends.
    public func stop() { follower.stop() }

    // MARK: - From the reader's thread

    /// Records settings that arrived; `first` for the answer to `ReadAll`.
    func receive(_ settings: [(String, String, PortalValue)], first: Bool) {
        follower.record(answer: first) { held in
            let before = held.preferences
            for (namespace, key, value) in settings {
                held.set(namespace: namespace, key: key, value: value)
            }
            return held.preferences != before
        }
    }
}
