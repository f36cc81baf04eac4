/// What a list shows instead of rows (the trace's `placeholder`).
public enum PlaceholderState: String, Sendable {
    /// Rows, or nothing in their place.
    case none
    /// No rows: a picture, "Nothing here yet" and a Refresh button.
    case empty
    /// A header refresh of an empty list is under way: shimmering placeholder rows.
    case loading
    /// A refresh failed (from its failure dwell until the next refresh begins), with no rows:
    /// "Couldn't refresh" and a Try again button.
    case error
}
