internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

/// The window frame's objects that come and go with the view: the footer's status bar, the
/// carousel's objects (`CarouselObjects`), the chat's pill, the placeholder's button and a
/// feed's gap row, each made when it first shows and dropped when it goes; and the frame's
/// children in order, those and the ones that stay.
final class FrameControls {
    /// The window's frame, their parent.
    private let frame: AccessibleNode
    /// The footer's status bar while it shows.
    private(set) var footer: AccessibleStatusBar?
    /// The carousel's list, trailer and cards while it shows.
    let carousel = CarouselObjects()
    /// The chat's pill while it shows.
    private(set) var pill: AccessibleStatusBar?
    /// The empty or error placeholder's button while it shows.
    private(set) var placeholderButton: AccessibleNode?
    /// A feed's topmost gap row while the list has one.
    private(set) var gapButton: AccessibleNode?
    /// The frame's children in order: header, list, footer, carousel, trailer, pill, the
    /// placeholder's button, the gap row's button, the menu (those there are).
    private(set) var children: [AccessibleNode] = []

    /// The controls of `frame`, none showing yet.
    init(frame: AccessibleNode) { self.frame = frame }

    /// Follows `now`'s footer, carousel, placeholder's button, gap row and pill.
    func update(_ now: AccessibleView) {
        footer.follow(now.footer) { item in
            let bar = statusBar(AccessibleTag.footer, AccessibleTag.footerAnnouncer, item, index: 2)
            bar.node.set(RA_STATE_FOCUSABLE, true)
            return bar
        }
        carousel.update(now.carousel, in: frame)
        placeholderButton.follow(now.placeholderButton) { item in
            button(AccessibleTag.placeholderButton, item, .pressPlaceholderButton, index: 5)
        }
        gapButton.follow(now.gapButton) { item in
            button(AccessibleTag.gapButton, item, .pressGapRow, index: 6)
        }
        // The chat's pill: a status bar, spoken as its count changes, that a `click` takes to
        // the end.
        pill.follow(now.pill) { item in
            let bar = statusBar(AccessibleTag.pill, AccessibleTag.pillAnnouncer, item, index: 5)
            bar.node.set(RA_STATE_FOCUSABLE, true)
            bar.node.setActions([AccessibleAction.pressPill.name])
            return bar
        }
    }

    /// A status bar of the frame called as `item` is, at `index` among the frame's children.
    private func statusBar(
        _ tag: Int, _ announcerTag: Int, _ item: AccessibleItem, index: Int
    ) -> AccessibleStatusBar {
        AccessibleStatusBar(
            tag: tag, announcerTag: announcerTag, name: item.name, parent: frame, index: index)
    }

    /// A push button of the frame with `click` doing `action`, focusable, called as `item` is.
    private func button(
        _ tag: Int, _ item: AccessibleItem, _ action: AccessibleAction, index: Int
    ) -> AccessibleNode {
        let button = AccessibleNode(
            role: RA_ROLE_PUSH_BUTTON, tag: tag, name: item.name, parent: frame, index: index)
        button.set(RA_STATE_FOCUSABLE, true)
        button.setActions([action.name])
        return button
    }

    /// Sets the frame's children (`header`, `list` and `menu` with the controls showing) and
    /// tells clients of each one that came or went.
    func updateChildren(header: AccessibleNode, list: AccessibleNode, menu: AccessibleNode?) {
        let now = [
            header, list, footer?.node, carousel.list, carousel.trailer?.node, pill?.node,
            placeholderButton, gapButton, menu,
        ].compactMap { $0 }
        guard now.map(ObjectIdentifier.init) != children.map(ObjectIdentifier.init) else {
            return
        }
        let old = children
        for (index, node) in old.enumerated().reversed() where !now.contains(where: { $0 === node })
        {
            children.remove(at: index)
            frame.childrenChanged(added: false, index: index, child: node)
        }
        children = now
        for (index, node) in now.enumerated() {
            ra_node_set_parent(node.handle, frame.handle, Int32(index))
            if !old.contains(where: { $0 === node }) {
                frame.childrenChanged(added: true, index: index, child: node)
            }
        }
    }
}
