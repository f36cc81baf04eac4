extension DrawList {
    /// Moves the commands from index `start` on `distance` points down: what a bar that takes its
    /// own room at the top pushes down. Layers keep their id and version (their
    /// pixels do not change, only where they go), so a renderer still reuses them.
    public mutating func shiftDown(from start: Int, by distance: Double) {
        guard distance != 0, start < commands.count else { return }
        func moved(_ rect: Rect) -> Rect {
            Rect(x: rect.minX, y: rect.minY + distance, width: rect.width, height: rect.height)
        }
        for index in start..<commands.count {
            switch commands[index] {
            case .fill(let rect, let color):
                commands[index] = .fill(moved(rect), color)
            case .sprite(let sheet, let frame, let rect, let rotation, let alpha, let tint):
                commands[index] = .sprite(
                    sheet: sheet, frame: frame, rect: moved(rect), rotation: rotation,
                    alpha: alpha, tint: tint)
            case .text(let string, let style, let color, let origin):
                commands[index] = .text(
                    string, style: style, color: color,
                    origin: Point(x: origin.x, y: origin.y + distance))
            case .turnedText(let string, let style, let color, let center, let rotation):
                commands[index] = .turnedText(
                    string, style: style, color: color,
                    center: Point(x: center.x, y: center.y + distance), rotation: rotation)
            case .pushClip(let rect):
                commands[index] = .pushClip(moved(rect))
            case .beginLayer(let id, let version, let rect):
                commands[index] = .beginLayer(id: id, version: version, rect: moved(rect))
            case .popClip, .endLayer:
                break
            }
        }
    }
}
