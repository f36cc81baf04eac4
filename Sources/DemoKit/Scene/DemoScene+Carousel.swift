import RefreshCore
import SpriteArt

extension DemoScene {
    // MARK: - The carousel

    /// The trailer's look: the normal trailer's arrow, spinner and result marks.
    static func trailerLook(_ materials: DemoMaterials) -> TrailerLook {
        .normal(
            arrow: materials.sheet(.arrow), spinner: materials.sheet(.spinner),
            results: materials.sheet(.result))
    }

    /// The band's frame in the view now.
    var carouselBand: Rect? {
        guard let item = list.bandItem, !placeholderOwnsView else { return nil }
        var band = list.layout.frame(of: item)
        band.origin.y -= scrollView.contentOffsetY
        band.size.width = scrollView.viewSize.width
        return band
    }

    /// Wires the carousel: its trailer loads through the simulated network and waits for the
    /// header; drags starting on its band are direction-locked between it and the list.
    func installCarousel() {
        guard let carousel else { return }
        let trailer = carousel.trailer
        prepare(trailer)
        titleTrailer()
        trailer.isBlocked = { [weak self] in self?.header.holdsFooters ?? false }
        trailer.refreshingAction = { [weak self] in self?.startTrailerRequest() }
        router.route(carousel: carousel.scrollView, trackpad: carousel.trackpad) {
            [weak self] in self?.carouselBand
        }
    }

    /// Gives the trailer the demo's words for what it does here (it loads cards), in the
    /// scene's language, over the library's "view details".
    func titleTrailer() {
        guard let trailer = carousel?.trailer else { return }
        trailer.setTitle(listTexts.text(.trailerIdle, language), for: .idle)
        trailer.setTitle(listTexts.text(.trailerPulling, language), for: .pulling)
    }

    /// Sends the trailer's request: after the latency, 4 cards land, or, for a request that
    /// fails, nothing changes. A header refresh ends it first (`endTrailerLoad`).
    func startTrailerRequest() {
        guard let carousel else { return }
        timeline.cancel(carousel.request)
        let fails = requests.failureSchedule.send()
        carousel.request = timeline.schedule(after: options.latencySeconds) {
            [weak self, carousel] in
            carousel.request = nil
            if fails {
                self?.requests.failures += 1
                carousel.trailer.endRefreshing(result: .failure)
                return
            }
            carousel.loads += 1
            carousel.append(DemoCarousel.loadSize)
            carousel.trailer.endRefreshing(result: .success)
        }
    }

    /// The header wins: a trailer load in flight ends and its cards never land.
    func endTrailerLoad() {
        guard let carousel, carousel.trailer.isRefreshing || carousel.request != nil else {
            return
        }
        timeline.cancel(carousel.request)
        carousel.request = nil
        carousel.trailer.endRefreshing()
    }

    /// A header refresh landed: the cards start over.
    func resetCarousel() {
        carousel?.reset(cards: options.cards)
    }

    /// Draws the band if it is in sight.
    func drawCarousel(
        into list: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        guard let carousel, let band = carouselBand, band.maxY > view.minY, band.minY < view.maxY
        else { return }
        carousel.draw(into: &list, band: band, metrics: metrics, palette: palette)
    }

    /// Fills the trace's carousel fields.
    func traceCarousel(into record: inout TraceRecord) {
        guard let carousel else { return }
        let view = carousel.scrollView
        record.carouselOffsetX = view.contentOffsetX
        record.carouselVelocityX = view.velocityX
        record.carouselContentWidth = view.contentSize.width
        record.carouselDragging = view.isDragging
        record.cards = carousel.cards.count
        record.trailerState = carousel.trailer.state.rawValue
        record.trailerPercent = carousel.trailer.pullingPercent
        record.trailerTitle = carousel.trailer.displayedTitle
        record.trailerLoads = carousel.loads
        record.trailerResult = carousel.trailer.result?.rawValue ?? "none"
    }
}
