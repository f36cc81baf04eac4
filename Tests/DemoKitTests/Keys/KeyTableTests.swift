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
    let keyed = DemoKeys.all.compactMap { row in row.key.map { (row, $0) } }
    let combinations = keyed.map { "\($0.0.modifiers)\($0.1)" }
    #expect(Set(combinations).count == combinations.count, "\(combinations)")
    for (row, key) in keyed {
        #expect(DemoKeys.action(for: key, modifiers: row.modifiers) == row.action)
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
    #expect(
        DemoKeys.panelLines.contains(
            "Ctrl+q  quit             ?  this panel       Esc  close, cancel"))
    #expect(DemoOptions.helpText.contains("\n  h                 next header kind"))
}

@Test func shiftAloneKeepsThePlainKeyButCtrlAndAltDoNot() {
    #expect(DemoKeys.action(for: "h", modifiers: .shift) == .nextHeader)
    #expect(DemoKeys.action(for: "h", modifiers: .ctrl) == nil)
    #expect(DemoKeys.action(for: "r", modifiers: [.alt, .shift]) == nil)
    #expect(DemoKeys.action(for: "q") == nil)
    #expect(KeyModifiers([.ctrl, .shift]).description == "Ctrl+Shift+")
}

@Test func theDesktopsKeysAndCombinationsAreRows() {
    #expect(DemoKeys.action(for: "F5") == .refresh)
    #expect(DemoKeys.action(for: "r", modifiers: .ctrl) == .refresh)
    #expect(DemoKeys.action(for: "q", modifiers: .ctrl) == .quit)
    #expect(DemoKeys.action(for: "w", modifiers: .ctrl) == .quit)
    #expect(DemoKeys.action(for: "Space", modifiers: .shift) == .scroll(.pageUp))
    #expect(DemoKeys.action(for: "Space") == .activate(orPageDown: true))
    #expect(DemoKeys.action(for: "Tab", modifiers: .shift) == .focus(.previous))
    #expect(DemoKeys.action(for: "F10", modifiers: .shift) == .openMenu)
    #expect(DemoKeys.action(for: "Application") == .openMenu)
    // Ctrl or Alt never does the plain key's action.
    #expect(DemoKeys.action(for: "Down", modifiers: .ctrl) == nil)
    #expect(DemoKeys.action(for: "d", modifiers: .ctrl) == nil)
    #expect(DemoKeys.action(for: "l", modifiers: .alt) == nil)
    #expect(DemoKeys.action(for: "F5", modifiers: .alt) == nil)
}

@Test func theMenusItemsAreTheTablesRowsInTheContractsOrder() {
    #expect(
        DemoKeys.menuItems(floor: false, overCarousel: false).map(\.title) == [
            "Refresh", "Load more", "Scroll to top", "Scroll to end",
        ])
    #expect(
        DemoKeys.menuItems(floor: true, overCarousel: true).map(\.title) == [
            "Load more cards", "Refresh", "Second floor", "Load more", "Scroll to top",
            "Scroll to end",
        ])
    #expect(
        DemoKeys.menuItems(floor: false, overCarousel: false).map(\.action) == [
            .refresh, .loadMore, .scroll(.top), .scroll(.end),
        ])
}

@Test func theReadmesInputTableHoldsTheControllersMap() {
    let section = readme.components(separatedBy: "## Using the demo").dropFirst().first ?? ""
    let table = section.split(separator: "\n").prefix { !$0.hasPrefix("#") }
    let padRows = table.filter { $0.hasPrefix("| controller ") }.map(String.init)
    #expect(padRows == DemoPad.readmeRows)
    for row in DemoPad.all {
        #expect(DemoOptions.helpText.contains("  \(row.button.name.padded(18))\(row.help)"))
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
