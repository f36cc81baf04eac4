import DemoKit
import RefreshAccessibility
import RefreshSDL

extension WindowedLoop {
    /// Starts the AT-SPI bridge as `--a11y` says, showing `scene`'s accessible view (after each
    /// frame: `update(_:origin:hasFocus:)`) and queueing the actions clients ask for, which each
    /// frame takes into its step (`takeRequests(into:)`); nil when it is not started.
    func startAccessibility(scene: DemoScene) -> AccessibilityBridge? {
        let (bridge, refusal) = AccessibilityBridge.start(
            mode: options.a11y, application: "refresh-demo", title: Self.title,
            view: scene.accessibleView,
            wake: { SDLWakeUp.postQuiet() })
        switch refusal {
        case .noBus?:
            printError(
                "warning: --a11y on: no accessibility bus on the session bus (is at-spi2-core "
                    + "installed and DBUS_SESSION_BUS_ADDRESS set?); the window is not exposed")
        case .bridgeFailed?, .alreadyRunning?:
            printError(
                "warning: --a11y: the AT-SPI bridge did not start; the window is not exposed")
        case nil:
            break
        }
        return bridge
    }

    /// Waits for `input` until `deadline` (the loop's clock, seconds; nil for none) as its
    /// `wait(timeout:)` does; while `bridge` runs, its sockets are watched too: a client's
    /// message ends the wait quietly, is answered, and the wait goes on (no frame is drawn for
    /// it) unless the client asked for an action or an input came.
    func wait(
        for input: EventTranslator, until deadline: Double?, clock: () -> Double,
        answering bridge: AccessibilityBridge?
    ) {
        guard let bridge else {
            input.wait(timeout: deadline.map { $0 - clock() })
            return
        }
        while true {
            let left = deadline.map { $0 - clock() }
            if let left, left <= 0 { return }
            let came = bridge.wait { most in
                input.wait(timeout: [left, most].compactMap { $0 }.min())
            }
            bridge.pump()
            if bridge.hasRequests { return }
            if came, SDLWakeUp.takeQuiet() { return }
        }
    }
}
