/// What is still going on in a scene: the one answer to "has it settled?" (none of these) and
/// to "what keeps it from settling?" (their names), worked out without allocating.
public struct SceneActivity: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt16

    /// An activity set from its bits.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The pointer or a trackpad gesture holds the list.
    public static let listHeld = SceneActivity(rawValue: 1 << 0)
    /// The list coasts, bounces or animates.
    public static let listMoving = SceneActivity(rawValue: 1 << 1)
    /// A header refresh waits for its data.
    public static let refreshRequest = SceneActivity(rawValue: 1 << 2)
    /// A footer load waits for its data.
    public static let loadRequest = SceneActivity(rawValue: 1 << 3)
    /// The header refreshes.
    public static let headerRefreshing = SceneActivity(rawValue: 1 << 4)
    /// The footer loads.
    public static let footerRefreshing = SceneActivity(rawValue: 1 << 5)
    /// The header or its look animates.
    public static let headerAnimating = SceneActivity(rawValue: 1 << 6)
    /// The footer or its look animates.
    public static let footerAnimating = SceneActivity(rawValue: 1 << 7)
    /// The carousel is held, coasts or bounces.
    public static let carouselMoving = SceneActivity(rawValue: 1 << 8)
    /// A trailer load waits for its data.
    public static let trailerRequest = SceneActivity(rawValue: 1 << 9)
    /// The trailer loads.
    public static let trailerRefreshing = SceneActivity(rawValue: 1 << 10)
    /// The trailer or its look animates.
    public static let trailerAnimating = SceneActivity(rawValue: 1 << 11)

    /// Each activity with its words, in the order they are reported.
    static let names: [(SceneActivity, String)] = [
        (.listHeld, "the list is held"), (.listMoving, "the list is moving"),
        (.refreshRequest, "a header refresh is waiting for its data"),
        (.loadRequest, "a footer load is waiting for its data"),
        (.headerRefreshing, "the header is refreshing"),
        (.footerRefreshing, "the footer is refreshing"),
        (.headerAnimating, "the header animates"), (.footerAnimating, "the footer animates"),
        (.carouselMoving, "the carousel is moving or held"),
        (.trailerRequest, "a trailer load is waiting for its data"),
        (.trailerRefreshing, "the trailer is refreshing"),
        (.trailerAnimating, "the trailer animates"),
    ]

    /// The activities in words.
    public var descriptions: [String] {
        Self.names.filter { contains($0.0) }.map(\.1)
    }
}
