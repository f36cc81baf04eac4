internal import CAccessibility
import RefreshAccessibleView
import RefreshCore
import Synchronization

/// A window exposed to assistive technologies over AT-SPI (ATK and its bridge, without GTK):
/// the application, a frame named by the window's title, the list and its rows, the header,
/// footer and trailer as status bars, the carousel as a list of its cards, the pill, the
/// placeholder's button and the context menu.
///
/// It speaks to the app only through values: the app hands it an `AccessibleView` after each
/// frame (`update`), and takes the actions clients asked for as values (`takeRequests(into:)`),
/// to do them in its own frame as it does its inputs. A row's object is made only when a client asks for it. Clients are
/// answered when the loop calls `pump()`, and at rest within its wait (`wait(_:)`). Nothing
/// here waits for a client: the bridge only queues D-Bus messages.
///
/// A process has one running bridge (ATK has one root): `stop()` ends it, and a released bridge
/// stops itself, so that ATK never calls into a bridge that is gone; then another may start.
public final class AccessibilityBridge {
    /// Why the bridge did not start, for a warning (nil when `--a11y off` or `auto` said no).
    public enum Refusal: Equatable, Sendable {
        /// No session bus, or no accessibility bus on it.
        case noBus
        /// ATK's bridge could not start.
        case bridgeFailed
        /// Another bridge of this process runs (stop it first).
        case alreadyRunning
    }

    let tree: AccessibleTree
    var requests: [AccessibleAction] = []
    /// The window's focus as last told.
    private var windowFocus: Bool?
    /// Whether it runs: from `start` until `stop()`.
    public private(set) var isRunning = false

    /// Whether a bridge of this process runs: ATK's root, its callbacks and the watcher are the
    /// process's.
    private static let running = Mutex(false)

    private init(view: AccessibleView, application: String, title: String) {
        tree = AccessibleTree(view: view, application: application, title: title)
    }

    deinit {
        stop()
    }

    /// Starts the bridge for the application called `application` (as clients list it) with a
    /// window called `title` showing `view`, when `mode` says so: `on`
    /// whenever a session bus has an accessibility bus, `auto` when it also says accessibility
    /// is enabled; `wake` (called on another thread) must end the loop's wait (`wait(_:)`).
    /// Returns the bridge, or nil and why (no refusal for `off` or `auto` saying no).
    public static func start(
        mode: AccessibilityMode, application: String, title: String, view: AccessibleView,
        wake: @convention(c) () -> Void
    ) -> (bridge: AccessibilityBridge?, refusal: Refusal?) {
        guard mode != .off else { return (nil, nil) }
        var enabled = false
        guard ra_bus_status(&enabled) == 1 else { return (nil, mode == .on ? .noBus : nil) }
        guard mode == .on || enabled else { return (nil, nil) }
        let claimed = running.withLock { running in
            defer { running = true }
            return !running
        }
        guard claimed else { return (nil, .alreadyRunning) }
        let bridge = AccessibilityBridge(view: view, application: application, title: title)
        let callbacks = RACallbacks(
            context: Unmanaged.passUnretained(bridge).toOpaque(),
            childCount: { context, tag in
                guard let context else { return 0 }
                return Int32(AccessibilityBridge.bridge(context).tree.childCount(of: tag))
            },
            childAt: { context, tag, index in
                guard let context else { return nil }
                return AccessibilityBridge.bridge(context).tree.child(of: tag, at: Int(index))
            },
            doAction: { context, tag, index in
                guard let context else { return false }
                return AccessibilityBridge.bridge(context).request(tag: tag, index: Int(index))
            })
        bridge.tree.update(view, origin: .zero)
        bridge.isRunning = true
        guard ra_wait_start(wake), ra_start(callbacks, bridge.tree.root) else {
            bridge.stop()
            return (nil, .bridgeFailed)
        }
        // The window opens in front; then it follows the window's focus (`update`).
        bridge.tree.activateSoon()
        return (bridge, nil)
    }

    private static func bridge(_ context: UnsafeMutableRawPointer) -> AccessibilityBridge {
        Unmanaged<AccessibilityBridge>.fromOpaque(context).takeUnretainedValue()
    }

    /// Ends the bridge: the watcher's thread is joined (`wake` is not called after this), the
    /// callbacks are cleared and the application leaves the accessibility bus; actions asked for
    /// and not done are dropped. Then another bridge may start. Not from inside `wait(_:)`.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        ra_wait_stop()
        ra_stop()
        requests.removeAll()
        Self.running.withLock { $0 = false }
    }

    /// Answers what clients asked since the last call, without waiting; true when there was
    /// something to answer.
    @discardableResult
    public func pump() -> Bool {
        isRunning && ra_pump()
    }

    /// Runs `wait` (the loop's wait at rest, given how long it may wait at most, seconds, nil
    /// for as long as it likes) while the bridge's sockets are watched: a client's message ends
    /// the wait through `wake`, and what it asked is answered before this returns.
    public func wait<Result>(_ wait: (Double?) -> Result) -> Result {
        guard isRunning else { return wait(nil) }
        let milliseconds = ra_wait_begin()
        defer { ra_wait_end() }
        return wait(milliseconds < 0 ? nil : Double(milliseconds) / 1000)
    }

    /// Whether the bridge's sockets are watched during `wait(_:)`: false once stopped, or once
    /// watching failed (then a wait lasts a tenth of a second at most, and clients are answered
    /// after it).
    public var isWatching: Bool { isRunning && ra_wait_watching() }

    /// Whether clients asked for actions not done yet (the loop should run a frame for them).
    public var hasRequests: Bool { !requests.isEmpty }

    /// Moves the actions clients asked for and not taken yet onto the end of `actions`, in the
    /// order they were asked, for the app to do in its frame; the queue's storage is kept.
    public func takeRequests(into actions: inout [AccessibleAction]) {
        guard !requests.isEmpty else { return }
        actions.append(contentsOf: requests)
        requests.removeAll(keepingCapacity: true)
    }

    /// Brings every object in step with `view`, the window's view after a frame; `origin` is the
    /// window's top-left corner on the screen, `hasFocus` whether it has the keyboard focus (nil:
    /// not known yet). Only what changed is signalled: the frame is activated as the window gets
    /// the focus and deactivated as it loses it, so that a screen reader follows the window in
    /// front.
    public func update(_ view: AccessibleView, origin: Point, hasFocus: Bool?) {
        guard isRunning else { return }
        tree.update(view, origin: origin)
        if let hasFocus, hasFocus != windowFocus {
            windowFocus = hasFocus
            tree.activate(hasFocus)
        }
    }

    private func request(tag: Int, index: Int) -> Bool {
        guard let action = tree.action(of: tag, at: index) else { return false }
        requests.append(action)
        return true
    }
}
