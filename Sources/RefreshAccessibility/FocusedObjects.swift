internal import CAccessibility

/// The objects with the focused state: the one with the keyboard focus, after the list or
/// carousel it is in (as a GTK tree view and its cell are), or the list or open menu alone.
final class FocusedObjects {
    /// The focused objects, the list or carousel first.
    private(set) var nodes: [AccessibleNode] = []

    /// Whether `node` has the focused state.
    func contains(_ node: AccessibleNode) -> Bool { nodes.contains { $0 === node } }

    /// Gives the focused state to `now` and takes it from the objects that had it, then sends
    /// the focus event for the new leaf (what Orca follows, reading a row as Tab reaches it); a
    /// row or card's list also says which is its active descendant. Nothing when `now` is
    /// already focused.
    func move(to now: [AccessibleNode]) {
        guard now.map(ObjectIdentifier.init) != nodes.map(ObjectIdentifier.init) else { return }
        for node in nodes where !now.contains(where: { $0 === node }) {
            node.set(RA_STATE_FOCUSED, false)
        }
        for node in now where !contains(node) {
            node.set(RA_STATE_FOCUSED, true)
        }
        nodes = now
        guard let leaf = now.last else { return }
        if now.count == 2 { ra_node_active_descendant_changed(now[0].handle, leaf.handle) }
        ra_node_focus_event(leaf.handle)
    }
}
