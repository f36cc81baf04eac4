import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

@Suite struct ThemeSceneTests {
    /// The colours of a scene's frame: every fill's and text's, and the sprites' sheets.
    private static func frame(_ scene: DemoScene) -> (fills: Set<Color>, sheets: Set<String>) {
        var list = DrawList()
        scene.draw(into: &list, metrics: FixedTextMetrics())
        var fills: Set<Color> = []
        var sheets: Set<String> = []
        for command in list.commands {
            switch command {
            case .fill(_, let color), .text(_, _, let color, _): fills.insert(color)
            case .sprite(let sheet, _, _, _, _, _): sheets.insert(sheet)
            default: break
            }
        }
        return (fills, sheets)
    }

    /// `t` goes light, dark, light; the frame after each press draws in that palette: the
    /// rows' colours, the header's title, and the spinner from its dark twin.
    @Test func theKeyTGoesThroughTheThemesAndTheFrameFollows() {
        let driver = SceneDriver("--header normal")
        driver.wait(3)  // the status bar has gone
        driver.pullDown(release: true)
        driver.wait(0.1)
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.preferences.colorScheme == .light)
        var frame = Self.frame(driver.scene)
        #expect(frame.fills.contains(DemoPalette.light.rowEven))
        #expect(frame.fills.contains(RefreshPalette.light.label))
        #expect(frame.sheets.contains("spinner"))
        driver.key("t")
        #expect(driver.scene.preferences.colorScheme == .dark)
        frame = Self.frame(driver.scene)
        #expect(frame.fills.contains(DemoPalette.dark.rowEven))
        #expect(!frame.fills.contains(DemoPalette.light.rowEven))
        #expect(frame.fills.contains(RefreshPalette.dark.label))
        #expect(frame.sheets.contains("spinner-dark"))
        #expect(!frame.sheets.contains("spinner"))
        // Still refreshing: the theme re-coloured the header, it did not rebuild it.
        #expect(driver.scene.header.state == .refreshing)
        driver.key("t")
        #expect(driver.scene.preferences.colorScheme == .light)
        #expect(Self.frame(driver.scene).sheets.contains("spinner"))
    }

    /// Under `--theme system` the desktop's scheme counts until `t` is pressed, and never after.
    @Test func theKeyTStopsFollowingTheDesktop() {
        let driver = SceneDriver("--header state") {
            $0.headless = false
            $0.theme = .system
        }
        driver.scene.followDesktop(DesktopPreferences(colorScheme: .dark))
        #expect(driver.scene.preferences.colorScheme == .dark)
        driver.key("t")
        #expect(driver.scene.preferences.colorScheme == .light)
        driver.scene.followDesktop(DesktopPreferences(colorScheme: .dark))
        #expect(driver.scene.preferences.colorScheme == .light)
    }

    /// A row's cached layer is redrawn when the theme changes: its version differs.
    @Test func rowLayersChangeVersionWithTheTheme() {
        #expect(RowPainter.layerVersion(1, .light) != RowPainter.layerVersion(1, .dark))
        #expect(RowPainter.layerVersion(0, .light) == 0)
    }

    /// Every dark twin the palette names is a sheet the scene loads.
    @Test func theDarkTwinsAreLoaded() {
        for twin in DemoPalette.dark.sheetTwins.values {
            #expect(DemoScene.sheetNames.contains(twin))
        }
        #expect(DemoPalette.dark.sheetTwins.count == DemoPalette.inkedSheets.count)
    }
}
