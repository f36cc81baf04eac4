import DemoKit
import RefreshAccessibility
import RefreshSDL

extension WindowedLoop {
    /// How long the loop at rest sleeps at most while the accessibility bridge runs: GLib's
    /// sockets are not SDL's, so it wakes this often to answer clients (a wake that finds
    /// nothing costs ~0.1 ms and draws nothing: 0.2 % of a core at rest, measured under Xvfb).
    static let accessibilityPollInterval = 0.05
    /// While clients are talking (within `talkWindow` seconds of their last question), the
    /// loop wakes this often instead: a screen reader asks one question after another, each
    /// waiting for the answer before the next.
    static let talkPollInterval = 0.001
    static let talkWindow = 0.5

    /// Starts the AT-SPI bridge for `scene` as `--a11y` says; nil when it is not started.
    func startAccessibility(scene: DemoScene) -> AccessibilityBridge? {
        let (bridge, refusal) = AccessibilityBridge.start(
            mode: options.a11y, scene: scene, title: Self.title)
        switch refusal {
        case .noBus?:
            printError(
                "warning: --a11y on: no accessibility bus on the session bus (is at-spi2-core "
                    + "installed and DBUS_SESSION_BUS_ADDRESS set?); the window is not exposed")
        case .bridgeFailed?:
            printError(
                "warning: --a11y: the AT-SPI bridge did not start; the window is not exposed")
        case nil:
            break
        }
        return bridge
    }

    /// Waits for `input` until `deadline` (the loop's clock, seconds; nil for none) as its
    /// `wait(timeout:)` does; while `bridge` runs, in slices, answering clients between them,
    /// and returning early when one asks for an action.
    func wait(
        for input: EventTranslator, until deadline: Double?, clock: () -> Double,
        answering bridge: AccessibilityBridge?
    ) {
        guard let bridge else {
            input.wait(timeout: deadline.map { $0 - clock() })
            return
        }
        var lastQuestion = -Double.infinity
        while true {
            let now = clock()
            if let deadline, now >= deadline { return }
            let talking = now - lastQuestion < Self.talkWindow
            let interval = talking ? Self.talkPollInterval : Self.accessibilityPollInterval
            if input.wait(timeout: min((deadline ?? .infinity) - now, interval)) { return }
            if bridge.pump() { lastQuestion = clock() }
            if bridge.hasRequests { return }
        }
    }
}
