import RefreshCore

/// What the bridge reads of a header's or footer's description: the identity that decides
/// whether the built component is kept, how to build a new one and what its refreshing does.
protocol DescribedComponent {
    /// The kind of component the description builds.
    associatedtype Component: RefreshComponentHolder
    /// Kept while it stays the same; a new one builds a new component.
    var id: AnyHashable { get }
    /// Builds the component.
    var make: () -> Component { get }
    /// What refreshing does.
    var action: RefreshListAction { get }
}

extension RefreshListHeader: DescribedComponent {}

extension RefreshListFooter: DescribedComponent {}
