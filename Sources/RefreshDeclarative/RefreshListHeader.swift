import RefreshCore

/// The header of a `RefreshList`: how to build the component, what identifies it, and what
/// runs when it refreshes.
///
/// The bridge builds the component once and keeps it while `id` stays the same, however often
/// the list is described again; a new `id` swaps it for a new one (as the demo's header key
/// does). Everything else (the action, the hooks) is updated in place.
public struct RefreshListHeader {
    /// What the component is: a new value builds a new component.
    public var id: AnyHashable
    /// Builds the component (called when `id` is new).
    public var make: () -> RefreshHeader
    /// What runs when it refreshes.
    public var action: RefreshListAction = .none
    /// Runs when refreshing begins, before the opening animation (an app stops competing work).
    public var onBegin: (() -> Void)?

    /// A header built by `make`, known by `id`.
    public init(id: some Hashable, make: @escaping () -> RefreshHeader) {
        self.id = AnyHashable(id)
        self.make = make
    }

    /// A header wearing `look`, known by the look's type unless `id` says otherwise, keeping
    /// its last-updated time in `store`.
    public init<Look: RefreshLook>(
        look: Look, id: AnyHashable? = nil, store: LastUpdatedStore = MemoryLastUpdatedStore()
    ) {
        self.id = id ?? AnyHashable(ObjectIdentifier(Look.self))
        make = { RefreshHeader(look: look, store: store) }
    }
}
