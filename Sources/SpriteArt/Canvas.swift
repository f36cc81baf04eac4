/// One frame's drawing surface: premultiplied Double RGBA, addressed in points.
///
/// All arithmetic is plain Double math in a fixed order, so the same drawing calls give the
/// same bytes on every run.
struct Canvas {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Pixels per point.
    let scale: Double
    /// Premultiplied red, green, blue, alpha per pixel.
    private(set) var buffer: [Double]

    init(pointWidth: Double, pointHeight: Double, scale: Int) {
        self.scale = Double(scale)
        width = Int((pointWidth * Double(scale)).rounded())
        height = Int((pointHeight * Double(scale)).rounded())
        buffer = Array(repeating: 0, count: width * height * 4)
    }

    /// Composites `paint` inside `shape` over what is already drawn.
    mutating func fill(_ shape: Shape, _ paint: Paint, opacity: Double = 1) {
        if opacity <= 0 { return }
        for py in 0..<height {
            for px in 0..<width {
                let p = Vec2((Double(px) + 0.5) / scale, (Double(py) + 0.5) / scale)
                let coverage = Ease.clamp(0.5 - shape.distance(p) * scale)
                if coverage <= 0 { continue }
                let c = paint.color(at: p)
                let a = c.a * coverage * opacity
                if a <= 0 { continue }
                let i = (py * width + px) * 4
                let keep = 1 - a
                buffer[i] = c.r * a + buffer[i] * keep
                buffer[i + 1] = c.g * a + buffer[i + 1] * keep
                buffer[i + 2] = c.b * a + buffer[i + 2] * keep
                buffer[i + 3] = a + buffer[i + 3] * keep
            }
        }
    }

    /// Shorthand for a solid fill.
    mutating func fill(_ shape: Shape, _ color: RGBA, opacity: Double = 1) {
        fill(shape, .solid(color), opacity: opacity)
    }

    /// The frame as straight-alpha RGBA8, row by row.
    func straightRGBA8() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: buffer.count, by: 4) {
            let a = Ease.clamp(buffer[i + 3])
            let a8 = (a * 255).rounded()
            if a8 == 0 { continue }
            for k in 0..<3 {
                out[i + k] = UInt8(Ease.clamp(buffer[i + k] / a) * 255 + 0.5)
            }
            out[i + 3] = UInt8(a8)
        }
        return out
    }
}
