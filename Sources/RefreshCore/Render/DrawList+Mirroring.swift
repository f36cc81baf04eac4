extension DrawList {
    /// Mirrors the commands from index `start` on about the vertical centre line of a view
    /// `width` points wide: the right-to-left layout of everything drawn left to right, in one
    /// place rather than in every look. Rects (fills, sprites, clips, layers) move to their
    /// mirror image; text moves but still reads left to right within its run (its own bidi
    /// layout is the renderer's); sprites are not flipped, and their turn is mirrored, so an
    /// arrow pointing down still points down and one pointing right now points left. A layer's
    /// version changes with the direction, so a renderer never reuses the other direction's
    /// pixels.
    ///
    /// Text is measured with `metrics` (the renderer's, memoised) to find where its left edge
    /// goes. The commands are rewritten in place: no storage is allocated.
    public mutating func mirrorHorizontally(
        from start: Int = 0, width: Double, metrics: TextMetrics
    ) {
        guard start < commands.count else { return }
        for index in start..<commands.count {
            commands[index] = Self.mirrored(commands[index], width: width, metrics: metrics)
        }
    }

    private static func mirrored(_ command: DrawCommand, width: Double, metrics: TextMetrics)
        -> DrawCommand
    {
        func flip(_ rect: Rect) -> Rect {
            Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        switch command {
        case .fill(let rect, let color):
            return .fill(flip(rect), color)
        case .sprite(let sheet, let frame, let rect, let rotation, let alpha, let tint):
            return .sprite(
                sheet: sheet, frame: frame, rect: flip(rect), rotation: -rotation, alpha: alpha,
                tint: tint)
        case .text(let string, let style, let color, let origin):
            let textWidth = metrics.size(of: string, style: style).width
            return .text(
                string, style: style, color: color,
                origin: Point(x: width - origin.x - textWidth, y: origin.y))
        case .turnedText(let string, let style, let color, let center, let rotation):
            return .turnedText(
                string, style: style, color: color,
                center: Point(x: width - center.x, y: center.y), rotation: rotation)
        case .pushClip(let rect):
            return .pushClip(flip(rect))
        case .beginLayer(let id, let version, let rect):
            return .beginLayer(id: id, version: ~version, rect: flip(rect))
        case .popClip, .endLayer:
            return command
        }
    }
}
