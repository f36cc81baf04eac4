import Foundation
import RefreshCore
import TestSupport
import Testing

@Suite struct TrailerLookTests {
    private let band = Rect(x: 400, y: 100, width: 60, height: 180)

    private func drawn(
        _ look: TrailerLook, state: RefreshState, result: RefreshResult? = nil,
        language: RefreshLanguage
    ) throws -> [DrawCommand] {
        let strings = try RefreshStrings.load(language, fromFolder: stringsFolder)
        var list = DrawList()
        let moment = RefreshMoment(
            state: state, pullingPercent: 1, alpha: 1, time: 0, result: result, strings: strings)
        look.draw(into: &list, in: band, moment: moment, metrics: ScalingTextMetrics())
        return list.commands
    }

    @Test(arguments: [RefreshLanguage.simplifiedChinese, .traditionalChinese, .korean])
    func chineseAndKoreanStandOneCharacterALineInsideTheBand(language: RefreshLanguage) throws {
        for (state, result) in [(RefreshState.idle, RefreshResult?.none), (.refreshing, .failure)] {
            let commands = try drawn(.state, state: state, result: result, language: language)
            let lines = commands.compactMap { command -> (String, Point, TextStyle)? in
                if case .text(let text, let style, _, let origin) = command {
                    return (text, origin, style)
                }
                return nil
            }
            #expect(lines.count > 3)
            #expect(lines.allSatisfy { $0.0.count == 1 })
            #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.1.y < $1.1.y })
            let last = try #require(lines.last)
            #expect(lines[0].1.y >= band.minY && last.1.y + 1.2 * last.2.size <= band.maxY + 1)
        }
    }

    @Test(arguments: [RefreshLanguage.english, .russian, .ukrainian])
    func latinAndCyrillicTitlesTurnAQuarterAndFit(language: RefreshLanguage) throws {
        for (state, result) in [
            (RefreshState.pulling, RefreshResult?.none), (.refreshing, .failure),
        ] {
            let commands = try drawn(
                .normal(arrow: sheet("arrow"), spinner: sheet("spinner")), state: state,
                result: result, language: language)
            let turned = commands.compactMap { command -> (String, TextStyle, Double)? in
                if case .turnedText(let text, let style, _, _, let rotation) = command {
                    return (text, style, rotation)
                }
                return nil
            }
            let title = try #require(turned.first)
            // One line, or two side by side once shrinking to 0.8× is not enough (the titles'
            // rule), each turned a quarter and no smaller than the rule allows.
            #expect((1...2).contains(turned.count))
            #expect(turned.allSatisfy { $0.2 == Double.pi / 2 })
            #expect(turned.count == 1 || title.1.size >= 0.8 * RefreshConstants.labelFontSize - 0.5)
            // The arrow's or the spinner's room plus the longest turned line fit in the band.
            let longest = turned.map { 0.6 * $0.1.size * Double($0.0.count) }.max() ?? 0
            #expect(longest + 34 <= band.height - 20 + 1e-9)
        }
    }

    private func sheet(_ name: String) -> SpriteSheet {
        SyntheticSheets.sheet(name, count: 12, width: 15, height: 40)
    }
}
