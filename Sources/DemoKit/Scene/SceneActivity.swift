import RefreshCore

/// What is still going on in a scene: the one answer to "has it settled?" (nothing) and to
/// "what keeps it from settling?" (the parts' words), worked out without allocating.
public struct SceneActivity: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// One thing that keeps a scene from settling. The cases are in the order a report names
    /// them, and each says in words what goes on.
    public enum Part: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// The pointer or a trackpad gesture holds the list.
        case listHeld
        /// The list coasts, bounces or animates.
        case listMoving
        /// A header refresh waits for its data.
        case refreshRequest
        /// A footer load waits for its data.
        case loadRequest
        /// The header refreshes.
        case headerRefreshing
        /// The footer loads.
        case footerRefreshing
        /// The header or its look animates.
        case headerAnimating
        /// The footer or its look animates.
        case footerAnimating
        /// The carousel is held, coasts or bounces.
        case carouselMoving
        /// A trailer load waits for its data.
        case trailerRequest
        /// The trailer loads.
        case trailerRefreshing
        /// The trailer or its look animates.
        case trailerAnimating
        /// The chat's request for older messages waits for its data.
        case olderRequest
        /// The chat's top loader loads.
        case olderLoading
        /// The top loader or its look animates.
        case olderAnimating

        /// The part in words, as a run that never settles reports it.
        public var description: String {
            switch self {
            case .listHeld: "the list is held"
            case .listMoving: "the list is moving"
            case .refreshRequest: "a header refresh is waiting for its data"
            case .loadRequest: "a footer load is waiting for its data"
            case .headerRefreshing: "the header is refreshing"
            case .footerRefreshing: "the footer is refreshing"
            case .headerAnimating: "the header animates"
            case .footerAnimating: "the footer animates"
            case .carouselMoving: "the carousel is moving or held"
            case .trailerRequest: "a trailer load is waiting for its data"
            case .trailerRefreshing: "the trailer is refreshing"
            case .trailerAnimating: "the trailer animates"
            case .olderRequest: "a load of older messages is waiting for its data"
            case .olderLoading: "the top loader is loading"
            case .olderAnimating: "the top loader animates"
            }
        }

        fileprivate var bit: UInt64 { 1 << rawValue }
    }

    private var bits: UInt64 = 0

    /// The activity of `parts`.
    public init(arrayLiteral parts: Part...) {
        for part in parts { insert(part) }
    }

    /// Nothing goes on: the scene has settled.
    public var isEmpty: Bool { bits == 0 }

    /// Whether `part` goes on.
    public func contains(_ part: Part) -> Bool { bits & part.bit != 0 }

    /// Whether everything in `other` goes on.
    public func isSuperset(of other: SceneActivity) -> Bool { bits & other.bits == other.bits }

    /// Notes that `part` goes on.
    public mutating func insert(_ part: Part) { bits |= part.bit }

    /// The parts that go on, in words, in the order of `Part`.
    public var descriptions: [String] {
        Part.allCases.filter(contains).map(\.description)
    }
}

extension SceneActivity {
    /// What goes on in a scene's parts now: its list (`scrollView`), the simulated network's
    /// `requests`, its header and footer, a top loader in the header's place, the carousel.
    init(
        scrollView: ScrollView, requests: DemoRequests,
        components: (header: RefreshHeader, footer: RefreshFooter?, topLoader: RefreshFooter?),
        carousel: DemoCarousel?
    ) {
        self = []
        func note(_ condition: Bool, _ part: SceneActivity.Part) {
            if condition { insert(part) }
        }
        let (header, footer, topLoader) = components
        note(scrollView.isDragging, .listHeld)
        note(!scrollView.isAtRest && !scrollView.isDragging, .listMoving)
        note(requests.refreshRequest != nil, .refreshRequest)
        note(requests.loadRequest != nil, .loadRequest)
        note(header.isRefreshing, .headerRefreshing)
        note(footer?.isRefreshing == true, .footerRefreshing)
        note(Self.animates(header), .headerAnimating)
        note(footer.map(Self.animates) ?? false, .footerAnimating)
        if let topLoader {
            note(requests.olderRequest != nil, .olderRequest)
            note(topLoader.isRefreshing, .olderLoading)
            note(Self.animates(topLoader), .olderAnimating)
        }
        if let carousel {
            note(!carousel.scrollView.isAtRest, .carouselMoving)
            note(carousel.request != nil, .trailerRequest)
            note(carousel.trailer.isRefreshing, .trailerRefreshing)
            note(Self.animates(carousel.trailer), .trailerAnimating)
        }
    }

    /// Whether `component` or its look animates.
    static func animates(_ component: some RefreshComponentHolder) -> Bool {
        component.isAnimating || component.isAnimatingLooks
    }
}
