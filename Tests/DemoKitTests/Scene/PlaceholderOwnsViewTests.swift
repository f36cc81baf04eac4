import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// A placeholder owns the view: while "Nothing here yet" (or the loading rows, or the error)
/// shows, neither the carousel nor the footer is drawn, reached by Tab or hit by the pointer.
@Suite struct PlaceholderOwnsViewTests {
    @Test func tabReachesOnlyThePlaceholdersButton() {
        let driver = SceneDriver("--rows 0 --list feed --carousel 0")
        #expect(driver.scene.surface.placeholder == .empty)
        driver.key("Tab")
        #expect(driver.scene.focusedControl == .placeholder)
        driver.key("Tab")
        #expect(driver.scene.focusedControl == .placeholder)
        #expect(driver.scene.focusPlaces.order.count == 1)
    }

    @Test func neitherTheCarouselNorTheFooterIsThere() {
        let driver = SceneDriver("--rows 0 --list feed --carousel 0")
        #expect(driver.scene.surface.carouselBand == nil)
        var list = DrawList(capacity: 256)
        driver.scene.draw(into: &list, metrics: FixedTextMetrics())
        let texts = list.commands.compactMap { command -> String? in
            guard case .text(let string, _, _, _) = command else { return nil }
            return string
        }
        #expect(texts.contains("Nothing here yet"))
        #expect(!texts.contains { $0.contains("load more") }, "\(texts)")
        // The button is 228 points below the content's top, below the status bar's 22.
        #expect(driver.scene.placeholderButton?.minY == 228)
    }

    @Test func withRowsTheCarouselAndTheFooterComeBack() {
        let driver = SceneDriver("--rows 20 --list feed --carousel 2")
        #expect(driver.scene.surface.carouselBand != nil)
        #expect(driver.scene.focusPlaces.order.hasFooter)
    }
}
