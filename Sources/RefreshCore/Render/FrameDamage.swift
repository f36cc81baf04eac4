/// What a frame changes on the screen, found by comparing its draw list with the one before:
/// nothing (the same commands), an area (the same commands but some, which are drawn elsewhere
/// or otherwise: the union of where each was and is drawn), or the whole view (commands added,
/// removed or of another kind, or a clip that changed, which changes all that follows).
///
/// A renderer that keeps the last frame's pixels redraws and shows only the area: the
/// scrollbar's fade or a spinner turning costs their own few pixels, not the window's.
public enum FrameDamage: Equatable, Sendable {
    /// Nothing changed.
    case none
    /// Only this area (points) changed.
    case area(Rect)
    /// Anything may have changed.
    case whole

    /// The area, when only part changed; nil for nothing and for the whole view.
    public var area: Rect? {
        if case .area(let area) = self { return area }
        return nil
    }

    /// Points added around the area on every side: text is drawn from the metrics' size, but
    /// its antialiased edges and a renderer's rounding may reach a little beyond.
    public static let margin = 2.0

    /// What drawing `new` over a frame that showed `old` changes; text is measured with
    /// `metrics` (the renderer's own). An area reaching `wholeArea` (square points) is the whole
    /// view: the comparison stops there (a scrolled list changes every row; measuring each
    /// row's text would only find that out slowly).
    public static func between(
        _ old: [DrawCommand], _ new: [DrawCommand], metrics: TextMetrics,
        wholeArea: Double = .infinity
    ) -> FrameDamage {
        guard old.count == new.count else { return .whole }
        var union: Rect?
        func add(_ rect: Rect) {
            guard !rect.isEmpty else { return }
            guard let current = union else {
                union = rect
                return
            }
            let x0 = min(current.minX, rect.minX)
            let y0 = min(current.minY, rect.minY)
            union = Rect(
                x: x0, y: y0, width: max(current.maxX, rect.maxX) - x0,
                height: max(current.maxY, rect.maxY) - y0)
        }
        for index in old.indices where old[index] != new[index] {
            guard let was = bounds(old[index], metrics: metrics),
                let now = bounds(new[index], metrics: metrics),
                sameKind(old[index], new[index])
            else { return .whole }
            add(was)
            add(now)
            if let union, union.width * union.height >= wholeArea { return .whole }
        }
        guard let union else { return .none }
        return .area(
            Rect(
                x: union.minX - margin, y: union.minY - margin, width: union.width + 2 * margin,
                height: union.height + 2 * margin))
    }

    /// Where `command` draws (a layer: all of its rect); nil for a clip, whose change changes
    /// what every later command may draw.
    static func bounds(_ command: DrawCommand, metrics: TextMetrics) -> Rect? {
        switch command {
        case .fill(let rect, _):
            return rect
        case .sprite(_, _, let rect, let rotation, _, _):
            guard rotation != 0 else { return rect }
            // Turned about its centre: within the circle through its corners.
            let radius = (rect.width * rect.width + rect.height * rect.height).squareRoot() / 2
            return Rect(
                x: rect.midX - radius, y: rect.midY - radius, width: 2 * radius,
                height: 2 * radius)
        case .text(let string, let style, _, let origin):
            return Rect(origin: origin, size: metrics.size(of: string, style: style))
        case .turnedText(let string, let style, _, let center, _):
            let size = metrics.size(of: string, style: style)
            let radius = (size.width * size.width + size.height * size.height).squareRoot() / 2
            return Rect(
                x: center.x - radius, y: center.y - radius, width: 2 * radius,
                height: 2 * radius)
        case .beginLayer(_, _, let rect):
            return rect
        case .pushClip, .popClip, .endLayer:
            return nil
        }
    }

    private static func sameKind(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
        switch (a, b) {
        case (.fill, .fill), (.sprite, .sprite), (.text, .text), (.turnedText, .turnedText),
            (.beginLayer, .beginLayer):
            return true
        default:
            return false
        }
    }
}
