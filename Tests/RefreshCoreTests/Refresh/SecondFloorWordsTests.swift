import Foundation
import TestSupport
import Testing

@testable import RefreshCore

/// The second floor's words: the page's title and way back, and the hint's titles, come from
/// the header's language unless the app sets its own, which it does by changing the fields of
/// a language's titles.
@Suite struct SecondFloorWordsTests {
    private let view = Rect(x: 0, y: 0, width: 390, height: 720)

    /// The texts the page draws, top to bottom.
    private func pageTexts(_ page: SecondFloorPage, strings: RefreshStrings) -> [String] {
        var list = DrawList()
        page.draw(
            into: &list, view: view, revealedTo: view.maxY, strings: strings,
            metrics: ScalingTextMetrics())
        return list.commands.compactMap { command in
            if case .text(let text, _, _, _) = command { return text }
            return nil
        }
    }

    private func page() throws -> SecondFloorPage {
        SecondFloorPage(illustration: try #require(SyntheticSheets.all["floorpage"]))
    }

    @Test(arguments: [RefreshLanguage.english, .simplifiedChinese, .russian])
    func thePageSpeaksTheHeadersLanguage(language: RefreshLanguage) throws {
        let strings = try RefreshStrings.load(language, fromFolder: stringsFolder)
        let texts = pageTexts(try page(), strings: strings)
        #expect(texts == [strings[.secondFloorTitle], strings[.secondFloorBack]])
        #expect(texts[0] != RefreshStrings.english[.secondFloorTitle] || language == .english)
    }

    @Test func anAppsOwnWordsReplaceTheLanguagesOnThePage() throws {
        var words = SecondFloorTitles(.english)
        words.page = "Flash sale"
        var page = try page()
        page.titles = words
        let strings = try RefreshStrings.load(.korean, fromFolder: stringsFolder)
        #expect(pageTexts(page, strings: strings) == ["Flash sale", "Press b or click to go back"])
    }

    @Test func anAppsOwnWordsReplaceTheHintsTitles() throws {
        var look = SecondFloorLook(
            base: EmptyLook(),
            stairs: try #require(SyntheticSheets.all["stairs"]))
        var words = SecondFloorTitles(.english)
        words.ready = "Release for the sale"
        look.titles = words
        let moment = RefreshMoment(state: .pulling, pullingPercent: 2.5, alpha: 1, time: 0)
        let floor = SecondFloorMoment(state: .ready, trigger: 1, threshold: 1.9, refreshes: true)
        #expect(look.title(at: moment, floor: floor) == "Release for the sale")
        look.titles = nil
        #expect(look.title(at: moment, floor: floor) == RefreshStrings.english[.secondFloorReady])
    }
}
