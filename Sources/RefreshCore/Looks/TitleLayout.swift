/// A component's title and second line as they are drawn: each fitted to the room it has.
public struct TitleLayout: Equatable, Sendable {
    /// The title, nil for none.
    public var title: FittedText?
    /// The second line (a header's last-updated line), nil for none.
    public var detail: FittedText?

    /// No lines.
    public init(title: FittedText? = nil, detail: FittedText? = nil) {
        self.title = title
        self.detail = detail
    }

    /// The widest line's width as drawn, 0 for none.
    public var width: Double { max(title?.width ?? 0, detail?.width ?? 0) }
}
