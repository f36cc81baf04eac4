/// What a filled shape is painted with: one colour or a colour per point.
enum Paint: Sendable {
    case solid(RGBA)
    case field(@Sendable (Vec2) -> RGBA)

    func color(at p: Vec2) -> RGBA {
        switch self {
        case .solid(let c): return c
        case .field(let f): return f(p)
        }
    }

    /// A linear gradient from `c0` at `p0` to `c1` at `p1`, clamped beyond both ends.
    static func linear(_ p0: Vec2, _ c0: RGBA, _ p1: Vec2, _ c1: RGBA) -> Paint {
        let axis = p1 - p0
        let len2 = axis.dot(axis)
        return .field { p in RGBA.mix(c0, c1, (p - p0).dot(axis) / len2) }
    }
}
