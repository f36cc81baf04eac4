import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The key panel speaks the language shown and sets its entries in columns that fit the view.
@Suite struct KeyPanelTests {
    static let metrics = FontLikeMetrics()

    /// Every language but English has its own words for every gesture and entry (the header
    /// kinds' names stay as the options spell them).
    @Test func everyLanguageHasThePanelsWords() throws {
        let texts = try ListTextsTests.packageTexts()
        let english = KeyPanel.lines(.english, texts: texts).flatMap { $0 }
        for language in RefreshLanguage.allCases where language != .english {
            let lines = KeyPanel.lines(language, texts: texts).flatMap { $0 }
            #expect(lines.count == english.count)
            for (own, base) in zip(lines, english) where base.text != DemoKinds.headerNames {
                #expect(own.text != base.text, "\(language): \(base.text)")
            }
            for (own, base) in zip(lines.prefix(3), english.prefix(3)) {
                #expect(own.keys != base.keys, "\(language): \(base.keys)")
            }
        }
    }

    /// At 320, 390 and 1280 points, in every language: the panel is no wider than the view less
    /// 12 points a side, every text inside it, and the texts after the first keys of the lines
    /// all start at one x; at the window's smallest (320×480) its smallest type fits the height.
    @Test(arguments: RefreshLanguage.allCases, [320.0, 390.0, 1280.0])
    func theColumnsFitAndAlign(language: RefreshLanguage, width: Double) throws {
        let texts = try ListTextsTests.packageTexts()
        let lines = KeyPanel.lines(language, texts: texts)
        let (pieces, size) = KeyPanel.layout(lines, maxWidth: width - 24, metrics: Self.metrics)
        #expect(size.width <= width - 24, "\(language) \(width): \(size.width)")
        for piece in pieces {
            let right = piece.at.x + Self.metrics.size(of: piece.text, style: KeyPanel.style).width
            #expect(piece.at.x >= KeyPanel.padding.x - 1e-9, "\(language): \(piece.text)")
            #expect(right <= size.width - KeyPanel.padding.x + 0.5, "\(language): \(piece.text)")
        }
        // Pieces come in pairs (keys, text); a line's first pair starts at the padding.
        let firstTexts = stride(from: 0, to: pieces.count, by: 2).filter {
            pieces[$0].at.x == KeyPanel.padding.x
        }.map { pieces[$0 + 1].at.x }
        #expect(Set(firstTexts).count == 1, "\(language) \(width): \(Set(firstTexts))")
        #expect(firstTexts.count >= lines.count)
        let smallest = try #require(KeyPanel.sizes.last)
        let small = KeyPanel.layout(
            lines, maxWidth: width - 24, metrics: Self.metrics, setting: smallest)
        #expect(small.size.height + 60 < 480, "\(language) \(width): \(small.size.height)")
    }
}
