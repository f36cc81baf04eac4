import RefreshCore
import TestSupport
import Testing

/// One line breaker for greedy lines and for a title's two balanced lines: the same places to
/// break (after spaces, between wide characters, anywhere in a text of one piece).
@Suite struct LineBreakerTests {
    let style = TextStyle(weight: .regular, size: 14)
    let metrics = FixedTextMetrics(characterWidth: 7, lineHeight: 17)

    @Test func piecesAreWordsWithTheirSpacesAndWideCharactersAlone() {
        #expect(LineBreaker.pieces("Pull to  refresh") == ["Pull ", "to  ", "refresh"])
        #expect(LineBreaker.pieces("下拉刷新 now") == ["下", "拉", "刷", "新", " ", "now"])
        #expect(LineBreaker.pieces("").isEmpty)
        // A separator between words goes with the word before it: no line starts with it.
        #expect(LineBreaker.pieces("Pull down · Press ?") == ["Pull ", "down · ", "Press ", "?"])
    }

    @Test func aTextOfOnePieceBreaksBetweenAnyTwoCharacters() {
        let text = "Aktualisierung"
        #expect(LineBreaker.breaks(in: text).count == text.count - 1)
        let title = "Pull to refresh"
        let breaks = LineBreaker.breaks(in: title)
        #expect(breaks.map { title.distance(from: title.startIndex, to: $0) } == [5, 8])
    }

    @Test func greedyLinesFillTheWidthAndCutTheLastWithAnEllipsis() {
        // 7 points a character: 70 points hold 10.
        let lines = LineBreaker.lines(
            "one two three four five six seven", width: 70, style: style, maxLines: 3,
            metrics: metrics)
        // A word is measured with its space: "three four " is 11 characters.
        #expect(lines == ["one two", "three", "four five…"])
        #expect(
            LineBreaker.lines("一二三四五六", width: 21, style: style, maxLines: 4, metrics: metrics)
                == ["一二三", "四五六"])
    }

    @Test func aTitleWrapsWhereItsWiderLineIsNarrowest() {
        // Too wide for 100 points even shrunk to 0.8: two lines, split at the middle space.
        let fitted = FittedText.fit(
            "Release to refresh now", style: style, width: 100, metrics: metrics)
        #expect(fitted.first == "Release to")
        #expect(fitted.second == "refresh now")
        let chinese = FittedText.fit("松开立即刷新数据", style: style, width: 40, metrics: metrics)
        #expect(chinese.first == "松开立即")
        #expect(chinese.second == "刷新数据")
    }
}
