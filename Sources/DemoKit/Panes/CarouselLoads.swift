import RefreshCore

/// The carousel's trailer at work: its titles and timings from the scene, waiting while the
/// header holds the footers, and each load landing 4 cards, or for a request that fails
/// nothing, after the simulated network's latency. A header refresh ends a load first.
struct CarouselLoads {
    /// The carousel whose trailer loads.
    let carousel: DemoCarousel
    /// The simulated network, whose failure schedule and count the loads share.
    let requests: DemoRequests
    /// Seconds a load takes.
    let latency: Double

    /// The trailer's look: the normal trailer's arrow, spinner and result marks.
    static func look(_ materials: DemoMaterials) -> TrailerLook {
        .normal(
            arrow: materials.sheet(.arrow), spinner: materials.sheet(.spinner),
            results: materials.sheet(.result))
    }

    /// Wires the trailer in `host`: the scene's titles and timings, the header's precedence,
    /// its request.
    func start(in host: any PaneHost) {
        let trailer = carousel.trailer
        host.prepare(trailer)
        title(host.listTexts, host.language)
        titleCards(host.listTexts, host.language, version: host.languageIndex)
        trailer.isBlocked = { [weak host] in host?.header.holdsFooters ?? false }
        trailer.refreshingAction = { [weak carousel, requests, latency] in
            guard let carousel else { return }
            CarouselLoads(carousel: carousel, requests: requests, latency: latency).send()
        }
    }

    /// Gives the trailer the demo's words for what it does here (it loads cards), in
    /// `language`, over the library's "view details".
    func title(_ texts: ListTexts, _ language: RefreshLanguage) {
        carousel.trailer.setTitle(texts.text(.trailerIdle, language), for: .idle)
        carousel.trailer.setTitle(texts.text(.trailerPulling, language), for: .pulling)
    }

    /// Gives the cards their titles in `language`, at `version` in the scene's order of
    /// languages.
    func titleCards(_ texts: ListTexts, _ language: RefreshLanguage, version: Int) {
        carousel.retitle(
            (1...DemoCarousel.pictures).map { texts.cardTitle($0, language) }, version: version)
    }

    /// Sends the trailer's request: after the latency, 4 cards land, or, for a request that
    /// fails, nothing changes.
    private func send() {
        let timeline = carousel.scrollView.timeline
        timeline.cancel(carousel.request)
        let fails = requests.failureSchedule.send()
        carousel.request = timeline.schedule(after: latency) { [carousel, requests] in
            carousel.request = nil
            if fails {
                requests.failures += 1
                carousel.trailer.endRefreshing(result: .failure)
                return
            }
            carousel.loads += 1
            carousel.append(DemoCarousel.loadSize)
            carousel.trailer.endRefreshing(result: .success)
        }
    }

    /// The header wins: a load in flight ends and its cards never land.
    func end() {
        guard carousel.trailer.isRefreshing || carousel.request != nil else { return }
        carousel.scrollView.timeline.cancel(carousel.request)
        carousel.request = nil
        carousel.trailer.endRefreshing()
    }

    /// Fills the trace's carousel fields.
    func trace(into record: inout TraceRecord) {
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
