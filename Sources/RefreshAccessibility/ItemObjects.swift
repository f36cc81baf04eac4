internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

/// The objects of one list's items (rows, or the carousel's cards): each made when a client
/// first asks for it and kept while its item is in the list, so a list of 100 000 rows holds
/// objects only for the rows clients have read. Items are numbered by id, each one more than the
/// one before it (the scene's rows and cards are), so an item's index is its id less the first's.
final class ItemObjects {
    /// The list the items belong to (nil while there is none: then no object is made).
    var parent: AccessibleNode? {
        didSet { if parent !== oldValue { objects.removeAll() } }
    }
    private let tagBase: Int
    private var objects: [Int: AccessibleNode] = [:]
    private var firstID: Int?
    private var count = 0

    /// Items added at once beyond this many are not announced one by one: a client told of the
    /// first ones reads the count again, and announcing each would make an object for each.
    static let announcedLimit = 100

    init(parent: AccessibleNode?, tagBase: Int) {
        self.parent = parent
        self.tagBase = tagBase
    }

    /// The objects made so far.
    var madeCount: Int { objects.count }

    /// The object of the item `id` at `index`, made now if it was not yet.
    func object(id: Int, index: Int, item: AccessibleItem) -> AccessibleNode? {
        if let node = objects[id] { return node }
        guard let parent else { return nil }
        let node = AccessibleNode(
            role: RA_ROLE_LIST_ITEM, tag: tagBase + id, name: item.name, parent: parent,
            index: index)
        if !item.detail.isEmpty { node.setDescription(item.detail) }
        // Tab reaches every row and card.
        node.set(RA_STATE_FOCUSABLE, true)
        node.place(item)
        objects[id] = node
        return node
    }

    /// Follows the list now — its first item's id and its count — telling clients of items
    /// that came and went, and places each object made where `place` says its item is drawn
    /// (its frame, and whether any of it shows; nil for an index out of the list).
    func update(firstID: Int?, count: Int, place: (Int) -> (frame: Rect, isShowing: Bool)?) {
        if let old = self.firstID, firstID != old, self.count > 0 {
            // A new list (a refresh landed): every old item went.
            for (id, node) in objects.sorted(by: { $0.key > $1.key }) {
                parent?.childrenChanged(added: false, index: id - old, child: node)
            }
            objects.removeAll()
            self.count = 0
        }
        self.firstID = firstID
        let before = self.count
        self.count = count
        if count > before {
            for index in before..<min(count, before + Self.announcedLimit) {
                parent?.childrenChanged(added: true, index: index, child: nil)
            }
        } else if count < before, let first = firstID {
            for index in (count..<before).reversed() {
                let node = objects.removeValue(forKey: first + index)
                parent?.childrenChanged(added: false, index: index, child: node)
            }
        }
        guard let first = firstID else { return }
        for (id, node) in objects {
            if let now = place(id - first) { node.place(now.frame, showing: now.isShowing) }
        }
    }
}
