import RefreshCore

/// A look declared as a closure of the moment (state, `pullingPercent`, alpha, time, result,
/// titles): what a SwiftUI user writes instead of a subclass.
///
///     let bar = ClosureLook { moment, list, frame in
///         let width = frame.size.width * min(1, moment.pullingPercent)
///         list.fill(Rect(x: frame.origin.x, y: frame.maxY - 4, width: width, height: 4), .blue)
///     }
///
/// It draws nothing but what the closure draws; `title` (optional) is the state title it reports.
public struct ClosureLook: RefreshLook {
    /// Draws the look for a moment into a list, inside a frame.
    public typealias Body = (RefreshMoment, inout DrawList, Rect) -> Void

    /// The height the look asks for (0: the component's own).
    public var preferredHeight: Double
    private let body: Body
    private let titleOf: ((RefreshMoment) -> String)?
    private let animates: Bool

    /// A look drawn by `body`; `animating` says the picture changes on its own while the
    /// component refreshes (a spinner drawn from `moment.time`); `title` names the state.
    public init(
        height: Double = 0, animatingWhileRefreshing animating: Bool = false,
        title: ((RefreshMoment) -> String)? = nil, _ body: @escaping Body
    ) {
        preferredHeight = height
        self.body = body
        titleOf = title
        animates = animating
    }

    /// Runs the closure.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        body(moment, &list, frame)
    }

    /// The closure's title, or none.
    public func title(at moment: RefreshMoment) -> String { titleOf?(moment) ?? "" }

    /// Animating while refreshing, if the look said so.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        animates && moment.state == .refreshing
    }
}
