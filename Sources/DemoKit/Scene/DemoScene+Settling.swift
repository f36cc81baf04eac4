import RefreshCore

extension DemoScene {
    // MARK: - Settling (when a headless run may end, when a window may sleep)

    /// Whether a refresh or a load is waiting for its data.
    public var hasRequestInFlight: Bool {
        refreshRequest != nil || loadRequest != nil || carousel?.request != nil
    }

    /// Everything still: the content at rest and not held, no request in flight, no animation.
    public var isSettled: Bool {
        guard scrollView.isAtRest, !hasRequestInFlight, !header.isRefreshing,
            footer?.isRefreshing != true, carousel?.isSettled ?? true
        else { return false }
        return !Self.animates(header) && !(footer.map(Self.animates) ?? false)
    }

    /// Whether the picture changes with no input: the content moves, its indicator fades, a
    /// component animates (a network reply on its way, alone, changes nothing until it lands:
    /// the timeline's next deadline says when), or the inspector is shown (its graph scrolls and
    /// its frame time is only true of frames that follow each other).
    public var isAnimating: Bool {
        !scrollView.isAtRest || scrollView.indicatorAlpha > 0 || Self.animates(header)
            || (footer.map(Self.animates) ?? false) || (carousel?.isAnimating ?? false)
            || inspector.isShown
    }

    static func animates(_ component: RefreshComponent) -> Bool {
        component.isAnimating || component.isAnimatingLooks
    }

    /// What keeps the scene from settling, in words (empty when it is settled): what a run that
    /// never settles reports.
    public var unsettledReasons: [String] {
        var reasons: [String] = []
        func note(_ condition: Bool, _ reason: String) { if condition { reasons.append(reason) } }
        note(scrollView.isDragging, "the list is held")
        note(!scrollView.isAtRest && !scrollView.isDragging, "the list is moving")
        note(refreshRequest != nil, "a header refresh is waiting for its data")
        note(loadRequest != nil, "a footer load is waiting for its data")
        note(header.isRefreshing, "the header is \(header.state)")
        note(footer?.isRefreshing == true, "the footer is refreshing")
        note(Self.animates(header), "the header animates")
        note(footer.map(Self.animates) ?? false, "the footer animates")
        if let carousel {
            note(!carousel.scrollView.isAtRest, "the carousel is moving or held")
            note(carousel.request != nil, "a trailer load is waiting for its data")
            note(carousel.trailer.isRefreshing, "the trailer is \(carousel.trailer.state)")
            note(
                carousel.trailer.isAnimating || carousel.trailer.isAnimatingLooks,
                "the trailer animates")
        }
        return reasons
    }
}
