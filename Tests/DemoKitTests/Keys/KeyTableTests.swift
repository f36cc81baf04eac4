import DemoKit
import Foundation
import RefreshCore
import Testing

/// The README, read from the source tree.
private let readme: String = {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
        ?? ""
}()

@Test func theReadmesKeyTableIsTheKeyTable() {
    let section = readme.components(separatedBy: "## Using the demo").dropFirst().first ?? ""
    let table = section.split(separator: "\n").prefix { !$0.hasPrefix("#") }
    let keyRows = table.filter { $0.hasPrefix("| `") }.map(String.init)
    #expect(!keyRows.isEmpty, "the README has a key table under \"Using the demo\"")
    #expect(keyRows == DemoKeys.readmeRows)
}

@Test func everyKeyCombinationIsOneRow() {
    let combinations = DemoKeys.all.map { "\($0.modifiers)\($0.key)" }
    #expect(Set(combinations).count == combinations.count, "\(combinations)")
    for row in DemoKeys.all {
        #expect(DemoKeys.action(for: row.key, modifiers: row.modifiers) == row.action)
    }
}

@Test func helpAndThePanelListEveryKeyOfTheTable() {
    for row in DemoKeys.all where row.help != nil {
        #expect(DemoOptions.helpText.contains(row.name()), "\(row.name())")
    }
    let panel = DemoKeys.panelLines.joined(separator: "\n")
    for row in DemoKeys.all where row.panel != nil {
        #expect(panel.contains(row.panel?.text ?? "-"), "\(row.name())")
    }
    #expect(DemoKeys.panelLines.first == "1-6     \(DemoKinds.headerNames)")
    #expect(DemoKeys.panelLines.contains("?       this panel       Esc  quit"))
    #expect(DemoOptions.helpText.contains("\n  h                 next header kind"))
}

@Test func shiftAloneKeepsThePlainKeyButCtrlAndAltDoNot() {
    #expect(DemoKeys.action(for: "h", modifiers: .shift) == .nextHeader)
    #expect(DemoKeys.action(for: "h", modifiers: .ctrl) == nil)
    #expect(DemoKeys.action(for: "r", modifiers: [.alt, .shift]) == nil)
    #expect(DemoKeys.action(for: "q") == nil)
    #expect(KeyModifiers([.ctrl, .shift]).description == "Ctrl+Shift+")
}
