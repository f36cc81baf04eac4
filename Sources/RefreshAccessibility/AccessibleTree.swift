internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

/// The accessible objects of the window, kept in step with its view: the application, its
/// frame, the list (its rows made on demand, `ItemObjects`), the status bars, the carousel, the
/// placeholder's button and the context menu (`AccessibleTree+Controls`), and the keyboard
/// focus (`AccessibleTree+Focus`).
final class AccessibleTree {
    /// The fixed objects' tags; menu items, rows and cards count from their own bases.
    enum Tag {
        static let root = 0
        static let frame = 1
        static let list = 2
        static let header = 3
        static let footer = 4
        static let carousel = 5
        static let trailer = 6
        static let headerAnnouncer = 7
        static let footerAnnouncer = 8
        static let trailerAnnouncer = 9
        static let placeholderButton = 10
        static let menu = 11
        static let pill = 12
        static let pillAnnouncer = 13
        static let gapButton = 14
        static let menuItems = 1 << 24
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
    static let listActions: [AccessibleAction] = [.refresh, .loadMore, .cancel]

    /// The view the objects follow now (the last `update`'s).
    private(set) var view: AccessibleView
    let root: OpaquePointer
    private let application: AccessibleNode
    let frame: AccessibleNode
    let list: AccessibleNode
    let header: AccessibleStatusBar
    var footer: AccessibleStatusBar?
    var carousel: AccessibleNode?
    var trailer: AccessibleStatusBar?
    var placeholderButton: AccessibleNode?
    /// A feed's topmost gap row while the list has one.
    var gapButton: AccessibleNode?
    /// The chat's pill while it shows.
    var pill: AccessibleStatusBar?
    var menu: AccessibleNode?
    var menuItems: [AccessibleNode] = []
    /// The menu the items were made for.
    var menuShown: [AccessibleItem] = []
    var rows: ItemObjects
    var cards: ItemObjects
    /// The objects with the focused state: the focused one, after the list or carousel it is in.
    var focused: [AccessibleNode] = []
    /// The frame's children in order: header, list, footer, carousel, trailer, the
    /// placeholder's button, the menu (those there are).
    var frameChildren: [AccessibleNode] = []
    private var notedRowObjects = -1

    /// The objects of the application called `name` (as clients list it) with one window called
    /// `title`, showing `view`.
    init(view: AccessibleView, application name: String, title: String) {
        self.view = view
        application = AccessibleNode(
            role: RA_ROLE_APPLICATION, tag: Tag.root, name: name, parent: nil, index: 0)
        root = application.handle
        frame = AccessibleNode(
            role: RA_ROLE_FRAME, tag: Tag.frame, name: title, parent: application, index: 0)
        header = AccessibleStatusBar(
            tag: Tag.header, announcerTag: Tag.headerAnnouncer,
            name: view.header.name, parent: frame, index: 0)
        list = AccessibleNode(role: RA_ROLE_LIST, tag: Tag.list, name: "", parent: frame, index: 1)
        list.setActions(Self.listActions.map(\.name))
        list.set(RA_STATE_FOCUSABLE, true)
        rows = ItemObjects(parent: list, tagBase: Tag.rows)
        cards = ItemObjects(parent: nil, tagBase: Tag.cards)
    }

    // MARK: - What clients ask

    func childCount(of tag: Int) -> Int {
        switch tag {
        case Tag.root: return 1
        case Tag.frame: return frameChildren.count
        case Tag.list: return view.rows.count
        case Tag.carousel: return view.carousel?.cards.count ?? 0
        case Tag.header, Tag.footer, Tag.trailer, Tag.pill:
            return AccessibleStatusBar.announcerCount
        case Tag.menu: return menuItems.count
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
        case Tag.header: return header.child(at: index)
        case Tag.footer: return footer?.child(at: index)
        case Tag.trailer: return trailer?.child(at: index)
        case Tag.pill: return pill?.child(at: index)
        case Tag.menu: return menuItems.indices.contains(index) ? menuItems[index].handle : nil
        default: return nil
        }
    }

    func action(of tag: Int, at index: Int) -> AccessibleAction? {
        switch tag {
        case Tag.list:
            return Self.listActions.indices.contains(index) ? Self.listActions[index] : nil
        case Tag.trailer: return index == 0 ? .loadMoreCards : nil
        case Tag.placeholderButton: return index == 0 ? .pressPlaceholderButton : nil
        case Tag.pill: return index == 0 ? .pressPill : nil
        case Tag.gapButton: return index == 0 ? .pressGapRow : nil
        case Tag.menuItems..<(Tag.menuItems + menuItems.count):
            let item = tag - Tag.menuItems
            guard index == 0, let entries = view.menu, entries.indices.contains(item),
                entries[item].isEnabled
            else { return nil }
            return .chooseMenuItem(item)
        default: return nil
        }
    }

    func rowObject(at index: Int) -> AccessibleNode? {
        guard let item = view.rows.item(at: index), let id = view.rows.id(at: index) else {
            return nil
        }
        let made = rows.madeCount
        let object = rows.object(id: id, index: index, item: item)
        if rows.madeCount != made { noteRowObjects() }
        return object
    }

    func cardObject(at index: Int) -> AccessibleNode? {
        guard let cards = view.carousel?.cards, let item = cards.item(at: index),
            let id = cards.id(at: index)
        else { return nil }
        return self.cards.object(id: id, index: index, item: item)
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

    /// The window got the keyboard focus, or lost it.
    func activate(_ active: Bool) {
        ra_node_activate(frame.handle, active)
    }

    // MARK: - Keeping in step

    /// Follows `now`: objects placed, made and released, then the rows and cards, then the
    /// focus (on objects that exist by then), then the status bars' names (announced unless the
    /// bar has the focus).
    func update(_ now: AccessibleView, origin: Point) {
        view = now
        ra_set_window_origin(Int32(origin.x.rounded()), Int32(origin.y.rounded()))
        // While the list or the cards move, every row and card would signal its bounds every
        // frame: they signal once the motion ends.
        if now.isMoving { ra_hold_bounds(true) }
        defer { if !now.isMoving { ra_hold_bounds(false) } }
        frame.place(now.listFrame, showing: true)
        list.place(now.listFrame, showing: true)
        list.set(RA_STATE_BUSY, now.isBusy)
        list.set(RA_STATE_MANAGES_DESCENDANTS, now.rows.count > Self.enumerableRows)
        header.place(now.header)
        updateFooter(now.footer)
        updateCarousel(now.carousel)
        updatePlaceholderButton(now.placeholderButton)
        updateGapButton(now.gapButton)
        updatePill(now.pill)
        updateMenu(now.menu)
        updateFrameChildren()
        // Only where each row is: its name was given as its object was made.
        rows.update(firstID: now.rows.firstID, count: now.rows.count) { now.rows.place(at: $0) }
        noteRowObjects()
        updateFocus(now.focus, menuOpen: now.menu != nil)
        let bars = [
            (header, now.header), (footer, now.footer), (trailer, now.carousel?.trailer),
            (pill, now.pill),
        ]
        for case (let bar?, let item?) in bars {
            bar.setName(item.name, focused: focused.contains { $0 === bar.node })
        }
    }
}
