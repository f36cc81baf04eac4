internal import CAccessibility
import DemoKit
import RefreshCore

/// The accessible objects of the window, kept in step with the scene: the application, its
/// frame, the list (its rows made on demand, `RowObjects`), the status bars and the carousel.
final class AccessibleTree {
    /// The fixed objects' tags; rows and cards count from their own bases.
    enum Tag {
        static let root = 0
        static let frame = 1
        static let list = 2
        static let header = 3
        static let footer = 4
        static let carousel = 5
        static let trailer = 6
        static let pill = 7
        static let rows = 1 << 32
        static let cards = 1 << 40
    }

    /// Rows beyond which the list says it manages its descendants: the AT-SPI bridge then
    /// neither walks its rows (it walks every object of the tree into its cache when a client
    /// first listens, which for 100 000 rows would make an object for each) nor forwards their
    /// children-changed signals, and clients know to ask for rows rather than enumerate them
    /// (ATK's documented use of the state, as GTK's tree view does).
    static let enumerableRows = 1000

    /// The list's actions, in the order clients see them.
    static let listActions: [AccessibleAction] = [.refresh, .loadMore]

    let scene: DemoScene
    let root: OpaquePointer
    private let application: AccessibleNode
    private let frame: AccessibleNode
    private let list: AccessibleNode
    private let header: AccessibleNode
    private var footer: AccessibleNode?
    private var carousel: AccessibleNode?
    private var trailer: AccessibleNode?
    private var pill: AccessibleNode?
    private var rows: ItemObjects
    private var cards: ItemObjects
    /// The frame's children in order: header, list, footer, carousel, trailer, the chat's pill
    /// (those there are).
    private var frameChildren: [AccessibleNode] = []
    private var notedRowObjects = -1

    init(scene: DemoScene, title: String) {
        self.scene = scene
        application = AccessibleNode(
            role: RA_ROLE_APPLICATION, tag: Tag.root, name: "refresh-demo", parent: nil, index: 0)
        root = application.handle
        frame = AccessibleNode(
            role: RA_ROLE_FRAME, tag: Tag.frame, name: title, parent: application, index: 0)
        header = AccessibleNode(
            role: RA_ROLE_STATUS_BAR, tag: Tag.header, name: "", parent: frame, index: 0)
        Self.makeLive(header)
        list = AccessibleNode(role: RA_ROLE_LIST, tag: Tag.list, name: "", parent: frame, index: 1)
        list.setActions(Self.listActions.map(\.name))
        // Keyboard focus (the desktop issue) sets RA_STATE_FOCUSABLE and RA_STATE_FOCUSED on
        // the list, its rows and cards here, from the scene's focus.
        rows = ItemObjects(parent: list, tagBase: Tag.rows)
        cards = ItemObjects(parent: nil, tagBase: Tag.cards)
    }

    private static func makeLive(_ node: AccessibleNode) {
        // `live` as the contract names it; `container-live` is what Orca reads for a region.
        node.setAttribute("live", "polite")
        node.setAttribute("container-live", "polite")
    }

    // MARK: - What clients ask

    func childCount(of tag: Int) -> Int {
        switch tag {
        case Tag.root: return 1
        case Tag.frame: return frameChildren.count
        case Tag.list: return scene.rows.count
        case Tag.carousel: return scene.carousel?.cards.count ?? 0
        default: return 0
        }
    }

    func child(of tag: Int, at index: Int) -> OpaquePointer? {
        switch tag {
        case Tag.root: return index == 0 ? frame.handle : nil
        case Tag.frame:
            return frameChildren.indices.contains(index) ? frameChildren[index].handle : nil
        case Tag.list: return rowObject(at: index)?.handle
        case Tag.carousel: return cardObject(at: index)?.handle
        default: return nil
        }
    }

    func action(of tag: Int, at index: Int) -> AccessibleAction? {
        switch tag {
        case Tag.list:
            return Self.listActions.indices.contains(index) ? Self.listActions[index] : nil
        case Tag.trailer: return index == 0 ? .loadMoreCards : nil
        default: return nil
        }
    }

