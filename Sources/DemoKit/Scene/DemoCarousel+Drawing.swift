import RefreshCore

extension DemoCarousel {
    /// The card's number.
    static let numberStyle = TextStyle(weight: .bold, size: 15)
    /// The card's title.
    static let cardTitleStyle = TextStyle(weight: .regular, size: 12)
    /// Layer ids of cards start here, clear of the rows' ids.
    static let layerBase = 1 << 40

    /// Draws the band, the visible cards (each a cached layer) and the trailer in `band`.
    func draw(
        into list: inout DrawList, band: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        list.fill(band, palette.carouselBand)
        list.clipped(to: band) { list in
            for index in shownCards(band: band) {
                drawCard(
                    cards[index], in: cardFrame(at: index, band: band), into: &list,
                    palette: palette)
            }
            trailer.draw(into: &list, frame: trailer.frame(in: band), metrics: metrics)
        }
    }

    private func drawCard(
        _ card: Card, in rect: Rect, into list: inout DrawList, palette: DemoPalette
    ) {
        list.append(
            .beginLayer(
                id: Self.layerBase + card.id, version: DemoScene.layerVersion(0, palette),
                rect: rect))
        list.fill(rect, palette.card)
        let picture = (card.id - 1) % Self.titles.count
        list.sprite(
            "cards", frame: picture,
            in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 100))
        list.text(
            "#\(card.id)", style: Self.numberStyle, color: palette.title,
            at: Point(x: rect.minX + 10, y: rect.minY + 108))
        list.text(
            Self.title(of: card), style: Self.cardTitleStyle, color: palette.subtitle,
            at: Point(x: rect.minX + 10, y: rect.minY + 134))
        list.append(.endLayer)
    }
}
