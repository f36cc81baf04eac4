import Foundation
import RefreshCore
import Testing

@testable import DemoKit

/// WCAG 2's relative luminance and contrast ratio, with translucent colours laid over what they
/// are drawn on first.
private enum Contrast {
    static func luminance(_ color: Color) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b)
    }

    /// `top` drawn over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = Double(top.a) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(t) * a + Double(b) * (1 - a)).rounded())
        }
        return Color(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b))
    }

    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

@Suite struct PaletteContrastTests {
    /// Every text colour of a palette against every surface it is drawn on, named.
    static func pairs(_ p: DemoPalette) -> [(String, Color, Color)] {
        let rows = [("even row", p.rowEven), ("odd row", p.rowOdd)]
        // What the bar and the key panel are laid over: the background or a row.
        let under = [("background", p.background)] + rows
        var pairs: [(String, Color, Color)] = []
        for (name, row) in rows {
            pairs.append(("row title on \(name)", p.title, row))
            pairs.append(("row subtitle on \(name)", p.subtitle, row))
        }
        pairs.append(("card number", p.title, p.card))
        pairs.append(("card title", p.subtitle, p.card))
        pairs.append(("component title on background", p.components.label, p.background))
        pairs.append(("floor band's hint", p.components.label, p.components.background))
        pairs.append(("floor ready hint", p.components.floorReady, p.components.background))
        pairs.append(("trailer title on band", p.components.label, p.carouselBand))
        for (name, surface) in under {
            pairs.append(("bar text over \(name)", p.overlayText, Contrast.over(p.bar, surface)))
            pairs.append(
                ("panel text over \(name)", p.overlayText, Contrast.over(p.panel, surface)))
            let inspector = Contrast.over(p.inspectorPanel, surface)
            pairs.append(("inspector label over \(name)", p.inspectorLabel, inspector))
            pairs.append(("inspector value over \(name)", p.inspectorValue, inspector))
        }
        pairs.append(("section header title", p.subtitle, p.sectionHeader))
        pairs.append(("placeholder title", p.title, p.rowEven))
        pairs.append(("placeholder button", p.placeholderButtonText, p.placeholderButton))
        // The chat: the reader's bubbles in the accent, the pill inverted, the day separators.
        pairs.append(("own message and time", p.placeholderButtonText, p.placeholderButton))
        pairs.append(("other's message", p.title, p.rowEven))
        pairs.append(("other's time", p.subtitle, p.rowEven))
        pairs.append(("new-messages pill", p.rowEven, p.title))
        pairs.append(("day separator", p.subtitle, p.sectionHeader))
        let menu = p.desktop
        pairs.append(("menu item", menu.menuText, menu.menuBackground))
        pairs.append(("chosen menu item", menu.menuChosenText, menu.menuChosen))
        pairs.append(("pressed menu item", menu.menuChosenText, menu.menuPressed))
        let page = p.floorPage
        pairs.append(("floor page title on ground", page.title, page.ground))
        pairs.append(("floor page back on ground", page.back, page.ground))
        pairs.append(
            (
                "floor page back on its plate", page.back,
                Contrast.over(page.back.withAlpha(0.16), page.ground)
            ))
        return pairs
    }

    @Test(arguments: ColorScheme.allCases)
    func everyTextReadsAtWCAGAA(scheme: ColorScheme) {
        for (name, text, surface) in Self.pairs(.of(scheme)) {
            let ratio = Contrast.ratio(text, surface)
            #expect(ratio >= 4.5, "\(scheme) \(name): \(ratio)")
        }
    }

    /// The check itself: the first rounds' subtitle grey on a white row was 3.7:1 (below AA),
    /// and black on white is 21:1.
    @Test func theRatioIsWCAGs() {
        let old = Contrast.ratio(Color(r: 132, g: 132, b: 140), Color(r: 255, g: 255, b: 255))
        #expect(old > 3.6 && old < 3.8)
        let most = Contrast.ratio(Color(r: 0, g: 0, b: 0), Color(r: 255, g: 255, b: 255))
        #expect(abs(most - 21) < 1e-9)
    }

    /// The two palettes are different values, and each colour scheme has its own.
    @Test func eachSchemeHasItsPalette() {
        #expect(DemoPalette.of(.light) == .light)
        #expect(DemoPalette.of(.dark) == .dark)
        #expect(DemoPalette.light.background != DemoPalette.dark.background)
    }
}
