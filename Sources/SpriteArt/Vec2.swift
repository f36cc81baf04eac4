import Glibc

/// A point or offset in a frame's point space (y grows downwards).
struct Vec2: Equatable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    static func * (a: Vec2, k: Double) -> Vec2 { Vec2(a.x * k, a.y * k) }

    func dot(_ other: Vec2) -> Double { x * other.x + y * other.y }
    var length: Double { (x * x + y * y).squareRoot() }

    /// This point turned by `angle` radians (clockwise on screen) about `pivot`.
    func rotated(by angle: Double, about pivot: Vec2 = Vec2(0, 0)) -> Vec2 {
        let c = cos(angle)
        let s = sin(angle)
        let d = self - pivot
        return Vec2(pivot.x + d.x * c - d.y * s, pivot.y + d.x * s + d.y * c)
    }

    /// The point at `radius` from `centre` in the direction `angle`, measured clockwise from
    /// twelve o'clock.
    static func polar(_ centre: Vec2, radius: Double, angle: Double) -> Vec2 {
        Vec2(centre.x + radius * sin(angle), centre.y - radius * cos(angle))
    }
}
