import Foundation
import RefreshAccessibleView
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// A feed's gap row on the simulated clock, its pages `file://` documents the test rewrites
/// between refreshes: what the row says at each step, its height, a click on it, and AT-SPI's
/// view of it (a button whose `click` fills it).
@Suite struct FeedGapSceneTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-gap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes an Atom page `name` of entries `ids`, linking to `next`; its URL.
    @discardableResult
    func page(_ name: String, _ ids: [String], next: String? = nil) throws -> URL {
        try AtomPage.write(
            ids.map { .init(id: $0, title: "Entry \($0)", updated: "2025-03-14T10:00:00Z") },
            next: next, to: folder.appendingPathComponent(name))
    }

    /// A scene whose first refresh landed `first`, then whose second landed `then` (linking
    /// to `next`): a gap between the two.
    func sceneWithAGap(next: String?) throws -> SceneDriver {
        let feed = try page("feed.xml", ["k1", "k2"])
        let driver = SceneDriver("--headless", "--feed \(feed.absoluteString)", "--latency 0")
        driver.wait(0.5)
        try page("feed.xml", ["n1", "n2"], next: next)
        driver.scene.perform(DemoAction.refresh)
        driver.wait(1.5)
        return driver
    }

    @Test func theGapRowSaysWhatItDoesAndIsAButtonForAssistiveTechnologies() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try page("p2.xml", ["n3"])
        let driver = try sceneWithAGap(next: "p2.xml")
        let scene = driver.scene
        #expect(scene.rows.count == 4 && scene.pane.feedRows?.gaps.count == 1)
        #expect(
            scene.webFeed?.gapRows?.title(0, scene.listTexts, scene.language)
                == "Load missing posts"
        )
        let frame = try #require(scene.webFeed?.gapRows?.frame(0))
        #expect(frame.height == 44 && frame.minY == scene.list.rowFrame(1).maxY)
        let button = try #require(scene.accessibleView.gapButton)
        #expect(button.name == "Load missing posts" && button.isShowing)
        // The frame of its row in the view, as the bridge places the push button.
        #expect(button.frame.minY == frame.minY - scene.scrollView.contentOffsetY)
        #expect(scene.perform(AccessibleAction.pressGapRow))
        #expect(
            scene.webFeed?.gapRows?.title(0, scene.listTexts, scene.language) == "Loading…"
                && scene.inFlight.traceName == "gap")
        #expect(!scene.perform(AccessibleAction.pressGapRow))
        driver.wait(0.2)
        // The page had no next page: the gap stays, with its entry in above it.
        #expect(
            scene.rows.count == 5
                && scene.webFeed?.gapRows?.title(0, scene.listTexts, scene.language)
                    == "No more posts to load"
        )
        #expect(scene.accessibleView.gapButton?.name == "No more posts to load")
        #expect(!scene.perform(AccessibleAction.pressGapRow))
    }

    @Test func aClickOnTheGapRowFillsItAndAFailedPageSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try sceneWithAGap(next: "missing.xml")
        let scene = driver.scene
        let frame = try #require(scene.webFeed?.gapRows?.frame(0))
        let y = frame.midY - scene.scrollView.contentOffsetY
        driver.send(.pointerDown(Point(x: 100, y: y)))
        driver.send(.pointerUp(Point(x: 100, y: y)))
        #expect(scene.inFlight.traceName == "gap")
        driver.wait(0.2)
        #expect(
            scene.webFeed?.gapRows?.title(0, scene.listTexts, scene.language)
                == "Couldn't load more: no connection")
        #expect(scene.failures == 1 && scene.refreshes == 2 && scene.loads == 0)
        // Tried again once the page is there: it meets a known entry and the row goes.
        try page("missing.xml", ["n3", "k1"])
        #expect(scene.perform(AccessibleAction.pressGapRow))
        driver.wait(0.2)
        #expect(scene.pane.feedRows?.gaps.count == 0 && scene.accessibleView.gapButton == nil)
        #expect(scene.rows.count == 5 && scene.list.layout.count == 5)
    }
}
