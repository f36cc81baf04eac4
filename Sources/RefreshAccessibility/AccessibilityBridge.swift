internal import CAccessibility
import DemoKit
import RefreshCore

/// The window exposed to assistive technologies over AT-SPI (ATK and its bridge, without GTK):
/// the application `refresh-demo`, a frame named by the window's title, the list and its rows,
/// the header, footer and trailer as status bars, the carousel as a list of its cards.
///
/// The objects follow `DemoScene.accessibleScene` after each frame (`update(origin:)`); a row's
/// object is made only when a client asks for it. Clients are answered when the loop calls
/// `pump()`, and at rest within its wait (`wait(_:)`); the actions they ask for are done on the
/// scene by `performRequests(at:)`. Nothing here waits for a client: the bridge only queues
/// D-Bus messages.
public final class AccessibilityBridge {
    /// Why the bridge did not start, for a warning (nil when `--a11y off` or `auto` said no).
    public enum Refusal: Equatable, Sendable {
        /// No session bus, or no accessibility bus on it.
        case noBus
        /// ATK's bridge could not start.
        case bridgeFailed
    }

    let scene: DemoScene
    let tree: AccessibleTree
    var requests: [AccessibleAction] = []
    /// The window's focus as last told.
    private var windowFocus: Bool?

    private init(scene: DemoScene, title: String) {
        self.scene = scene
        tree = AccessibleTree(scene: scene, title: title)
    }

    /// Starts the bridge for `scene` in a window called `title` when `mode` says so: `on`
    /// whenever a session bus has an accessibility bus, `auto` when it also says accessibility
    /// is enabled; `wake` (called on another thread) must end the loop's wait (`wait(_:)`).
    /// Returns the bridge, or nil and why (no refusal for `off` or `auto` saying no).
    public static func start(
        mode: AccessibilityMode, scene: DemoScene, title: String,
        wake: @convention(c) () -> Void
    ) -> (bridge: AccessibilityBridge?, refusal: Refusal?) {
        guard mode != .off else { return (nil, nil) }
        var enabled = false
        guard ra_bus_status(&enabled) == 1 else { return (nil, mode == .on ? .noBus : nil) }
        guard mode == .on || enabled else { return (nil, nil) }
        let bridge = AccessibilityBridge(scene: scene, title: title)
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
        bridge.tree.update(origin: .zero)
        guard ra_wait_start(wake), ra_start(callbacks, bridge.tree.root) else {
            return (nil, .bridgeFailed)
        }
        // The window opens in front; then it follows the window's focus (`update`).
        bridge.tree.activateSoon()
        return (bridge, nil)
    }

    private static func bridge(_ context: UnsafeMutableRawPointer) -> AccessibilityBridge {
        Unmanaged<AccessibilityBridge>.fromOpaque(context).takeUnretainedValue()
    }

    /// Answers what clients asked since the last call, without waiting; true when there was
    /// something to answer.
    @discardableResult
    public func pump() -> Bool {
        ra_pump()
    }

    /// Runs `wait` (the loop's wait at rest, given how long it may wait at most, seconds, nil
    /// for as long as it likes) while the bridge's sockets are watched: a client's message ends
    /// the wait through `wake`, and what it asked is answered before this returns.
    public func wait<Result>(_ wait: (Double?) -> Result) -> Result {
        let milliseconds = ra_wait_begin()
        defer { ra_wait_end() }
        return wait(milliseconds < 0 ? nil : Double(milliseconds) / 1000)
    }

    /// Whether clients asked for actions not done yet (the loop should run a frame for them).
    public var hasRequests: Bool { !requests.isEmpty }

    /// Does the actions clients asked for, the scene's clock first moved to `time` (seconds),
    /// as an input at that time would be.
    public func performRequests(at time: Double) {
        guard !requests.isEmpty else { return }
        scene.advance(to: time)
        for action in requests { scene.perform(action) }
        requests.removeAll(keepingCapacity: true)
    }

    /// Brings every object in step with the scene after a frame; `origin` is the window's
    /// top-left corner on the screen, `hasFocus` whether it has the keyboard focus (nil: not
    /// known yet). Only what changed is signalled: the frame is activated as the window gets the
    /// focus and deactivated as it loses it, so that a screen reader follows the window in front.
    public func update(origin: Point, hasFocus: Bool?) {
        tree.update(origin: origin)
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
