import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The demo's own words speak the language shown (#44 item 9): the plain and section rows and
/// their notes, the chat's dates as each language writes them, and the trailer saying what
/// releasing it does (it loads cards), where MJRefresh's titles stay MJRefresh's.
@Suite struct OwnWordsTests {
    static func drawn(_ driver: SceneDriver) -> [String] {
        InspectorTests.texts(InspectorTests.frame(driver.scene))
    }

    @Test func rowsSpeakTheLanguageAndSwitchWithIt() throws {
        let texts = try ListTextsTests.packageTexts()
        let driver = SceneDriver(
            "--list sections --lang de", languages: PackageStrings.all, listTexts: texts)
        driver.wait(0.1)
        let first = try #require(driver.scene.rows.first)
        #expect(first.title == "Zeile 1")
        #expect(first.subtitle == "beim Start geladen · 14:05:00")
        #expect(Self.drawn(driver).contains("Abschnitt 1"))
        #expect(Self.drawn(driver).contains("Zeile 2"))
        driver.send(.key("l"))
        driver.wait(0.1)
        #expect(driver.scene.language == .french)
        #expect(driver.scene.rows.first?.title == "Ligne 1")
        #expect(driver.scene.rows.first?.subtitle == "chargée au démarrage · 14:05:00")
        #expect(Self.drawn(driver).contains("Ligne 2"))
        #expect(!Self.drawn(driver).contains("Zeile 2"))
    }

    /// The carousel's cards are titled in the language shown, drawn and read aloud so, and a
    /// new language redraws each card's layer.
    @Test func cardsAreTitledInTheLanguageAndSwitchWithIt() throws {
        let texts = try ListTextsTests.packageTexts()
        let driver = SceneDriver(
            "--carousel 1 --lang ja", languages: PackageStrings.all, listTexts: texts)
        driver.wait(0.1)
        #expect(Self.drawn(driver).contains("日の出"))
        #expect(!Self.drawn(driver).contains("Sunrise"))
        #expect(driver.scene.accessibleCard(at: 1)?.name == "#2 夜空")
        func cardVersions() -> [Int: Int] {
            var draw = DrawList()
            driver.scene.draw(into: &draw, metrics: FixedTextMetrics())
            var found: [Int: Int] = [:]
            for case .beginLayer(let id, let version, _) in draw.commands
            where id >= DemoCarousel.layerBase {
                found[id] = version
            }
            return found
        }
        let before = cardVersions()
        driver.send(.key("l"))
        driver.wait(0.1)
        #expect(driver.scene.language == .german)
        #expect(Self.drawn(driver).contains("Sonnenaufgang"))
        #expect(driver.scene.accessibleCard(at: 1)?.name == "#2 Nachthimmel")
        let after = cardVersions()
        #expect(before.count >= 2 && Set(before.keys) == Set(after.keys))
        for (id, version) in before { #expect(after[id] != version, "card \(id)") }
    }

    @Test func aRefreshAndAPageNameThemselvesInTheLanguage() throws {
        let texts = try ListTextsTests.packageTexts()
        #expect(
            texts.rowSubtitle(.refresh(2), time: "14:05:09", .russian) == "обновление 2 · 14:05:09")
        #expect(texts.rowSubtitle(.page(3), time: "14:05:09", .arabic) == "الصفحة 3 · 14:05:09")
        #expect(texts.rowSubtitle(.page(3), time: "14:05:09", .english) == "page 3 · 14:05:09")
        #expect(texts.text(.row, .japanese, 6) == "6 行目")
    }

    @Test(arguments: [
        ("en", "March 12", "March 12, 2024"), ("zh-Hans", "3月12日", "2024年3月12日"),
        ("zh-Hant", "3月12日", "2024年3月12日"), ("ko", "3월 12일", "2024년 3월 12일"),
        ("ru", "12 марта", "12 марта 2024 г."), ("uk", "12 березня", "12 березня 2024 р."),
        ("ja", "3月12日", "2024年3月12日"), ("de", "12. März", "12. März 2024"),
        ("fr", "12 mars", "12 mars 2024"), ("es", "12 de marzo", "12 de marzo de 2024"),
        ("ar", "12 مارس", "12 مارس 2024"), ("he", "12 במרץ", "12 במרץ 2024"),
    ])
    func theChatWritesDatesAsTheLanguageDoes(code: String, thisYear: String, before: String) throws
    {
        let texts = try ListTextsTests.packageTexts()
        let language = try #require(RefreshLanguage(code: code))
        #expect(texts.chatDate(day: 12, month: 3, year: nil, language) == thisYear)
        #expect(texts.chatDate(day: 12, month: 3, year: 2024, language) == before)
    }

    @Test(arguments: RefreshLanguage.allCases)
    func theTrailerSaysReleasingLoadsCards(language: RefreshLanguage) throws {
        let texts = try ListTextsTests.packageTexts()
        let driver = SceneDriver(
            "--carousel 2 --lang \(language.code)", languages: PackageStrings.all,
            listTexts: texts)
        driver.wait(0.1)
        let trailer = try #require(driver.scene.carousel?.trailer)
        #expect(trailer.displayedTitle == texts.text(.trailerIdle, language))
        let library = try #require(PackageStrings.all[language])
        #expect(trailer.displayedTitle != library[.trailerIdle])
        #expect(texts.text(.trailerPulling, language) != library[.trailerPulling])
        if language == .english {
            #expect(trailer.displayedTitle == "Slide to load more cards")
            #expect(texts.text(.trailerPulling, language) == "Release to load more cards")
        }
    }
}
