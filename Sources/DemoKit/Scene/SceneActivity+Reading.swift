import RefreshCore

extension SceneActivity {
    /// What goes on in a scene's parts now: its list (`scrollView`), the simulated network's
    /// `requests`, its header and footer, a top loader in the header's place, the carousel.
    init(
        scrollView: ScrollView, requests: DemoRequests,
        components: (header: RefreshHeader, footer: RefreshFooter?, topLoader: RefreshFooter?),
        carousel: DemoCarousel?
    ) {
        self = []
        func note(_ condition: Bool, _ part: SceneActivity.Part) {
            if condition { insert(part) }
        }
        let (header, footer, topLoader) = components
        note(scrollView.isDragging, .listHeld)
        note(!scrollView.isAtRest && !scrollView.isDragging, .listMoving)
        note(requests.refreshRequest != nil, .refreshRequest)
        note(requests.loadRequest != nil, .loadRequest)
        note(header.isRefreshing, .headerRefreshing)
        note(footer?.isRefreshing == true, .footerRefreshing)
        note(Self.animates(header), .headerAnimating)
        note(footer.map(Self.animates) ?? false, .footerAnimating)
        if let topLoader {
            note(requests.olderRequest != nil, .olderRequest)
            note(topLoader.isRefreshing, .olderLoading)
            note(Self.animates(topLoader), .olderAnimating)
        }
        if let carousel {
            note(!carousel.scrollView.isAtRest, .carouselMoving)
            note(carousel.request != nil, .trailerRequest)
            note(carousel.trailer.isRefreshing, .trailerRefreshing)
            note(Self.animates(carousel.trailer), .trailerAnimating)
        }
    }

    /// Whether `component` or its look animates.
    static func animates(_ component: some RefreshComponentHolder) -> Bool {
        component.isAnimating || component.isAnimatingLooks
    }
}
