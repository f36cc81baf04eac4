/// The commands of one frame, in painter's order. Its storage is kept between frames.
public struct DrawList: Sendable {
    /// The commands, in order.
    public internal(set) var commands: [DrawCommand] = []
    /// Where drawing can show now: the intersection of the clips `clipped(to:)` has pushed;
    /// nil outside any. What lies wholly outside it need not be drawn (or laid out) at all.
    public private(set) var visibleArea: Rect?
    /// The language the list's text is in, set by whoever builds it: a renderer draws the text
    /// in its fonts' forms for it (the Han glyph forms of Chinese, Japanese or Korean). Nil
    /// leaves the renderer's fonts in the language they are in.
    public var language: RefreshLanguage?

    /// An empty list that reserves room for `capacity` commands.
    public init(capacity: Int = 256) {
        commands.reserveCapacity(capacity)
    }

    /// Empties the list and keeps its storage for the next frame.
    public mutating func reset() {
        commands.removeAll(keepingCapacity: true)
        visibleArea = nil
        language = nil
    }

    /// Appends one command.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Fills `rect` with `color`.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fill(rect, color))
    }

    /// Draws a text run at `origin`.
    public mutating func text(_ string: String, style: TextStyle, color: Color, at origin: Point) {
        commands.append(.text(string, style: style, color: color, origin: origin))
    }

    /// Draws a text run centred on `center`, turned by `rotation` radians clockwise.
    public mutating func turnedText(
        _ string: String, style: TextStyle, color: Color, center: Point, rotation: Double
    ) {
        commands.append(
            .turnedText(string, style: style, color: color, center: center, rotation: rotation))
    }

    /// Draws a sprite frame.
    public mutating func sprite(
        _ sheet: String, frame: Int, in rect: Rect, rotation: Double = 0, alpha: Double = 1,
        tint: Color? = nil
    ) {
        commands.append(
            .sprite(
                sheet: sheet, frame: frame, rect: rect, rotation: rotation, alpha: alpha, tint: tint
            ))
    }

    /// Runs `body` with drawing clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        let outer = visibleArea
        visibleArea = outer.map { $0.intersection(rect) } ?? rect
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
        visibleArea = outer
    }

    /// Makes every sprite appended since command `start` draw from the sheet `twins` names for
    /// its own, where it names one: how a theme swaps art drawn in one palette's ink for its
    /// twin in another's, without each look knowing about themes.
    public mutating func swapSheets(from start: Int, _ twins: [String: String]) {
        guard !twins.isEmpty, start < commands.count else { return }
        for index in max(start, 0)..<commands.count {
            guard
                case .sprite(let sheet, let frame, let rect, let rotation, let alpha, let tint) =
                    commands[index], let twin = twins[sheet]
            else { continue }
            commands[index] = .sprite(
                sheet: twin, frame: frame, rect: rect, rotation: rotation, alpha: alpha, tint: tint)
        }
    }
}
