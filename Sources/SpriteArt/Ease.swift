/// Small interpolation helpers shared by the sheet drawings.
enum Ease {
    static func clamp(_ v: Double, _ lo: Double = 0, _ hi: Double = 1) -> Double {
        min(max(v, lo), hi)
    }

    /// Hermite step from 0 at `edge0` to 1 at `edge1`.
    static func smoothstep(_ edge0: Double, _ edge1: Double, _ v: Double) -> Double {
        let t = clamp((v - edge0) / (edge1 - edge0))
        return t * t * (3 - 2 * t)
    }

    /// Decelerating curve: fast start, gentle arrival.
    static func out(_ t: Double) -> Double {
        let u = 1 - clamp(t)
        return 1 - u * u * u
    }
}
