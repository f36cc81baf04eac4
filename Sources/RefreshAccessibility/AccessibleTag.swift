/// The tags that name the window's accessible objects to the C bridge: the fixed objects
/// one each, menu items, rows and cards counted from bases of their own.
enum AccessibleTag {
    static let root = 0
    static let frame = 1
    static let list = 2
    static let header = 3
    static let footer = 4
    static let carousel = 5
    static let trailer = 6
    static let headerAnnouncer = 7
    static let footerAnnouncer = 8
    static let trailerAnnouncer = 9
    static let placeholderButton = 10
    static let menu = 11
    static let pill = 12
    static let pillAnnouncer = 13
    static let gapButton = 14
    static let menuItems = 1 << 24
    static let rows = 1 << 32
    static let cards = 1 << 40
}
