import RefreshCore

extension DemoCarousel {
    /// Where card `index` is drawn in `band`, at the carousel's offset now.
    func cardFrame(at index: Int, band: Rect) -> Rect {
        let step = Self.cardSize.width + Self.gap
        return Rect(
            x: band.minX - scrollView.contentOffsetX + Self.gap + Double(index) * step,
            y: band.minY + Self.gap, width: Self.cardSize.width, height: Self.cardSize.height)
    }

    /// The cards wholly or partly in `band` now.
    func shownCards(band: Rect) -> Range<Int> {
        guard !cards.isEmpty else { return 0..<0 }
        let offset = scrollView.contentOffsetX
        let step = Self.cardSize.width + Self.gap
        let first = max(0, Int(((offset - Self.gap) / step).rounded(.down)))
        let last = min(cards.count - 1, Int(((offset + band.width) / step).rounded(.down)))
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The title under a card's picture, in the scene's language.
    func title(of card: Card) -> String {
        let picture = (card.id - 1) % Self.pictures
        return titles.indices.contains(picture) ? titles[picture] : "#\(picture + 1)"
    }
}
