internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

/// The accessible objects of the window, kept in step with its view: the application, its
/// frame, the list (its rows made on demand, `ItemObjects`), the header's status bar, the
/// controls that come and go (`FrameControls`: the footer, the carousel, the pill, the buttons),
/// the context menu (`AccessibleMenu`), and the keyboard focus (`AccessibleTree+Focus`,
/// `FocusedObjects`).
final class AccessibleTree {
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
    /// The footer, the carousel, the pill and the buttons, while they show; the frame's children.
    let controls: FrameControls
    /// The context menu's objects while it is open.
    let menu = AccessibleMenu()
    let rows: ItemObjects
    /// The objects with the focused state.
    let focused = FocusedObjects()
    private var notedRowObjects = -1

    /// The objects of the application called `name` (as clients list it) with one window called
    /// `title`, showing `view`.
    init(view: AccessibleView, application name: String, title: String) {
        self.view = view
        application = AccessibleNode(
            role: RA_ROLE_APPLICATION, tag: AccessibleTag.root, name: name, parent: nil, index: 0)
        root = application.handle
        frame = AccessibleNode(
            role: RA_ROLE_FRAME, tag: AccessibleTag.frame, name: title, parent: application,
            index: 0)
        header = AccessibleStatusBar(
            tag: AccessibleTag.header, announcerTag: AccessibleTag.headerAnnouncer,
            name: view.header.name, parent: frame, index: 0)
        list = AccessibleNode(
            role: RA_ROLE_LIST, tag: AccessibleTag.list, name: "", parent: frame, index: 1)
        list.setActions(Self.listActions.map(\.name))
        list.set(RA_STATE_FOCUSABLE, true)
        rows = ItemObjects(parent: list, tagBase: AccessibleTag.rows)
        controls = FrameControls(frame: frame)
    }

    // MARK: - What clients ask

    func childCount(of tag: Int) -> Int {
        switch tag {
        case AccessibleTag.root: return 1
        case AccessibleTag.frame: return controls.children.count
        case AccessibleTag.list: return view.rows.count
        case AccessibleTag.carousel: return view.carousel?.cards.count ?? 0
        case AccessibleTag.header, AccessibleTag.footer, AccessibleTag.trailer, AccessibleTag.pill:
            return AccessibleStatusBar.announcerCount
        case AccessibleTag.menu: return menu.items.count
        default: return 0
        }
    }

    func child(of tag: Int, at index: Int) -> OpaquePointer? {
        switch tag {
        case AccessibleTag.root: return index == 0 ? frame.handle : nil
        case AccessibleTag.frame:
            return controls.children.indices.contains(index) ? controls.children[index].handle : nil
        case AccessibleTag.list: return rowObject(at: index)?.handle
        case AccessibleTag.carousel: return cardObject(at: index)?.handle
        case AccessibleTag.header: return header.child(at: index)
        case AccessibleTag.footer: return controls.footer?.child(at: index)
        case AccessibleTag.trailer: return controls.carousel.trailer?.child(at: index)
        case AccessibleTag.pill: return controls.pill?.child(at: index)
        case AccessibleTag.menu:
            return menu.items.indices.contains(index) ? menu.items[index].handle : nil
        default: return nil
        }
    }

    func action(of tag: Int, at index: Int) -> AccessibleAction? {
        switch tag {
        case AccessibleTag.list:
            return Self.listActions.indices.contains(index) ? Self.listActions[index] : nil
        case AccessibleTag.trailer: return index == 0 ? .loadMoreCards : nil
        case AccessibleTag.placeholderButton: return index == 0 ? .pressPlaceholderButton : nil
        case AccessibleTag.pill: return index == 0 ? .pressPill : nil
        case AccessibleTag.gapButton: return index == 0 ? .pressGapRow : nil
        case AccessibleTag.menuItems..<(AccessibleTag.menuItems + menu.items.count):
            return menu.action(ofItem: tag, at: index, in: view)
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
        return controls.carousel.cards.object(id: id, index: index, item: item)
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
        controls.update(now)
        menu.update(now.menu, in: frame, index: 6)
        controls.updateChildren(header: header.node, list: list, menu: menu.node)
        // Only where each row is: its name was given as its object was made.
        rows.update(firstID: now.rows.firstID, count: now.rows.count) { now.rows.place(at: $0) }
        noteRowObjects()
        updateFocus(now.focus, menuOpen: now.menu != nil)
        let bars = [
            (header, now.header), (controls.footer, now.footer),
            (controls.carousel.trailer, now.carousel?.trailer), (controls.pill, now.pill),
        ]
        for case (let bar?, let item?) in bars {
            bar.setName(item.name, focused: focused.contains(bar.node))
        }
    }
}
