import RefreshCore

extension DemoCarousel {
    /// The card's number.
    static let numberStyle = TextStyle(weight: .bold, size: 15)
    /// The card's title.
    static let cardTitleStyle = TextStyle(weight: .regular, size: 12)
    /// Layer ids of cards start here, clear of the rows' ids.
    static let layerBase = 1 << 40

    /// Draws the band, the visible cards (each a cached layer) and the trailer in `band`; the
    /// cards' text at the trailer's text scale.
    func draw(
        into list: inout DrawList, band: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        list.fill(band, palette.carouselBand)
        list.clipped(to: band) { list in
            for index in shownCards(band: band) {
                drawCard(
                    cards[index], in: cardFrame(at: index, band: band), into: &list,
                    scale: trailer.textScale, metrics: metrics, palette: palette)
            }
            trailer.draw(into: &list, frame: trailer.frame(in: band), metrics: metrics)
        }
    }

    /// A card keeps the contract's 120 × 160 points at every text scale: its two lines grow
    /// from its bottom edge up, each fitted to the card's width, and the picture above them
    /// shows as much of its top as they leave room for.
    private func drawCard(
        _ card: Card, in rect: Rect, into list: inout DrawList, scale: Double,
        metrics: TextMetrics, palette: DemoPalette
    ) {
        list.append(
            .beginLayer(
                id: Self.layerBase + card.id,
                version: RowPainter.layerVersion(titlesVersion * 4, palette, textScale: scale),
                rect: rect))
        list.fill(rect, palette.card)
        let titleTop = rect.maxY - 26 * scale
        let numberTop = titleTop - 26 * scale
        let art = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 100)
        let sprite = "cards"
        let picture = (card.id - 1) % Self.pictures
        if numberTop - 8 < art.maxY {
            let shown = Rect(
                x: art.minX, y: art.minY, width: art.width, height: numberTop - 8 - art.minY)
            list.clipped(to: shown) { $0.sprite(sprite, frame: picture, in: art) }
        } else {
            list.sprite(sprite, frame: picture, in: art)
        }
        // Two calls, not a loop over an array: cards are drawn every frame.
        func line(_ text: String, _ style: TextStyle, _ color: Color, top: Double) {
            let fitted = FittedText.fit(
                text, style: style.scaled(by: scale), width: rect.width - 20, wraps: false,
                metrics: metrics)
            list.text(text, style: fitted.style, color: color, at: Point(x: rect.minX + 10, y: top))
        }
        line("#\(card.id)", Self.numberStyle, palette.title, top: numberTop)
        line(title(of: card), Self.cardTitleStyle, palette.subtitle, top: titleTop)
        list.append(.endLayer)
    }
}
