import RefreshCore

/// Every routing decision of the demo's pointer and trackpad, in one place, on the core's
/// `PointerRouter`: which scroll view a press, a drag and a trackpad scroll go to (the list, or
/// the carousel when they start on its band), and what a click is (the footer's tap, or a
/// click on the second floor's page, which closes it). The scene applies what it returns. The
/// game controller's stick scrolls the list through it too (`stick`).
final class DemoPointerRouter {
    /// What a pointer event came to, for the scene to carry out.
    enum Outcome: Equatable {
        /// Nothing beyond the drag the routers already moved.
        case none
        /// A press that barely moved, at this point: the footer's title may take it.
        case click(Point)
        /// A click on the revealed second floor's page: close the floor.
        case closeFloor
    }

    /// The carousel's part in routing: its scroll view and trackpad, and where its band is.
    struct Carousel {
        /// Turns the horizontal part of trackpad scrolls into drags of the cards.
        var trackpad: TrackpadScroll
        /// The band's frame in the view now (nil without one).
        var band: () -> Rect?
    }

    /// How far apart, in points, a press may go down and come up on the second floor's page
    /// and still be a click that closes it (the contract's 10 points; the footer's tap keeps
    /// the router's 4).
    static let pageClickDistance = 10.0

    /// Routes the pointer to the list and tells clicks from drags (a press that moves less than
    /// 4 points is a click).
    let pointer: PointerRouter
    /// Turns trackpad scrolls into drags of the list.
    private let trackpad: TrackpadScroll
    /// The game controller's left stick, scrolling the list.
    let stick: StickScroller
    /// The carousel, once one is routed to.
    private var carousel: Carousel?
    /// Where the last `down` or `move` left the pointer (a trackpad's DX goes to the carousel
    /// when it is over the band).
    private(set) var pointerLocation: Point?
    /// Whether the second floor's page is revealed and holds the list (a click on it closes it).
    var floorHoldsList: () -> Bool = { false }

    /// A router for the list `list`.
    init(list: ScrollView) {
        pointer = PointerRouter(root: list, clickSlop: 4)
        trackpad = TrackpadScroll(scrollView: list)
        stick = StickScroller(scrollView: list)
    }

    private var list: ScrollView { pointer.root }

    /// Routes drags starting on the carousel's band to it when they are more sideways than
    /// not (the direction lock), and a trackpad's DX over the band.
    func route(
        carousel scrollView: ScrollView, trackpad: TrackpadScroll, band: @escaping () -> Rect?
    ) {
        carousel = Carousel(trackpad: trackpad, band: band)
        pointer.nested.append(
            PointerRouter.Nested(scrollView: scrollView, axis: .horizontal) { [unowned list] in
                guard let band = band() else { return nil }
                let view = Rect(origin: .zero, size: list.viewSize)
                return band.maxY > view.minY && band.minY < view.maxY ? band : nil
            })
    }

    /// Routes a pointer, trackpad or wheel event; other events are no business of its.
    func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
            return routePointer(event)
        case .scroll(let delta):
            scrollCarousel(by: delta)
            // The list's gesture starts only with a vertical part: a sideways scroll is the
            // carousel's or nobody's, and must not grab (and stop) the list.
            if delta.y != 0 || trackpad.isActive { trackpad.scroll(by: delta) }
        case .wheel(let notches):
            list.scrollByWheel(notches: notches)
        case .key, .keyPress, .secondaryClick, .resize, .controller, .focus, .network:
            break
        }
        return .none
    }

    /// The menu or a scrollbar took `event`, which the list never sees: a press taken so lets go
    /// of one the list still holds (a script's second `down`), whose release would otherwise
    /// never come to it and leave the list held for ever.
    func desktopTook(_ event: InputEvent) {
        if case .pointerDown = event { pointer.handle(.pointerCancel) }
    }

    private func routePointer(_ event: InputEvent) -> Outcome {
        switch event {
        case .pointerDown(let point):
            // The pointer takes over the scroll view it goes down on; a trackpad gesture on the
            // other one is let go, so it is never left held.
            if carousel?.band()?.contains(point) ?? false {
                trackpad.letGo()
                carousel?.trackpad.interrupt()
            } else {
                trackpad.interrupt()
                carousel?.trackpad.letGo()
            }
            pointerLocation = point
        case .pointerMove(let point):
            pointerLocation = point
        default:
            break
        }
        let clicked = pointer.handle(event)
        if isPageClick(event) { return .closeFloor }
        return clicked.map { .click($0) } ?? .none
    }

    /// A press released on the revealed page less than `pageClickDistance` points from where it
    /// went down.
    private func isPageClick(_ event: InputEvent) -> Bool {
        guard case .pointerUp(let point) = event, floorHoldsList(),
            let start = pointer.lastPressStart
        else { return false }
        let (dx, dy) = (point.x - start.x, point.y - start.y)
        let onPage = point.y < -list.contentOffsetY
        return onPage && (dx * dx + dy * dy).squareRoot() < Self.pageClickDistance
    }

    /// A trackpad scroll's DX scrolls the carousel while the pointer is over its band.
    private func scrollCarousel(by delta: Point) {
        guard let carousel, delta.x != 0, let band = carousel.band(),
            let point = pointerLocation, band.contains(point)
        else { return }
        carousel.trackpad.scroll(by: Point(x: delta.x, y: 0))
    }
}
