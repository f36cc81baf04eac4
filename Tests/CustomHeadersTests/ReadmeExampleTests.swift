import Foundation
import RefreshCore
import TestSupport
import Testing

/// The README's custom header compiles (this target builds it) and behaves as the text says.
struct ReadmeExampleTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README and the DocC article "Write your own header" both show it.
    @Test func theReadmeAndTheArticleShowExactlyTheCompiledCode() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Tests/CustomHeadersTests/ReadmeExample.swift"), encoding: .utf8)
        let readme = try String(
            contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/RefreshCore/RefreshCore.docc/WriteYourOwnHeader.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README begin\n"))
        let end = try #require(source.range(of: "// README end"))
        let code = String(source[begin.upperBound..<end.lowerBound])
        #expect(code.split(separator: "\n").count <= 40)
        #expect(readme.contains("```swift\n" + code + "```"))
        #expect(article.contains("```swift\n" + code + "```"))
    }

    @Test func thePullLightsTheDotsAndRefreshingRunsAWave() {
        let look = DotsLook()
        let pulled = RefreshMoment(state: .idle, pullingPercent: 0.6, alpha: 1, time: 0)
        #expect(look.litDots(at: pulled) == 3)
        var wave = RefreshMoment(state: .refreshing, pullingPercent: 1, alpha: 1, time: 2.25)
        wave.stateSince = 2
        #expect(look.litDots(at: wave) == 2)
        #expect(look.isAnimating(at: wave))
    }

    @Test func theHeaderRefreshesWhenPulledAndReleased() {
        let timeline = Timeline()
        let scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: 880))
        var requests = 0
        installDots(on: scrollView) { requests += 1 }
        guard let header = scrollView.header else { return #expect(Bool(false)) }
        scrollView.pointerDown(y: 100)
        timeline.advance(to: 0.1)
        scrollView.pointerMove(y: 400)
        #expect(header.state == .pulling)
        scrollView.pointerUp()
        timeline.advance(to: 0.5)
        #expect(header.state == .refreshing)
        #expect(requests == 1)
        var list = DrawList()
        header.draw(
            into: &list, frame: header.frame(in: Rect(x: 0, y: 0, width: 390, height: 720)),
            metrics: FixedTextMetrics(characterWidth: 0, lineHeight: 0))
        #expect(list.commands.count == 5)
    }
}
