import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The context menu tells what it can do: the keys that do the same (F5, Home, End, in the
/// language's words), and the scrolls that would not move greyed.
@Suite struct MenuFeedbackTests {
    private static func entries(_ driver: SceneDriver) -> [ContextMenu<DemoAction>.Entry] {
        driver.send(.secondaryClick(Point(x: 100, y: 300)))
        return driver.scene.contextMenu?.entries ?? []
    }

    private static func entry(_ entries: [ContextMenu<DemoAction>.Entry], _ action: DemoAction)
        -> ContextMenu<DemoAction>.Entry?
    {
        entries.first { $0.item == action }
    }

    @Test func itemsShowTheirShortcutsInTheLanguagesWords() throws {
        let english = Self.entries(SceneDriver("--rows 40"))
        #expect(Self.entry(english, .refresh)?.shortcut == "F5")
        #expect(Self.entry(english, .scroll(.top))?.shortcut == "Home")
        #expect(Self.entry(english, .scroll(.end))?.shortcut == "End")
        #expect(Self.entry(english, .loadMore)?.shortcut == nil)
        // The package's words (a scene made without its assets reads English only).
        let texts = try ListTextsTests.packageTexts()
        #expect(MenuShortcut.text(for: .scroll(.top), .german, texts: texts) == "Pos1")
        #expect(MenuShortcut.text(for: .scroll(.end), .german, texts: texts) == "Ende")
        #expect(MenuShortcut.text(for: .scroll(.end), .french, texts: texts) == "Fin")
        #expect(MenuShortcut.text(for: .refresh, .japanese, texts: texts) == "F5")
    }

    @Test func scrollToTopIsGreyAtTheTopAndScrollToEndAtTheEnd() {
        let driver = SceneDriver("--rows 40 --footer none")
        var entries = Self.entries(driver)
        #expect(Self.entry(entries, .scroll(.top))?.isEnabled == false)
        #expect(Self.entry(entries, .scroll(.end))?.isEnabled == true)
        driver.send(.key("Escape"))
        driver.key("End")
        #expect(driver.settle())
        entries = Self.entries(driver)
        #expect(Self.entry(entries, .scroll(.top))?.isEnabled == true)
        #expect(Self.entry(entries, .scroll(.end))?.isEnabled == false)
    }

    @Test func bothAreGreyOnAListTooShortToScroll() {
        let entries = Self.entries(SceneDriver("--rows 3 --footer none"))
        #expect(Self.entry(entries, .scroll(.top))?.isEnabled == false)
        #expect(Self.entry(entries, .scroll(.end))?.isEnabled == false)
        #expect(Self.entry(entries, .refresh)?.isEnabled == true)
    }
}
