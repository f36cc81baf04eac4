import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

@Suite struct LanguageSwitchTests {
    /// Two scenes play the same pull, refresh and load; one switches language with `l` twice
    /// mid-pull and once while refreshing. Every frame, nothing has moved differently; the
    /// titles are the new language's from the very frame after the key.
    @Test func switchingLanguageMidPullRetitlesWithoutMovingAnything() throws {
        let languages = PackageStrings.all
        try #require(languages.count == 12)
        let plain = SceneDriver(languages: languages)
        let switching = SceneDriver(languages: languages)
        var frames = 0
        var offsets: [Double] = []
        plain.everyFrame = { scene in offsets.append(scene.scrollView.contentOffsetY) }
        switching.everyFrame = { scene in
            frames += 1
            guard frames <= offsets.count else { return }
            let other = offsets[frames - 1]
            #expect(scene.scrollView.contentOffsetY == other, "frame \(frames)")
        }
        for driver in [plain, switching] {
            driver.down(195, 150)
            driver.move(195, 230, over: 0.3)
            if driver === switching {
                driver.key("l")
                #expect(driver.scene.language == .simplifiedChinese)
                #expect(driver.scene.header.displayedTitle == "下拉可以刷新")
                #expect(driver.scene.header.displayedDetail == "最后更新：无记录")
            }
            driver.move(195, 400, over: 0.3)
            if driver === switching {
                #expect(driver.scene.header.displayedTitle == "松开立即刷新")
                driver.key("l")
                #expect(driver.scene.header.displayedTitle == "鬆開立即刷新")
            } else {
                #expect(driver.scene.header.displayedTitle == "Release to refresh")
            }
            driver.wait(0.1)
            driver.up()
            driver.wait(0.5)
            if driver === switching {
                driver.key("l")
                #expect(driver.scene.header.displayedTitle == "로딩중...")
                #expect(driver.scene.footer?.displayedTitle == "탭 또는 위로 당겨 로드함")
            }
            driver.settle()
            driver.flingUp()
            driver.settle()
        }
        #expect(frames == offsets.count)
        #expect(switching.scene.refreshes == 1 && switching.scene.loads == 1)
        #expect(switching.scene.header.displayedDetail.hasPrefix("마지막 업데이트: 오늘 14:05"))
        #expect(plain.scene.header.displayedDetail.hasPrefix("Last update: Today 14:05"))
        #expect(switching.ids == plain.ids)
    }

    /// `l` cycles the twelve languages in the contract's order, wrapping; `--lang` starts
    /// anywhere.
    @Test func lCyclesTheTwelveLanguagesInOrder() {
        let driver = SceneDriver("--lang ru", languages: PackageStrings.all)
        var seen: [RefreshLanguage] = [driver.scene.language]
        for _ in 0..<12 {
            driver.key("l")
            seen.append(driver.scene.language)
        }
        #expect(
            seen == [
                .russian, .ukrainian, .japanese, .german, .french, .spanish, .arabic, .hebrew,
                .english, .simplifiedChinese, .traditionalChinese, .korean, .russian,
            ])
        #expect(driver.scene.strings[.languageName] == "Русский")
    }

    /// A row's cached pixels hold its words ("Row 3", "第 3 行"): after `l`, every row drawn
    /// before is drawn again (its layer's version changes), in every kind of list.
    @Test(arguments: ["plain", "sections", "feed", "chat"])
    func aNewLanguageRedrawsEveryRowsLayer(list: String) {
        let driver = SceneDriver("--list \(list)", languages: PackageStrings.all)
        driver.wait(0.5)
        func versions() -> [Int: Int] {
            var draw = DrawList()
            driver.scene.draw(into: &draw, metrics: FixedTextMetrics())
            var found: [Int: Int] = [:]
            for case .beginLayer(let id, let version, _) in draw.commands
            where id < DemoCarousel.layerBase {
                found[id] = version
            }
            return found
        }
        let before = versions()
        driver.key("l")
        let after = versions()
        #expect(before.count >= 8 && Set(before.keys) == Set(after.keys))
        for (id, version) in before { #expect(after[id] != version, "row \(id)") }
    }

    /// A language an app added comes after the twelve, and its rows are drawn anew too: its
    /// place in the scene's order is its own, not English's.
    @Test func anAddedLanguageComesAfterHebrewAndRedrawsTheRows() throws {
        let esperanto = RefreshLanguage(code: "eo", direction: .leftToRight, pluralRule: .one)
        let english = try String(
            contentsOfFile: PackageStrings.folder + "/en.strings", encoding: .utf8)
        var languages = PackageStrings.all
        languages[esperanto] = try RefreshStrings(
            parsing: english, language: esperanto, file: "eo.strings")
        let driver = SceneDriver("--lang he", languages: languages)
        driver.wait(0.5)
        func versions() -> [Int: Int] {
            var draw = DrawList()
            driver.scene.draw(into: &draw, metrics: FixedTextMetrics())
            var found: [Int: Int] = [:]
            for case .beginLayer(let id, let version, _) in draw.commands { found[id] = version }
            return found
        }
        driver.key("l")
        #expect(driver.scene.language.code == "eo")
        let added = versions()
        driver.key("l")
        #expect(driver.scene.language == .english)
        let after = versions()
        #expect(added.count >= 8 && Set(added.keys) == Set(after.keys))
        for (id, version) in added { #expect(after[id] != version, "row \(id)") }
    }

    /// Without the other languages' files, the scene stays in English.
    @Test func withEnglishOnlyTheKeyDoesNothing() {
        let driver = SceneDriver()
        driver.key("l")
        #expect(driver.scene.language == .english)
    }
}
