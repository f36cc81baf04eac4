/// An easing curve for animations, as Core Animation's cubic Béziers from (0,0) to (1,1).
public struct TimingCurve: Equatable, Hashable, Sendable {
    /// First control point.
    public var x1: Double, y1: Double
    /// Second control point.
    public var x2: Double, y2: Double

    /// A cubic Bézier timing curve with control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// UIView's default curve (`kCAMediaTimingFunctionEaseInEaseOut`).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Fast start, gentle stop (`kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    /// Progress (0…1) at a fraction of the duration (0…1).
    public func value(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if self == .linear { return x }
        let s = parameter(forX: x)
        return bezier(s, y1, y2)
    }

    /// d(progress)/d(fraction) at a fraction of the duration.
    public func slope(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        if self == .linear { return 1 }
        let s = parameter(forX: x)
        let dx = derivative(s, x1, x2)
        return dx > 1e-9 ? derivative(s, y1, y2) / dx : 0
    }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private func parameter(forX x: Double) -> Double {
        // Newton's method, falling back to bisection; x(s) is monotonic for these curves.
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let d = derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
