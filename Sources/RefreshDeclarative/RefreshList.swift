import RefreshCore

/// A pull-to-refresh list described as a value: its rows, its header and footer, its language
/// and what to tell the app, as a SwiftUI `List` with `.refreshable` is.
///
/// A description is cheap and made afresh whenever the app's state changes; a
/// `RefreshListBridge` turns the first one into a scroll view and components, and every later
/// one into updates of those same objects.
///
///     let list = RefreshList(rows: feed.items.map(\.id))
///         .header(look: TitleLook.header)
///         .refreshable { try await feed.reload() }
///         .loadMore { try await feed.loadNextPage() }
public struct RefreshList {
    /// The rows.
    public var rows: RefreshListRows
    /// Each row's height in points (MJRefresh's demo: 44).
    public var rowHeight: Double = 44
    /// Points of content besides the rows (an item of its own, such as a carousel's band).
    public var extraHeight = 0.0
    /// The header, if any.
    public var header: RefreshListHeader?
    /// The footer, if any.
    public var footer: RefreshListFooter?
    /// The language of every title.
    public var language: RefreshLanguage = .english
    /// The titles in `language`.
    public var strings: RefreshStrings = .english
    /// How long a success and a failure stay on show (seconds), for both components.
    public var resultDwell: (success: Double, failure: Double) = (0, 0)
    /// Told the header's `pullingPercent` whenever it changes.
    public var onPullingPercentChange: ((Double) -> Void)?

    /// A list of `count` rows, with no header or footer.
    public init(rows count: Int) {
        rows = RefreshListRows(count: count)
    }

    /// A list with a row for each identifier, with no header or footer.
    public init<ID: Hashable>(rows identifiers: [ID]) {
        rows = RefreshListRows(identifiers)
    }
}
