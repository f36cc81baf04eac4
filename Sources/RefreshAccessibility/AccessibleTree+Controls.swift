internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

extension AccessibleTree {
    // MARK: - The objects that come and go: footer, carousel, button, menu

    func updateFooter(_ item: AccessibleItem?) {
        guard let item else {
            footer = nil
            return
        }
        let bar =
            footer
            ?? AccessibleStatusBar(
                tag: AccessibleTag.footer, announcerTag: AccessibleTag.footerAnnouncer,
                name: item.name,
                parent: frame, index: 2)
        bar.node.set(RA_STATE_FOCUSABLE, true)
        footer = bar
        bar.place(item)
    }

    /// The chat's pill: a status bar, spoken as its count changes, that a `click` takes to the
    /// end.
    func updatePill(_ item: AccessibleItem?) {
        guard let item else {
            pill = nil
            return
        }
        let bar =
            pill
            ?? AccessibleStatusBar(
                tag: AccessibleTag.pill, announcerTag: AccessibleTag.pillAnnouncer, name: item.name,
                parent: frame,
                index: 5)
        if pill == nil {
            bar.node.set(RA_STATE_FOCUSABLE, true)
            bar.node.setActions([AccessibleAction.pressPill.name])
        }
        pill = bar
        bar.place(item)
    }

    func updateCarousel(_ now: AccessibleView.Carousel?) {
        guard let now else {
            carousel = nil
            trailer = nil
            cards.parent = nil
            return
        }
        let list =
            carousel
            ?? AccessibleNode(
                role: RA_ROLE_LIST, tag: AccessibleTag.carousel, name: now.band.name, parent: frame,
                index: 3)
        list.set(RA_STATE_FOCUSABLE, true)
        carousel = list
        list.place(now.band)
        list.set(RA_STATE_BUSY, now.isBusy)
        let bar =
            trailer
            ?? AccessibleStatusBar(
                tag: AccessibleTag.trailer, announcerTag: AccessibleTag.trailerAnnouncer,
                name: now.trailer.name,
                parent: frame, index: 4)
        if trailer == nil { bar.node.setActions([AccessibleAction.loadMoreCards.name]) }
        trailer = bar
        bar.place(now.trailer)
        cards.parent = list
        cards.update(firstID: now.cards.firstID, count: now.cards.count) { now.cards.place(at: $0) }
    }

    /// The empty or error placeholder's button, a push button with `click`, while it shows.
    func updatePlaceholderButton(_ item: AccessibleItem?) {
        guard let item else {
            placeholderButton = nil
            return
        }
        let button =
            placeholderButton
            ?? AccessibleNode(
                role: RA_ROLE_PUSH_BUTTON, tag: AccessibleTag.placeholderButton, name: item.name,
                parent: frame, index: 5)
        if placeholderButton == nil {
            button.set(RA_STATE_FOCUSABLE, true)
            button.setActions([AccessibleAction.pressPlaceholderButton.name])
        }
        placeholderButton = button
        button.setName(item.name)
        button.place(item)
    }

    /// A feed's gap row, a push button with `click`, named by what it says now.
    func updateGapButton(_ item: AccessibleItem?) {
        guard let item else {
            gapButton = nil
            return
        }
        let button =
            gapButton
            ?? AccessibleNode(
                role: RA_ROLE_PUSH_BUTTON, tag: AccessibleTag.gapButton, name: item.name,
                parent: frame,
                index: 6)
        if gapButton == nil {
            button.set(RA_STATE_FOCUSABLE, true)
            button.setActions([AccessibleAction.pressGapRow.name])
        }
        gapButton = button
        button.setName(item.name)
        button.place(item)
    }

    /// Sets the frame's children and tells clients of each one that came or went.
    func updateFrameChildren() {
        let now = [
            header.node, list, footer?.node, carousel, trailer?.node, pill?.node,
            placeholderButton, gapButton, menu.node,
        ].compactMap { $0 }
        guard now.map(ObjectIdentifier.init) != frameChildren.map(ObjectIdentifier.init) else {
            return
        }
        let old = frameChildren
        for (index, node) in old.enumerated().reversed() where !now.contains(where: { $0 === node })
        {
            frameChildren.remove(at: index)
            frame.childrenChanged(added: false, index: index, child: node)
        }
        frameChildren = now
        for (index, node) in now.enumerated() {
            ra_node_set_parent(node.handle, frame.handle, Int32(index))
            if !old.contains(where: { $0 === node }) {
                frame.childrenChanged(added: true, index: index, child: node)
            }
        }
    }
}
