internal import CAccessibility
import Glibc
import RefreshAccessibleView
import RefreshCore

/// One ATK object, remembering what it was last told so that only changes reach ATK (and so
/// clients hear only real changes). Released, it tells clients it is gone.
final class AccessibleNode {
    let handle: OpaquePointer
    let tag: Int
    private var name: String
    /// The extents last given to ATK (x, y, width, height; nil before the first).
    private var extents: (Int32, Int32, Int32, Int32)?
    /// The states set, one bit each (`RAState`'s raw value).
    private var states: UInt64 = 0

    init(role: RARole, tag: Int, name: String, parent: AccessibleNode?, index: Int) {
        self.tag = tag
        self.name = name
        handle = ra_node_new(role, tag, name)
        if let parent { ra_node_set_parent(handle, parent.handle, Int32(index)) }
        for state in [RA_STATE_ENABLED, RA_STATE_SENSITIVE] { set(state, true) }
    }

    deinit {
        ra_node_release(handle)
    }

    /// Renames the object; a status bar's clients hear it said. True when the name changed.
    @discardableResult
    func setName(_ name: String) -> Bool {
        guard name != self.name else { return false }
        self.name = name
        ra_node_set_name(handle, name)
        return true
    }

    func setDescription(_ description: String) {
        ra_node_set_description(handle, description)
    }

    func setAttribute(_ key: String, _ value: String) {
        ra_node_set_attribute(handle, key, value)
    }

    func setActions(_ names: [String]) {
        let copies = names.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        copies.map { UnsafePointer($0) }.withUnsafeBufferPointer {
            ra_node_set_actions(handle, $0.baseAddress, Int32(names.count))
        }
    }

    /// Whether the object says it is showing.
    var isShowing: Bool { states & Self.bit(RA_STATE_SHOWING) != 0 }

    private static func bit(_ state: RAState) -> UInt64 { 1 << UInt64(state.rawValue) }

    func set(_ state: RAState, _ on: Bool) {
        guard (states & Self.bit(state) != 0) != on else { return }
        states = on ? states | Self.bit(state) : states & ~Self.bit(state)
        ra_node_set_state(handle, state, on)
    }

    /// Places the object at `frame` (points in the window) and marks it visible and showing
    /// while `showing`.
    func place(_ frame: Rect, showing: Bool) {
        // No array: every row is placed every frame.
        func pixel(_ value: Double) -> Int32 { Int32(clamping: Int(value.rounded())) }
        let values = (pixel(frame.minX), pixel(frame.minY), pixel(frame.width), pixel(frame.height))
        if let extents, extents == values {
        } else {
            extents = values
            ra_node_set_extents(handle, values.0, values.1, values.2, values.3)
        }
        set(RA_STATE_VISIBLE, showing)
        set(RA_STATE_SHOWING, showing)
    }

    /// Places the object where `item` is drawn.
    func place(_ item: AccessibleItem) {
        place(item.frame, showing: item.isShowing)
    }

    func childrenChanged(added: Bool, index: Int, child: AccessibleNode?) {
        ra_node_children_changed(handle, added, Int32(index), child?.handle)
    }
}
