import DemoKit
import RefreshCore

/// The soak's watch on the header's and footer's states: each change, seen at a check or
/// inside a step through the begin and end hooks, must be one of MJRefresh's transitions.
final class StateWatch {
    private weak var lastHeader: RefreshHeader?
    private weak var lastFooter: RefreshFooter?
    private var headerState = RefreshState.idle
    private var footerState = RefreshState.idle
    private var hookViolations: [String] = []

    /// Watches `scene`'s header and footer from their states now.
    init(scene: DemoScene) {
        lastHeader = scene.header
        lastFooter = scene.footer
        headerState = scene.header.state
        footerState = scene.footer?.state ?? .idle
        watch(scene.header, footer: false)
        if let footer = scene.footer { watch(footer, footer: true) }
    }

    /// The transitions the hooks saw break the rules since the last call.
    func takeHookViolations() -> [String] {
        defer { hookViolations.removeAll() }
        return hookViolations
    }

    /// Checks the header's and footer's states against the last seen (`refreshesSeen`: the
    /// scene's refreshes when last checked, as a landing resets no more data).
    func check(_ scene: DemoScene, refreshesSeen refreshes: Int, fail: (String) -> Void) {
        let header = scene.header
        if lastHeader !== header {
            lastHeader = header
            headerState = header.state
            watch(header, footer: false)
        } else if header.state != headerState {
            if !Self.isLegal(from: headerState, to: header.state, footer: false) {
                fail("header went \(headerState) → \(header.state)")
            }
            headerState = header.state
        }
        if let footer = scene.footer {
            if lastFooter !== footer {
                lastFooter = footer
                footerState = footer.state
                watch(footer, footer: true)
            } else if footer.state != footerState {
                // A refresh landing resets no more data to idle, and a drag at the end may
                // make it pulling within the same step.
                let reset = footerState == .noMoreData && scene.refreshes != refreshes
                let from = reset ? RefreshState.idle : footerState
                if footer.state != from && !Self.isLegal(from: from, to: footer.state, footer: true)
                {
                    fail("footer went \(footerState) → \(footer.state)")
                }
                footerState = footer.state
            }
            if header.state == .refreshing && footer.state == .refreshing {
                fail("header and footer both refreshing")
            }
        } else {
            lastFooter = nil
        }
    }

    /// Sees the states a component passes through inside one step: its begin and end hooks
    /// run at the moment it leaves for refreshing and the moment it goes back to idle.
    private func watch(_ component: any RefreshComponentHolder, footer: Bool) {
        let beginning = component.hooks.beginning
        let ending = component.hooks.endingAnimationBegins
        component.hooks.beginning = { [weak self, weak component] in
            if let self, let component { self.passed(component, footer: footer) }
            beginning?()
        }
        component.hooks.endingAnimationBegins = { [weak self, weak component] in
            if let self, let component { self.passed(component, footer: footer) }
            ending?()
        }
    }

    private func passed(_ component: any RefreshComponentHolder, footer: Bool) {
        if footer, component === lastFooter {
            if component.state != footerState {
                if !Self.isLegal(from: footerState, to: component.state, footer: true) {
                    hookViolations.append("footer went \(footerState) → \(component.state)")
                }
                footerState = component.state
            }
        } else if !footer, component === lastHeader {
            if component.state != headerState {
                if !Self.isLegal(from: headerState, to: component.state, footer: false) {
                    hookViolations.append("header went \(headerState) → \(component.state)")
                }
                headerState = component.state
            }
        }
    }

    /// MJRefresh's table: idle ⇄ pulling, pulling → refreshing, anything → refreshing (a begin
    /// from code), anything not refreshing → willRefresh, refreshing or willRefresh → idle;
    /// footers also go to noMoreData from anything and back from it to idle.
    static func isLegal(from old: RefreshState, to new: RefreshState, footer: Bool) -> Bool {
        switch (old, new) {
        case (.idle, .pulling), (.pulling, .idle): return true
        case (_, .refreshing): return true
        case (_, .willRefresh): return old != .refreshing
        case (.refreshing, .idle), (.willRefresh, .idle): return true
        case (_, .noMoreData), (.noMoreData, .idle): return footer
        default: return false
        }
    }
}
