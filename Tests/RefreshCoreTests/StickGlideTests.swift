import RefreshCore
import Testing

/// The stick's response and glide, in closed form.
@Suite struct StickGlideTests {
    /// Nothing inside the dead zone; past it the square of the rest of the push, signed.
    @Test(arguments: [
        (0.0, 0.0), (0.2, 0.0), (-0.23, 0.0), (1.0, 2000.0), (-1.0, -2000.0), (1.5, 2000.0),
    ])
    func theResponseHasADeadZoneAndACurve(deflection: Double, speed: Double) {
        #expect(StickResponse().speed(for: deflection) == speed)
    }

    /// Halfway past the dead zone gives a quarter of the full speed: small pushes are precise.
    @Test func halfwayPastTheDeadZoneIsAQuarterOfTheSpeed() {
        let response = StickResponse(deadZone: 0.2, exponent: 2, maximumSpeed: 1000)
        #expect(abs(response.speed(for: 0.6) - 250) < 1e-9)
        #expect(abs(response.speed(for: -0.6) + 250) < 1e-9)
    }

    /// A glide moves at its speed and stops at the edge it heads for.
    @Test func aGlideStopsAtTheEdge() {
        let glide = StickGlide(start: 100, velocity: 400, bounds: 0...300)
        #expect(glide.duration == 0.5)
        #expect(glide.value(at: 0.25) == 200)
        #expect(glide.velocity(at: 0.25) == 400)
        #expect(glide.value(at: 2) == 300)
        #expect(glide.velocity(at: 0.5) == 0)
        let back = StickGlide(start: 100, velocity: -400, bounds: 0...300)
        #expect(back.target == 0 && back.value(at: 1) == 0)
    }

    /// Let go far from the edge, the coast takes the glide's velocity; near it, only as much as
    /// comes to rest on the edge, never past it.
    @Test func theCoastKeepsItsRestInsideTheRange() {
        let far = StickGlide(start: 0, velocity: 500, bounds: 0...10_000).coast(at: 0.1)
        #expect(far.start == 50 && far.velocity == 500)
        let near = StickGlide(start: 0, velocity: 2000, bounds: 0...300).coast(at: 0.1)
        #expect(near.start == 200)
        #expect(near.velocity < 2000)
        #expect(near.restPoint <= 300 && near.restPoint > 300 - 1e-6)
        let up = StickGlide(start: 300, velocity: -2000, bounds: 0...300).coast(at: 0.1)
        #expect(up.restPoint >= 0 && up.restPoint < 1e-6)
        let atEdge = StickGlide(start: 0, velocity: 2000, bounds: 0...100).coast(at: 1)
        #expect(atEdge.velocity == 0)
    }
}
