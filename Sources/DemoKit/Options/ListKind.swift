/// Which list the demo shows (`--list`): the contract's "Lists".
public enum ListKind: String, CaseIterable, Sendable {
    /// The list of the first two rounds: 44-point rows that a refresh replaces.
    case plain
    /// A social feed: avatars, authors, wrapped text of one to four lines, relative times; a
    /// refresh puts new rows above the old ones.
    case feed
    /// The plain list's rows in sections of 5 under sticky 28-point headers.
    case sections
    /// A chat: messages as bubbles of two authors under day separators, the newest at the
    /// bottom; older ones load at the top (the top loader), new ones arrive every 3 s.
    case chat

    /// Whether its rows wrap their text at the view's width (a resize lays them out anew).
    var wrapsWithWidth: Bool { self == .feed || self == .chat }
}
