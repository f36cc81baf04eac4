import RefreshCore

extension DemoList {
    /// The list `options` ask for (the plain one when `list` is nil), its feed's and chat's
    /// texts measured by the resources' metrics, and a carousel wearing `trailerLook` when
    /// `options.carousel` is set (never in a chat).
    convenience init(
        options: DemoOptions, resources: SceneResources, timeline: Timeline,
        trailerLook: any RefreshLook
    ) {
        let kind = options.list ?? .plain
        let metrics = resources.metrics ?? EstimatedTextMetrics()
        self.init(
            kind: kind, width: options.size.width,
            feed: DemoFeed(texts: resources.listTexts, metrics: metrics),
            chat: kind != .chat
                ? nil
                : DemoChat(
                    historyEnd: options.rows + DemoChat.olderPage * options.pages,
                    texts: resources.listTexts, metrics: metrics, clock: resources.clock),
            carousel: (kind == .chat ? nil : options.carousel).map {
                DemoCarousel(
                    afterRows: $0, cards: options.cards, width: options.size.width,
                    timeline: timeline, look: trailerLook)
            })
        texts = resources.listTexts
    }
}
