/// A look that draws nothing (a component whose app draws it elsewhere, or a test's).
public struct EmptyLook: RefreshLook {
    /// An empty look.
    public init() {}

    /// Draws nothing.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {}
}
