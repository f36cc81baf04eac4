import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

// A seventh header kind, from the three declarations a new kind is: its look, its art and its
// row. Nothing else is written for it; the lists of kinds find it.

/// 1. The look: a title beside the lantern, swung with the pull.
private func lanternLook(_ lantern: SpriteSheet) -> any RefreshLook {
    LabeledLook(label: .header, image: ArrowSpinnerLook.header(arrow: lantern, spinner: lantern))
}

/// 2. The art: the sheet's typed name (its frames here are synthetic, as the pure tests' are).
extension SpriteSheetName {
    fileprivate static let lantern = SpriteSheetName("lantern")
}

/// 3. The row.
private let lantern = HeaderKind("lantern", key: "7", sheets: [.lantern]) {
    RefreshHeader(look: lanternLook($0.sheet(.lantern)), store: $0.store, clock: $0.clock)
}

@Suite struct SeventhHeaderKindTests {
    static let kinds = HeaderKind.allCases + [lantern]
    static let names = "normal, state, gif, balloon, progress, floor, lantern"

    @Test func theKeyTableGivesItTheNextKey() throws {
        let table = DemoKeys.table(Self.kinds)
        let row = try #require(table.first { $0.action == .header(lantern) })
        #expect(row.key == "7")
        #expect(row.help == "header kind: \(Self.names)")
        #expect(
            DemoKeys.readmeRows(for: table).first == "| `1` … `7` | header kind: \(Self.names) |")
        #expect(DemoKeys.table(HeaderKind.allCases).count == table.count - 1)
    }

    @Test func theKeyPanelListsIt() {
        let entries = DemoKeys.panelEntries(for: DemoKeys.table(Self.kinds))
        let lines = KeyPanel.lines(.english, texts: .english, entries: entries)
        let kindsLine = lines.first { $0.first?.keys == "1-7" }
        #expect(kindsLine?.first?.text == Self.names, "\(lines)")
        #expect(!KeyPanel.lines(.english, texts: .english).contains { $0.first?.keys == "1-7" })
    }

    @Test func theOptionsHelpNamesIt() {
        let help = DemoOptions.helpText(for: Self.kinds)
        #expect(
            help.contains(
                "  --header KIND     normal, state, gif, balloon, progress, floor or lantern "
                    + "(default normal)"))
        #expect(help.contains("\n  1 2 3 4 5 6 7     header kind: \(Self.names)\n"))
        #expect(!DemoOptions.helpText.contains("lantern"))
    }

    @Test func theGoldenListAndTheSheetsTakeIt() throws {
        #expect(
            HeaderKind.goldenFrameNames(Self.kinds)
                == ["normal", "state", "gif", "balloon", "progress", "lantern"])
        #expect(DemoKinds.sheetNames(of: Self.kinds).contains("lantern"))
        #expect(!DemoKinds.sheetNames.contains("lantern"))
        // And it builds, from the sheet its row names.
        let sheet = SyntheticSheets.sheet("lantern", count: 1, width: 15, height: 40)
        let header = lantern.makeHeader(
            DemoMaterials(
                sheets: ["lantern": sheet], store: MemoryLastUpdatedStore(), clock: { 0 },
                timeZone: TimeZone(identifier: "UTC") ?? .current))
        #expect(header.displayedTitle == "Pull down to refresh")
    }
}
