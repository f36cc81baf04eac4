/// The rows of a `RefreshList`: how many there are, and optionally who they are.
///
/// The bridge only needs the count (the content's height); identifiers let an app describe its
/// rows by their data, as SwiftUI's `List(items)` does.
public struct RefreshListRows: Equatable {
    /// How many rows the list holds.
    public var count: Int
    /// The rows' identities, in order, when the app gave them.
    public var identifiers: [AnyHashable]?

    /// `count` anonymous rows.
    public init(count: Int) {
        self.count = max(0, count)
        identifiers = nil
    }

    /// One row for each of `identifiers`, in order.
    public init<ID: Hashable>(_ identifiers: [ID]) {
        count = identifiers.count
        self.identifiers = identifiers.map { AnyHashable($0) }
    }
}
