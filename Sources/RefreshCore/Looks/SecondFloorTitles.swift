/// The words of a header's second floor: its hint, its opening, and its page's title and way
/// back — the strings table's `SecondFloor…` keys, in one place.
public struct SecondFloorTitles: Equatable, Sendable {
    /// Pulled far enough to open the floor ("Release to enter the second floor").
    public var ready: String
    /// While the content slides away to reveal the page ("Opening the second floor...").
    public var opening: String
    /// The page's title ("Second floor").
    public var page: String
    /// How to leave the page ("Press b or click to go back").
    public var back: String

    /// The floor's titles in the language of `strings`; an app that wants other words changes
    /// the fields of the result.
    public init(_ strings: RefreshStrings) {
        ready = strings[.secondFloorReady]
        opening = strings[.secondFloorOpening]
        page = strings[.secondFloorTitle]
        back = strings[.secondFloorBack]
    }
}
