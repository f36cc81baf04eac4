import RefreshCore
import SpriteArt

/// The carousel item of the demo's list: a band 180 points tall after `afterRows` rows holding a
/// horizontal scroll view of cards (120 × 160, 10 points of padding and gaps) with MJRefresh's
/// trailer past the last card, on the scene's clock.
public final class DemoCarousel {
    /// One card: its number (its id) picks its picture and its title.
    public struct Card: Equatable, Sendable {
        /// Unique in the carousel's life, counting from 1.
        public let id: Int
    }

    /// The band's height (the contract's 180 points).
    public static let bandHeight = 180.0
    /// A card's size.
    public static let cardSize = Size(width: 120, height: 160)
    /// Padding around the cards and between them.
    public static let gap = 10.0
    /// Cards each trailer load appends.
    public static let loadSize = 4
    /// The sprite sheets the carousel draws.
    public static let sheets: [SpriteSheetName] = [.cards, .arrow, .spinner, .result]
    /// How many pictures the cards go through (the `cards` sheet's frames, `SpriteArt`'s
    /// `CardArt`), each with its title (`List.Card1` … `List.Card8`).
    static let pictures = 8

    /// The carousel's scroll view (its view is the band).
    public let scrollView: ScrollView
    /// The trailer past the last card.
    public let trailer: RefreshFooter
    /// Rows of the list above the band.
    public let afterRows: Int
    /// The cards now.
    public private(set) var cards: [Card] = []
    /// Trailer requests whose cards have landed.
    public internal(set) var loads = 0
    /// The titles under the pictures, in the pictures' order, in the scene's language.
    private(set) var titles: [String] = []
    /// The titles' language's place in the scene's order, which the cards' layers name.
    private(set) var titlesVersion = 0
    /// The trailer's request in flight.
    var request: Timeline.Token?
    /// Turns the horizontal part of trackpad scrolls over the band into drags of the cards.
    lazy var trackpad = TrackpadScroll(scrollView: scrollView)
    private var nextID = 1

    /// A carousel of `cards` cards after `afterRows` rows, `width` points wide.
    init(afterRows: Int, cards: Int, width: Double, timeline: Timeline, look: any RefreshLook) {
        self.afterRows = afterRows
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: width, height: Self.bandHeight))
        trailer = .trailer(look: look)
        reset(cards: cards)
        trailer.attach(to: scrollView)
    }

    /// The content width of `count` cards.
    public static func contentWidth(cards count: Int) -> Double {
        count == 0 ? 0 : gap + Double(count) * (cardSize.width + gap)
    }

    /// Replaces every card with `count` new ones and brings the offset into its new range at
    /// once.
    func reset(cards count: Int) {
        cards.removeAll(keepingCapacity: true)
        append(count)
        clampOffset()
    }

    /// Brings the offset into its range at once.
    private func clampOffset() {
        let bounds = scrollView.offsetBounds(.horizontal)
        let offset = scrollView.contentOffsetX
        if !bounds.contains(offset) {
            scrollView.setContentOffset(
                min(max(offset, bounds.lowerBound), bounds.upperBound), along: .horizontal)
        }
    }

    /// The band follows the list's width (a window resized); a carousel at rest is brought into
    /// its new range at once, so it rests at its end of the wider or narrower band.
    func resize(width: Double) {
        // Whether it rested before: the new size itself may start a spring back into range.
        let resting = scrollView.isAtRest && !trailer.isRefreshing
        scrollView.viewSize = Size(width: width, height: Self.bandHeight)
        if resting { clampOffset() }
    }

    /// Appends `count` new cards.
    func append(_ count: Int) {
        cards.reserveCapacity(cards.count + count)
        for _ in 0..<count {
            cards.append(Card(id: nextID))
            nextID += 1
        }
        scrollView.contentSize = Size(
            width: Self.contentWidth(cards: cards.count), height: Self.bandHeight)
    }

    /// Gives the pictures `titles` (in their order), in the language at `version` in the
    /// scene's order: the cards are drawn anew with them.
    func retitle(_ titles: [String], version: Int) {
        self.titles = titles
        titlesVersion = version
    }

    /// Whether anything of the carousel moves or animates.
    var isAnimating: Bool {
        !scrollView.isAtRest || trailer.isAnimating || trailer.isAnimatingLooks
    }
}
