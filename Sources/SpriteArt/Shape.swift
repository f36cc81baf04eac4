import Glibc

/// A region described by its signed distance in points: negative inside, positive outside.
///
/// Coverage of a pixel is taken from the distance at its centre, which gives smooth,
/// resolution-independent anti-aliasing with one evaluation per pixel. Some distances are
/// approximations (ellipses, smooth unions); they are exact enough near the edge.
struct Shape: Sendable {
    let distance: @Sendable (Vec2) -> Double

    init(_ distance: @escaping @Sendable (Vec2) -> Double) {
        self.distance = distance
    }

    // MARK: Primitives

    static func circle(_ c: Vec2, _ r: Double) -> Shape {
        Shape { p in (p - c).length - r }
    }

    /// An ellipse with radii `rx`, `ry`, turned by `angle` radians clockwise.
    static func ellipse(_ c: Vec2, _ rx: Double, _ ry: Double, angle: Double = 0) -> Shape {
        Shape { p in
            let q = angle == 0 ? p - c : (p - c).rotated(by: -angle)
            let k0 = Vec2(q.x / rx, q.y / ry).length
            let k1 = Vec2(q.x / (rx * rx), q.y / (ry * ry)).length
            if k1 == 0 { return -min(rx, ry) }
            return k0 * (k0 - 1) / k1
        }
    }

    /// A thick line from `a` to `b` with round caps, `width` points wide.
    static func line(_ a: Vec2, _ b: Vec2, width: Double) -> Shape {
        Shape { p in segmentDistance(p, a, b) - width / 2 }
    }

    /// A thick open polyline with round joins and caps.
    static func polyline(_ points: [Vec2], width: Double) -> Shape {
        Shape { p in
            var d = Double.infinity
            for i in 1..<points.count {
                d = min(d, segmentDistance(p, points[i - 1], points[i]))
            }
            return d - width / 2
        }
    }

    /// A filled polygon (even-odd rule).
    static func polygon(_ v: [Vec2]) -> Shape {
        Shape { p in
            var d = (p - v[0]).dot(p - v[0])
            var sign = 1.0
            var j = v.count - 1
            for i in 0..<v.count {
                let e = v[j] - v[i]
                let w = p - v[i]
                let t = Ease.clamp(w.dot(e) / e.dot(e))
                let b = w - e * t
                d = min(d, b.dot(b))
                let c1 = p.y >= v[i].y
                let c2 = p.y < v[j].y
                let c3 = e.x * w.y > e.y * w.x
                if (c1 && c2 && c3) || (!c1 && !c2 && !c3) { sign = -sign }
                j = i
            }
            return sign * d.squareRoot()
        }
    }

    /// A round-capped stroke along a circle of `radius`, starting at `start` and sweeping
    /// `sweep` radians clockwise (angles measured clockwise from twelve o'clock).
    static func arc(
        _ c: Vec2, radius: Double, start: Double, sweep: Double, width: Double
    ) -> Shape {
        let a = Vec2.polar(c, radius: radius, angle: start)
        let b = Vec2.polar(c, radius: radius, angle: start + sweep)
        return Shape { p in
            let q = p - c
            let ring = abs(q.length - radius) - width / 2
            if sweep >= 2 * Double.pi { return ring }
            var rel = atan2(q.x, -q.y) - start
            rel = rel - 2 * Double.pi * (rel / (2 * Double.pi)).rounded(.down)
            if rel <= sweep { return ring }
            return min((p - a).length, (p - b).length) - width / 2
        }
    }

    /// Everything on the side of the line through `point` that `normal` points away from.
    static func halfPlane(_ point: Vec2, normal: Vec2) -> Shape {
        let n = normal * (1 / normal.length)
        return Shape { p in (p - point).dot(n) }
    }

    /// A star with `points` tips between radii `inner` and `outer`, first tip at `angle`.
    static func star(
        _ c: Vec2, points: Int, inner: Double, outer: Double, angle: Double = 0
    ) -> Shape {
        var v: [Vec2] = []
        for i in 0..<(points * 2) {
            let r = i % 2 == 0 ? outer : inner
            v.append(.polar(c, radius: r, angle: angle + Double(i) * Double.pi / Double(points)))
        }
        return polygon(v)
    }

    // MARK: Combinators

    func union(_ other: Shape) -> Shape {
        Shape { p in min(self.distance(p), other.distance(p)) }
    }

    func intersection(_ other: Shape) -> Shape {
        Shape { p in max(self.distance(p), other.distance(p)) }
    }

    func subtracting(_ other: Shape) -> Shape {
        Shape { p in max(self.distance(p), -other.distance(p)) }
    }

    /// A union that blends the two outlines over about `k` points.
    func smoothUnion(_ other: Shape, _ k: Double) -> Shape {
        Shape { p in
            let a = self.distance(p)
            let b = other.distance(p)
            let h = Ease.clamp(0.5 + 0.5 * (b - a) / k)
            return b + (a - b) * h - k * h * (1 - h)
        }
    }

    /// An intersection that rounds the crease over about `k` points.
    func smoothIntersection(_ other: Shape, _ k: Double) -> Shape {
        Shape { p in
            let a = self.distance(p)
            let b = other.distance(p)
            let h = Ease.clamp(0.5 - 0.5 * (b - a) / k)
            return b + (a - b) * h + k * h * (1 - h)
        }
    }

    /// The shape grown outwards by `amount` points (shrunk when negative).
    func inflated(_ amount: Double) -> Shape {
        Shape { p in self.distance(p) - amount }
    }

    /// The shape turned by `angle` radians clockwise about `pivot`.
    func rotated(by angle: Double, about pivot: Vec2) -> Shape {
        if angle == 0 { return self }
        return Shape { p in self.distance(p.rotated(by: -angle, about: pivot)) }
    }

    private static func segmentDistance(_ p: Vec2, _ a: Vec2, _ b: Vec2) -> Double {
        let ab = b - a
        let len2 = ab.dot(ab)
        let t = len2 == 0 ? 0 : Ease.clamp((p - a).dot(ab) / len2)
        return (p - (a + ab * t)).length
    }
}
