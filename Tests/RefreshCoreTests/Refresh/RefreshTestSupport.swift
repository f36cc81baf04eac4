import Testing

@testable import RefreshCore

/// Counts a component's hooks, actions and entries into `.refreshing`, and logs its states.
final class HookCounter {
    var afterBeginning = 0
    var endingAnimationBegins = 0
    var afterEnding = 0
    var actions = 0
    var actionTimes: [Double] = []
    /// How often the component entered `.refreshing`.
    var refreshingEntries = 0
    /// Every state it changed to, in order.
    var stateLog: [RefreshState] = []

    /// Installs counting hooks and a counting action on `component`.
    func install(on component: any RefreshComponentHolder) {
        component.hooks = RefreshHooks(
            afterBeginning: { [weak self] in self?.afterBeginning += 1 },
            endingAnimationBegins: { [weak self] in self?.endingAnimationBegins += 1 },
            afterEnding: { [weak self] in self?.afterEnding += 1 },
            stateChanged: { [weak self] _, new in
                self?.stateLog.append(new)
                if new == .refreshing { self?.refreshingEntries += 1 }
            })
        component.refreshingAction = { [weak self, weak component] in
            self?.actions += 1
            self?.actionTimes.append(component?.now ?? -1)
        }
    }
}

/// A header that draws nothing, with a calendar clock fixed at 0.
func quietHeader() -> RefreshHeader {
    RefreshHeader(look: EmptyLook(), clock: { 0 })
}

/// A scroll view with a counting header attached.
func makeHeader(originalTop: Double = 0) -> (Timeline, ScrollView, RefreshHeader, HookCounter) {
    let (timeline, scrollView) = makeScrollView()
    if originalTop != 0 {
        var inset = scrollView.contentInset
        inset.top = originalTop
        scrollView.contentInset = inset
        scrollView.setContentOffsetY(-originalTop)
    }
    let header = quietHeader()
    let counter = HookCounter()
    counter.install(on: header)
    header.attach(to: scrollView)
    return (timeline, scrollView, header, counter)
}

/// Puts the pointer down at y = 100 and, 0.1 s later, moves it `overscroll` points down.
func pull(_ scrollView: ScrollView, overscroll: Double) {
    scrollView.pointerDown(y: 100)
    scrollView.timeline.advance(to: scrollView.timeline.now + 0.1)
    scrollView.pointerMove(y: 100 + overscroll)
}

/// Whether `a` and `b` differ by less than `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) < tolerance
}
