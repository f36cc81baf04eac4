#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Lottie-style loader: 30 frames, 36×36 pt; frame `k` is progress `k / 30` of one loop.
///
/// A faint blue track ring carries a comet-like arc whose length breathes (short → long →
/// short) while it turns one full revolution, around a
/// centre dot that swells with it.
/// Every quantity is periodic in the progress, so frame 29 flows back into frame 0.
enum ProgressArt {
    static let pointSize = 36.0
    static let frameCount = 30
    static let accent = RGBA(0, 122, 255)

    static func sheet(scale: Int) -> GeneratedSheet {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        let radius = 12.5
        let stroke = 3.4
        var frames: [Canvas] = []
        for k in 0..<frameCount {
            var canvas = Canvas(pointWidth: pointSize, pointHeight: pointSize, scale: scale)
            let t = Double(k) / Double(frameCount)
            let cycle = 2 * Double.pi * t
            canvas.fill(
                .arc(centre, radius: radius, start: 0, sweep: 2 * Double.pi, width: stroke),
                accent.fading(0.16))
            // Arc length in radians: 0.35π at the loop seam, about 1.2π near the middle.
            let sweep = Double.pi * (0.35 + 0.85 * (0.5 - 0.5 * cos(cycle)))
            // The head runs ahead of the tail; both make exactly one turn per loop.
            let head = cycle + 0.55 * sin(cycle) - 0.15 * Double.pi
            let start = head - sweep
            let tailOpacity = 0.35
            let paint = Paint.field { p in
                var rel = atan2(p.x - centre.x, centre.y - p.y) - start
                rel -= 2 * Double.pi * (rel / (2 * Double.pi)).rounded(.down)
                let along = Ease.clamp(rel / sweep)
                return accent.fading(tailOpacity + (1 - tailOpacity) * along)
            }
            canvas.fill(
                .arc(centre, radius: radius, start: start, sweep: sweep, width: stroke), paint)
            // A centre dot that swells and shrinks with the arc.
            let breath = 0.5 - 0.5 * cos(cycle)
            canvas.fill(.circle(centre, 2.0 + 1.4 * breath), accent.fading(0.55 + 0.4 * breath))
            frames.append(canvas)
        }
        return SheetPacker.pack(
            name: "progress", scale: scale, pointWidth: pointSize, pointHeight: pointSize,
            frames: frames)
    }
}
