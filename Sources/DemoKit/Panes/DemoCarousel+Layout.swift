import RefreshAccessibleView
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

    /// Card `index` (from 0, from the start) as a screen reader reads it: its number and
    /// title, and where it is drawn in `band` (showing where the band meets `view`).
    func accessibleCard(at index: Int, band: Rect, view: Rect) -> AccessibleItem? {
        guard cards.indices.contains(index) else { return nil }
        let card = cards[index]
        return AccessibleItem(
            name: "#\(card.id) \(title(of: card))", frame: cardFrame(at: index, band: band),
            view: band.intersection(view))
    }

    /// The carousel in `band` as a screen reader reads it: the band, its cards (each read by
    /// `card` when a client asks for it, where the carousel is then), whether a load is on its
    /// way, and the trailer.
    func accessible(
        band: Rect, view: Rect, card: @escaping (Int) -> AccessibleItem?
    ) -> AccessibleView.Carousel {
        let shown = band.intersection(view)
        let cards = AccessibleItems(
            count: self.cards.count, firstID: self.cards.first?.id,
            shown: shownCards(band: band), item: card,
            place: { card($0).map { ($0.frame, $0.isShowing) } })
        return AccessibleView.Carousel(
            cards: cards,
            band: AccessibleItem(name: "Cards", frame: band, view: view),
            isBusy: request != nil || (trailer.isRefreshing && trailer.result == nil),
            trailer: AccessibleItem(
                name: trailer.statusName(fallback: TrailerLook.titles),
                frame: trailer.frame(in: band), view: trailer.isVisible ? shown : .zero))
    }
}
