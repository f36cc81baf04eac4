/// Which list the demo shows (`--list`): the contract's "Lists". `chat` is not built yet, so
/// `--list chat` is a usage error naming the three that are.
public enum ListKind: String, CaseIterable, Sendable {
    /// The list of the first two rounds: 44-point rows that a refresh replaces.
    case plain
    /// A social feed: avatars, authors, wrapped text of one to four lines, relative times; a
    /// refresh puts new rows above the old ones.
    case feed
    /// The plain list's rows in sections of 5 under sticky 28-point headers.
    case sections
}
