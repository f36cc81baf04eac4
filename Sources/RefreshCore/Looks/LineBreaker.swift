/// Where a line of text may break, and the two ways text is broken: greedy lines to a width
/// (a feed's bodies, a chat's bubbles, the key panel) and two balanced lines (a title too wide
/// for one, `FittedText`). A line may break after a space and between two wide (CJK)
/// characters; a text with no such place, between any two characters of it, when it must.
public enum LineBreaker {
    /// `text` in the pieces a line never splits: each word with the spaces after it, and each
    /// wide character alone. A separator standing alone between words ("·", "•", "|") goes
    /// with the word before it, so no line starts with one.
    public static func pieces(_ text: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        func add(_ piece: Substring) {
            if let last = pieces.last, isSeparator(piece), !isWide(last.last ?? " ") {
                pieces[pieces.count - 1] = text[last.startIndex..<piece.endIndex]
            } else {
                pieces.append(piece)
            }
        }
        while index < text.endIndex {
            let next = text.index(after: index)
            if isWide(text[index]) {
                if start < index { add(text[start..<index]) }
                pieces.append(text[index..<next])
                start = next
            } else if text[index] == " ", next == text.endIndex || text[next] != " " {
                add(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { add(text[start...]) }
        return pieces
    }

    /// Whether `piece` is a separator between words and its spaces.
    private static func isSeparator(_ piece: Substring) -> Bool {
        let word = piece.drop { $0 == " " }.prefix { $0 != " " }
        return word.count == 1 && ["·", "•", "|", "—", "–"].contains(word.first)
    }

    /// `text` set in `style` broken into lines of at most `width` points, greedily; at most
    /// `maxLines` lines, the last cut with "…" when text is left over. Done once per text and
    /// width by its callers, never per frame.
    public static func lines(
        _ text: String, width: Double, style: TextStyle, maxLines: Int, metrics: TextMetrics
    ) -> [String] {
        var result: [String] = []
        var line = ""
        var lineWidth = 0.0
        for piece in pieces(text) {
            let pieceWidth = metrics.size(of: String(piece), style: style).width
            if !line.isEmpty, lineWidth + pieceWidth > width {
                result.append(trimmingSpaces(line))
                if result.count == maxLines {
                    result[result.count - 1] += "…"
                    return result
                }
                line = ""
                lineWidth = 0
            }
            line += piece
            lineWidth += pieceWidth
        }
        let last = trimmingSpaces(line)
        if !last.isEmpty { result.append(last) }
        return result
    }

    /// The places `text` may break, as the index each next line would start at: between its
    /// pieces, or between any two characters of a text that is one piece.
    public static func breaks(in text: String) -> [String.Index] {
        let pieces = pieces(text)
        guard pieces.count > 1 else { return Array(text.indices.dropFirst()) }
        return pieces.dropFirst().map(\.startIndex)
    }

    /// Two sentences as one text: a space between them, none after a wide (CJK) one.
    public static func joined(_ first: String, _ second: String) -> String {
        let wide = first.first.map(isWide) ?? false
        return first + (wide ? "" : " ") + second
    }

    /// `text` without spaces at either end.
    public static func trimmingSpaces<Text: StringProtocol>(_ text: Text) -> String {
        guard let start = text.firstIndex(where: { $0 != " " }),
            let end = text.lastIndex(where: { $0 != " " })
        else { return "" }
        return String(text[start...end])
    }

    /// Whether `character` is wide (`isWide` of its first scalar): a line may break on either
    /// side.
    static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isWide) ?? false
    }

    /// Whether `scalar` is wide, as wide as the type is large: CJK, kana, Hangul and what
    /// follows them in Unicode, from U+2E80 (CJK Radicals Supplement) on.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x2E80 }
}
