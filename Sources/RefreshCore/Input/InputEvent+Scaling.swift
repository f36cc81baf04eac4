extension InputEvent {
    /// The event with its positions and size multiplied by `factor`: a window whose system
    /// counts its coordinates in pixels (X11) drawn at two pixels a point reports positions
    /// twice the points' (`scaled(by: 0.5)` brings them back; scrolls are already in points).
    public func scaled(by factor: Double) -> InputEvent {
        guard factor != 1 else { return self }
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        switch self {
        case .pointerDown(let point): return .pointerDown(scale(point))
        case .pointerMove(let point): return .pointerMove(scale(point))
        case .pointerUp(let point): return .pointerUp(scale(point))
        case .secondaryClick(let point): return .secondaryClick(scale(point))
        case .resize(let size):
            return .resize(Size(width: size.width * factor, height: size.height * factor))
        case .pointerCancel, .wheel, .scroll, .key, .keyPress, .controller, .focus, .network:
            return self
        }
    }
}
