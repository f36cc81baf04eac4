import RefreshCore

/// The footer of a `RefreshList`: how to build the component, what identifies it, and what
/// runs when it loads.
///
/// As with the header, the component is built once per `id` and updated in place after that.
/// The bridge makes it wait while the header refreshes (the header wins, as in MJRefresh).
public struct RefreshListFooter {
    /// What the component is: a new value builds a new component.
    public var id: AnyHashable
    /// Builds the component (called when `id` is new).
    public var make: () -> RefreshFooter
    /// What runs when it loads.
    public var action: RefreshListAction = .none
    /// Whether a newly built footer starts at "no more data" (an existing one keeps its state:
    /// the app says when data runs out through the component).
    public var startsWithNoMoreData = false

    /// A footer built by `make`, known by `id`.
    public init(id: some Hashable, make: @escaping () -> RefreshFooter) {
        self.id = AnyHashable(id)
        self.make = make
    }

    /// An auto footer (loads as it comes into view) wearing `look`, known by the look's type
    /// unless `id` says otherwise.
    public static func auto<Look: RefreshLook>(look: Look, id: AnyHashable? = nil) -> Self {
        Self(id: id ?? AnyHashable(ObjectIdentifier(Look.self))) {
            let footer = RefreshFooter.auto(look: look)
            footer.hidesWhenContentShort = true
            return footer
        }
    }
}
