import RefreshCore

extension DemoScene {
    // MARK: - Settling (when a headless run may end, when a window may sleep)

    /// Whether a refresh or a load is waiting for its data.
    public var hasRequestInFlight: Bool {
        requests.refreshRequest != nil || requests.loadRequest != nil || carousel?.request != nil
            || requests.olderRequest != nil
    }

    /// Everything still: the content at rest and not held, no request in flight, no animation.
    public var isSettled: Bool { activity.isEmpty }

    /// What is still going on: empty when the scene has settled.
    public var activity: SceneActivity {
        var activity: SceneActivity = []
        func note(_ condition: Bool, _ part: SceneActivity.Part) {
            if condition { activity.insert(part) }
        }
        note(scrollView.isDragging, .listHeld)
        note(!scrollView.isAtRest && !scrollView.isDragging, .listMoving)
        note(requests.refreshRequest != nil, .refreshRequest)
        note(requests.loadRequest != nil, .loadRequest)
        note(header.isRefreshing, .headerRefreshing)
        note(footer?.isRefreshing == true, .footerRefreshing)
        note(Self.animates(header), .headerAnimating)
        note(footer.map(Self.animates) ?? false, .footerAnimating)
        if let loader = chat?.loader {
            note(requests.olderRequest != nil, .olderRequest)
            note(loader.isRefreshing, .olderLoading)
            note(Self.animates(loader), .olderAnimating)
        }
        if let carousel {
            note(!carousel.scrollView.isAtRest, .carouselMoving)
            note(carousel.request != nil, .trailerRequest)
            note(carousel.trailer.isRefreshing, .trailerRefreshing)
            note(Self.animates(carousel.trailer), .trailerAnimating)
        }
        return activity
    }

    /// Whether the picture changes with no input: the content moves, a scrollbar waits to fade or fades, a
    /// component animates (a network reply on its way, alone, changes nothing until it lands:
    /// the timeline's next deadline says when), or the inspector is shown (its graph scrolls and
    /// its frame time is only true of frames that follow each other), or the bar is yet to fade
    /// (which never keeps a run from settling).
    public var isAnimating: Bool {
        !scrollView.isAtRest || scrollbarsFade || Self.animates(header)
            || (footer.map(Self.animates) ?? false) || (carousel?.isAnimating ?? false)
            || (chat.map { Self.animates($0.loader) } ?? false)
            || overlays.inspector.isShown || overlays.banner.isAnimating(at: timeline.now)
    }

    static func animates(_ component: some RefreshComponentHolder) -> Bool {
        component.isAnimating || component.isAnimatingLooks
    }
}
