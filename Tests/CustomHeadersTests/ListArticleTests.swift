import Foundation
import RefreshCore
import Testing

/// The lists article shows code the package compiles, and that code does what it says.
struct ListArticleTests {
    @Test func theArticleShowsTheExamplesCode() throws {
        let source = try String(
            contentsOf: DocumentationTests.root.appendingPathComponent(
                "Tests/CustomHeadersTests/ListArticleExample.swift"), encoding: .utf8
        ).components(separatedBy: "\n")
        let article = try String(
            contentsOf: DocumentationTests.root.appendingPathComponent(
                "Sources/RefreshCore/RefreshCore.docc/ListsOfAnyHeight.md"), encoding: .utf8)
        let blocks = DocumentationTests.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        for block in blocks { #expect(DocumentationTests.contains(source, block: block)) }
    }

    @Test func theExampleDrawsOnlyThePostsInView() {
        let posts = (0..<1000).map { String(repeating: "word ", count: 1 + $0 % 30) }
        let scrollView = ScrollView(timeline: Timeline(), viewSize: Size(width: 390, height: 720))
        var drawn: [Rect] = []
        let layout = listArticleExample(
            feed: ArticleFeed(posts: posts), scrollView: scrollView
        ) { _, frame in drawn.append(frame) }
        #expect(scrollView.contentSize.height == layout.contentHeight)
        #expect(layout.contentHeight > 1000 * 36)
        #expect(drawn.first?.minY == 0)
        #expect(drawn.count < 30)
        #expect(drawn.last!.minY < 720 && drawn.last!.maxY >= 720)
    }
}