    private func rowObject(at index: Int) -> AccessibleNode? {
        guard let item = scene.accessibleRow(at: index) else { return nil }
        let made = rows.madeCount
        let object = rows.object(id: scene.rows[index].id, index: index, item: item)
        if rows.madeCount != made { noteRowObjects() }
        return object
    }

    private func cardObject(at index: Int) -> AccessibleNode? {
        guard let item = scene.accessibleCard(at: index), let carousel = scene.carousel else {
            return nil
        }
        return cards.object(id: carousel.cards[index].id, index: index, item: item)
    }

    /// How many row objects exist, as the list's `item-objects` attribute: what shows that a
    /// long list makes only the objects clients asked for.
    private func noteRowObjects() {
        guard rows.madeCount != notedRowObjects else { return }
        notedRowObjects = rows.madeCount
        list.setAttribute("item-objects", String(rows.madeCount))
    }

    /// The window opened in front: it says so once the bridge knows its listeners.
    func activateSoon() {
        ra_node_activate_soon(frame.handle)
    }

    // MARK: - Keeping in step

    func update(origin: Point) {
        ra_set_window_origin(Int32(origin.x.rounded()), Int32(origin.y.rounded()))
        let now = scene.accessibleScene
        frame.place(now.listFrame, showing: true)
        list.place(now.listFrame, showing: true)
        list.set(RA_STATE_BUSY, now.isBusy)
        list.set(RA_STATE_MANAGES_DESCENDANTS, now.rowCount > Self.enumerableRows)
        header.setName(now.header.name)
        header.place(now.header)
        updateStatus(now.footer, &footer, tag: Tag.footer, index: 2)
        updateStatus(now.pill, &pill, tag: Tag.pill, index: 5)
        updateCarousel(now.carousel)
        updateFrameChildren()
        rows.update(firstID: scene.rows.first?.id, count: now.rowCount) {
            self.scene.accessibleRow(at: $0)
        }
        noteRowObjects()
    }

    /// A status bar that comes and goes (the footer, the pill): made live when it comes, named
    /// and placed while it is there.
    private func updateStatus(
        _ item: AccessibleItem?, _ status: inout AccessibleNode?, tag: Int, index: Int
    ) {
        guard let item else {
            status = nil
            return
        }
        let node =
            status
            ?? AccessibleNode(
                role: RA_ROLE_STATUS_BAR, tag: tag, name: item.name, parent: frame, index: index)
        if status == nil { Self.makeLive(node) }
        status = node
        node.setName(item.name)
        node.place(item)
    }

    private func updateCarousel(_ now: AccessibleScene.Carousel?) {
        guard let now, let cardsNow = scene.carousel?.cards else {
            carousel = nil
            trailer = nil
            cards.parent = nil
            return
        }
        let list =
            carousel
            ?? AccessibleNode(
                role: RA_ROLE_LIST, tag: Tag.carousel, name: now.band.name, parent: frame,
                index: 3)
        carousel = list
        list.place(now.band)
        list.set(RA_STATE_BUSY, now.isBusy)
        let bar =
            trailer
            ?? AccessibleNode(
                role: RA_ROLE_STATUS_BAR, tag: Tag.trailer, name: now.trailer.name, parent: frame,
                index: 4)
        if trailer == nil {
            Self.makeLive(bar)
            bar.setActions([AccessibleAction.loadMoreCards.name])
        }
        trailer = bar
        bar.setName(now.trailer.name)
        bar.place(now.trailer)
        cards.parent = list
        cards.update(firstID: cardsNow.first?.id, count: now.cardCount) {
            self.scene.accessibleCard(at: $0)
        }
    }

    /// Sets the frame's children and tells clients of each one that came or went.
    private func updateFrameChildren() {
        let now = [header, list, footer, carousel, trailer, pill].compactMap { $0 }
        guard now.map(\.tag) != frameChildren.map(\.tag) else { return }
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
