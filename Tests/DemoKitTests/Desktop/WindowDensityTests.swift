import DemoKit
import Testing

/// `--scale auto`'s decision, the contract's section Windows read from the window system's
/// reports: numbers in, a density of 1 or 2 out.
@Suite struct WindowDensityTests {
    @Test(arguments: [
        (1.0, 1), (1.25, 2), (1.5, 2), (2.0, 2), (3.0, 2), (0.5, 1), (0.0, 1), (-1.0, 1),
        (Double.nan, 1), (Double.infinity, 1),
    ])
    func waylandRoundsTheOutputScaleUpToAtMostTwo(outputScale: Double, density: Int) {
        #expect(WindowDensity(.wayland(outputScale: outputScale)).value == density)
    }

    @Test(arguments: [
        ("Xft.dpi:\t96\n", 1), ("Xft.dpi:\t143.9\n", 1), ("Xft.dpi:\t144\n", 2),
        ("Xft.dpi:\t192\n", 2), ("Xft.dpi:\t288\n", 2),
        ("Xft.antialias:\t1\nXft.dpi: 168\nXft.hinting:\t1\n", 2),
    ])
    func x11IsTwoFrom144DotsPerInch(resources: String, density: Int) {
        #expect(WindowDensity(.x11(resources: resources, gdkScale: nil)).value == density)
        // GDK_SCALE does not count when Xft.dpi is set.
        #expect(WindowDensity(.x11(resources: resources, gdkScale: "2")).value == density)
    }

    @Test(
        arguments: [
            (nil, nil, 1), (nil, "2", 2), (nil, "1", 1), (nil, "3", 2), (nil, "0", 1),
            (nil, "two", 1), ("Xft.antialias:\t1\n", "2", 2), ("Xft.dpi:\tlots\n", "2", 2),
            ("Xft.dpi:\t-192\n", nil, 1),
        ] as [(String?, String?, Int)])
    func x11WithoutXftDpiTakesGdkScale(resources: String?, gdkScale: String?, density: Int) {
        #expect(WindowDensity(.x11(resources: resources, gdkScale: gdkScale)).value == density)
    }

    @Test func otherWindowSystemsAreOne() {
        #expect(WindowDensity(.other).value == 1)
    }

    @Test func xftDpiIsReadFromItsOwnLineOnly() {
        #expect(WindowDensity.xftDPI(in: "Xft.dpi:\t120\n") == 120)
        #expect(WindowDensity.xftDPI(in: "*dpi:\t192\nXft.dpi:  96  \n") == 96)
        #expect(WindowDensity.xftDPI(in: "Xft.dpix:\t192\n") == nil)
        #expect(WindowDensity.xftDPI(in: "") == nil)
    }
}
