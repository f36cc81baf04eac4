/// What an item of a `ListLayout` is: a row, or something between rows that is not one.
///
/// The difference matters where rows are counted (the anchor row, the keyboard's `row:N`) and
/// for sticky headers: only rows are counted, only headers stick.
public enum ListItemKind: Equatable, Hashable, Sendable {
    /// A row of the list's data.
    case row
    /// A section's header, or anything else between rows that is not one (a day separator).
    case header
}
