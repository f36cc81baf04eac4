import Glibc

/// One element of the app icon, which both the rasteriser (`Canvas`, as the sheets are drawn)
/// and the SVG writer understand, so the scalable icon and its PNGs are the same drawing.
enum IconPart {
    /// A rectangle with rounded corners, filled top to bottom with a gradient.
    case tile(origin: Vec2, size: Double, radius: Double, top: RGBA, bottom: RGBA)
    /// A round-capped stroke along a circle (angles clockwise from twelve o'clock, radians).
    case arc(centre: Vec2, radius: Double, start: Double, sweep: Double, width: Double, RGBA)
    /// A filled polygon.
    case polygon([Vec2], RGBA)

    /// Draws the part into `canvas`, whose points are the icon's units times `unit`.
    func draw(into canvas: inout Canvas, unit: Double) {
        switch self {
        case .tile(let origin, let size, let radius, let top, let bottom):
            // A square shrunk by the radius, then grown by it: the corners round.
            let inset = origin + Vec2(radius, radius)
            let side = size - 2 * radius
            let corners = [
                inset, inset + Vec2(side, 0), inset + Vec2(side, side), inset + Vec2(0, side),
            ]
            let shape = Shape.polygon(corners.map { $0 * unit }).inflated(radius * unit)
            let paint = Paint.linear(origin * unit, top, (origin + Vec2(0, size)) * unit, bottom)
            canvas.fill(shape, paint)
        case .arc(let centre, let radius, let start, let sweep, let width, let color):
            canvas.fill(
                .arc(
                    centre * unit, radius: radius * unit, start: start, sweep: sweep,
                    width: width * unit), color)
        case .polygon(let points, let color):
            canvas.fill(.polygon(points.map { $0 * unit }), color)
        }
    }

    /// The part as an SVG element in the icon's units; a gradient needs `id` for its definition.
    func svg(id: String) -> String {
        switch self {
        case .tile(let origin, let size, let radius, let top, let bottom):
            return """
                <defs><linearGradient id="\(id)" x1="0" y1="\(n(origin.y))" x2="0" \
                y2="\(n(origin.y + size))" gradientUnits="userSpaceOnUse">\
                <stop offset="0" stop-color="\(hex(top))"/>\
                <stop offset="1" stop-color="\(hex(bottom))"/></linearGradient></defs>
                <rect x="\(n(origin.x))" y="\(n(origin.y))" width="\(n(size))" \
                height="\(n(size))" rx="\(n(radius))" fill="url(#\(id))"/>
                """
        case .arc(let centre, let radius, let start, let sweep, let width, let color):
            let from = Vec2.polar(centre, radius: radius, angle: start)
            let to = Vec2.polar(centre, radius: radius, angle: start + sweep)
            let large = sweep > Double.pi ? 1 : 0
            return """
                <path d="M \(n(from.x)) \(n(from.y)) A \(n(radius)) \(n(radius)) 0 \(large) 1 \
                \(n(to.x)) \(n(to.y))" fill="none" stroke="\(hex(color))" \
                stroke-width="\(n(width))" stroke-linecap="round"/>
                """
        case .polygon(let points, let color):
            let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(list)\" fill=\"\(hex(color))\"/>"
        }
    }

    /// A coordinate with two decimals at most, the same on every machine.
    private func n(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let rest = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if rest == 0 { return "\(sign)\(whole)" }
        let digits = rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")
        return "\(sign)\(whole).\(digits)"
    }

    /// `#rrggbb` of an opaque colour.
    private func hex(_ color: RGBA) -> String {
        let channels = [color.r, color.g, color.b].map { Int(($0 * 255).rounded()) }
        return "#"
            + channels.map { value in
                let text = String(value, radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }
}
