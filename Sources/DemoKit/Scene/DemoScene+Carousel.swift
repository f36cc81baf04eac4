import RefreshCore

extension DemoScene {
    // MARK: - The carousel

    /// The carousel's trailer at work, when the list has a carousel.
    var carouselLoads: CarouselLoads? {
        carousel.map {
            CarouselLoads(carousel: $0, requests: requests, latency: options.latencySeconds)
        }
    }

    /// Wires the carousel: its trailer loads through the simulated network and waits for the
    /// header; drags starting on its band are direction-locked between it and the list.
    func installCarousel() {
        guard let carousel, let carouselLoads else { return }
        carouselLoads.start(in: self)
        router.route(carousel: carousel.scrollView, trackpad: carousel.trackpad) {
            [weak self] in self?.surface.carouselBand
        }
    }
}
