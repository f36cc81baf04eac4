import Foundation
import Testing

/// The empty state's button in a 390×720 view: 140 × 36 points, centred, 228 points below the
/// content's top (a placeholder owns the view: no footer above it), and 22 points lower while
/// the status bar shows at launch.
private let button = "195 268"
/// The button once the status bar has gone (2.8 s after launch).
private let buttonLater = "195 246"

/// `placeholder`'s values in order, repeats collapsed.
private func placeholders(_ lines: [TraceLine]) -> [String] {
    var values: [String] = []
    for line in lines where values.last != line.string("placeholder") {
        values.append(line.string("placeholder"))
    }
    return values
}

@Suite struct PlaceholderTests {
    @Test(arguments: ["plain", "feed", "sections"])
    func anEmptyListShowsTheEmptyStateAndRefreshesFromItsButton(list: String) throws {
        let lines = try Demo.trace(
            "wait 100\ndown \(button)\nup\nwait 2000", ["--rows", "0", "--list", list])
        let first = try #require(lines.first)
        #expect(first.string("placeholder") == "empty")
        // The click begins refreshing at once; loading lasts until the data lands, 0.25 s of
        // opening and 1 s of latency later.
        let begun = try #require(lines.first { $0.string("header_state") == "refreshing" })
        #expect(abs(begun.number("t") - 100) < 1e-6)
        #expect(begun.string("placeholder") == "loading")
        let landed = try #require(lines.first { $0.int("refreshes") == 1 })
        #expect(abs(landed.number("t") - 1350) < 1e-6)
        let before = try #require(lines.last { $0.number("t") < landed.number("t") })
        #expect(before.string("placeholder") == "loading")
        if list == "feed" {
            // A feed's refresh lands --page rows.
            #expect(landed.int("rows") == 20 && landed.string("placeholder") == "none")
            #expect(placeholders(lines) == ["empty", "loading", "none"])
        } else {
            // A plain list's lands --rows: 0, empty again.
            #expect(landed.int("rows") == 0 && landed.string("placeholder") == "empty")
            #expect(placeholders(lines) == ["empty", "loading", "empty"])
        }
    }

    @Test func aFailureShowsTheErrorStateUntilTryAgainBeginsTheNextRefresh() throws {
        let lines = try Demo.trace(
            "wait 100\ndown \(button)\nup\nwait 3000\ndown \(buttonLater)\nup\nwait 500",
            ["--rows", "0", "--fail-every", "1"])
        // Try again begins the next refresh (loading), which fails too.
        #expect(placeholders(lines) == ["empty", "loading", "error", "loading", "error"])
        // The error shows from the failure's dwell start (1350 ms) and through the dwell.
        let error = try #require(lines.first { $0.string("placeholder") == "error" })
        #expect(abs(error.number("t") - 1350) < 1e-6)
        #expect(error.string("header_result") == "failure")
        #expect(error.int("failures") == 1)
        let again = try #require(lines.last { $0.string("placeholder") == "loading" })
        #expect(again.string("header_state") == "refreshing")
        #expect(lines.last?.int("failures") == 2)
    }

    @Test func pullToRefreshWorksOnTheEmptyState() throws {
        let lines = try Demo.trace(listPull + "wait 2000", ["--rows", "0", "--list", "feed"])
        #expect(placeholders(lines) == ["empty", "loading", "none"])
        #expect(lines.last?.int("rows") == 20)
    }

    @Test func aClickBesideTheButtonDoesNothing() throws {
        let lines = try Demo.trace("wait 100\ndown 20 268\nup\nwait 500", ["--rows", "0"])
        #expect(placeholders(lines) == ["empty"])
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test func aListWithRowsShowsNoPlaceholderEvenWhenItsRefreshFails() throws {
        let lines = try Demo.trace(listPull + "wait 3000", ["--fail-every", "1"])
        #expect(lines.allSatisfy { $0.string("placeholder") == "none" })
        #expect(lines.last?.int("failures") == 1)
    }
}
