internal import CAccessibility
import RefreshAccessibleView

/// The carousel's objects while it shows: its list (busy while it loads), the trailer's status
/// bar with `click` (load more cards), and the cards' objects, made on demand as the rows are.
final class CarouselObjects {
    /// The carousel's list while it shows.
    private(set) var list: AccessibleNode?
    /// The trailer's status bar while the carousel shows.
    private(set) var trailer: AccessibleStatusBar?
    /// The cards' objects, children of `list`.
    let cards = ItemObjects(parent: nil, tagBase: AccessibleTag.cards)

    /// Follows `now` (nil: no carousel), the list and the trailer children of `frame`.
    func update(_ now: AccessibleView.Carousel?, in frame: AccessibleNode) {
        guard let now else {
            list = nil
            trailer = nil
            cards.parent = nil
            return
        }
        let list =
            self.list
            ?? AccessibleNode(
                role: RA_ROLE_LIST, tag: AccessibleTag.carousel, name: now.band.name, parent: frame,
                index: 3)
        list.set(RA_STATE_FOCUSABLE, true)
        self.list = list
        list.place(now.band)
        list.set(RA_STATE_BUSY, now.isBusy)
        trailer.follow(now.trailer) { item in
            let bar = AccessibleStatusBar(
                tag: AccessibleTag.trailer, announcerTag: AccessibleTag.trailerAnnouncer,
                name: item.name, parent: frame, index: 4)
            bar.node.setActions([AccessibleAction.loadMoreCards.name])
            return bar
        }
        cards.parent = list
        cards.update(firstID: now.cards.firstID, count: now.cards.count) { now.cards.place(at: $0) }
    }
}
