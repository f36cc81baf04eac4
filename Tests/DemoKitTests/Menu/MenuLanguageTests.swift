import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The context menu speaks the scene's language: its six items' titles come from the package's
/// strings files in each of the twelve languages (a language's own words, never English's
/// but in English), each drawn inside the menu; what an item does stays the same.
@Suite struct MenuLanguageTests {
    /// The menu's keys, in the order the menu with every item shows them.
    static let keys: [ListTexts.Key] = [
        .menuLoadMoreCards, .menuRefresh, .menuSecondFloor, .menuLoadMore, .menuScrollToTop,
        .menuScrollToEnd,
    ]

    @Test(arguments: RefreshLanguage.allCases)
    func theMenusTitlesAreTheLanguages(language: RefreshLanguage) throws {
        let texts = try ListTextsTests.packageTexts()
        let driver = SceneDriver(
            "--lang \(language.code) --header floor --carousel 0", languages: PackageStrings.all,
            listTexts: texts)
        // Over the carousel's band, with the floor header: all six items.
        driver.send(.secondaryClick(Point(x: 100, y: 100)))
        let menu = try #require(driver.scene.contextMenu)
        let titles = menu.entries.map(\.title)
        #expect(titles == Self.keys.map { texts.text($0, language) })
        #expect(
            menu.entries.map(\.item) == [
                .loadMoreCards, .refresh, .openSecondFloor, .loadMore, .scroll(.top),
                .scroll(.end),
            ])
        #expect(Set(titles).count == titles.count, "\(titles)")
        let english = Self.keys.map { ListTexts.english.text($0, .english) }
        if language == .english {
            #expect(
                titles == [
                    "Load more cards", "Refresh", "Second floor", "Load more",
                    "Scroll to top", "Scroll to end",
                ])
        } else {
            for (title, word) in zip(titles, english) { #expect(title != word, "\(language)") }
        }
        // Each title inside its item (the menu is 200 points wide, whatever the language).
        var list = DrawList(capacity: 256)
        driver.scene.draw(into: &list, metrics: FitTests.metrics)
        let drawn = DrawnPiece.pieces(of: list, metrics: FitTests.metrics).filter {
            titles.contains($0.what)
        }
        #expect(drawn.count == titles.count)
        for piece in drawn {
            #expect(
                piece.rect.minX >= menu.frame.minX && piece.rect.maxX <= menu.frame.maxX - 4,
                "\(language): \(piece.what) \(piece.rect.minX)…\(piece.rect.maxX)")
        }
    }
}
