/// Where a row of the key table sits in the context menu: its title (a text of `ListTexts`, in
/// every language), its place among the items, and when it is there at all.
public struct MenuPlace: Sendable {
    /// When an item is in the menu.
    public enum Context: Sendable {
        /// Always.
        case always
        /// With the second-floor header.
        case floorHeader
        /// When the menu opens over the carousel's band.
        case overCarousel
        /// While a refresh or a load is in flight.
        case inFlight
    }

    /// What the item says, in the language the menu opens in.
    public let title: ListTexts.Key
    /// Its place, items sorted by it top to bottom.
    public let order: Int
    /// When it is in the menu.
    public let context: Context
}
