import RefreshCore

/// A straight-alpha colour with components in 0…1.
struct RGBA: Equatable, Sendable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double

    /// A colour from 0…255 channels and an opacity in 0…1.
    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r / 255
        self.g = g / 255
        self.b = b / 255
        self.a = a
    }

    /// The art's version of a colour the library names (its opacity kept), so a sheet drawn in
    /// MJRefresh's label grey or the results' green and red takes the number from where the
    /// library keeps it.
    init(_ color: Color) {
        self.init(Double(color.r), Double(color.g), Double(color.b), Double(color.a) / 255)
    }

    /// The same colour with its opacity multiplied by `k`.
    func fading(_ k: Double) -> RGBA {
        var c = self
        c.a *= k
        return c
    }

    /// Linear mix of two colours, `t` = 0 gives `a`.
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        let t = Ease.clamp(t)
        var c = a
        c.r = a.r + (b.r - a.r) * t
        c.g = a.g + (b.g - a.g) * t
        c.b = a.b + (b.b - a.b) * t
        c.a = a.a + (b.a - a.a) * t
        return c
    }

    static let white = RGBA(255, 255, 255)
}
