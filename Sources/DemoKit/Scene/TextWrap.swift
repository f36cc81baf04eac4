import RefreshCore

/// Wrapping text to a width, as the feed's rows and the chat's bubbles do: greedy, at spaces
/// and between any two wide (CJK) characters, measured by the renderer's metrics. Done once per
/// row and environment by the lists, never per frame.
enum TextWrap {
    /// `text` set in `style` broken into lines of at most `width` points; at most `maxLines`
    /// lines, the last cut with "…" when text is left over.
    static func lines(
        _ text: String, width: Double, style: TextStyle, maxLines: Int, metrics: TextMetrics
    ) -> [String] {
        var result: [String] = []
        var line = ""
        var lineWidth = 0.0
        for token in tokens(text) {
            let tokenWidth = metrics.size(of: token, style: style).width
            if !line.isEmpty, lineWidth + tokenWidth > width {
                result.append(line.trimmingSpaces)
                if result.count == maxLines { return cut(result) }
                line = ""
                lineWidth = 0
            }
            line += token
            lineWidth += tokenWidth
        }
        if !line.trimmingSpaces.isEmpty { result.append(line.trimmingSpaces) }
        return result
    }

    /// Two sentences as one text: a space between them, none after a wide (CJK) one.
    static func joined(_ first: String, _ second: String) -> String {
        let wide = first.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
        return first + (wide ? "" : " ") + second
    }

    /// The last line ends in "…": the text went on.
    private static func cut(_ lines: [String]) -> [String] {
        var lines = lines
        lines[lines.count - 1] += "…"
        return lines
    }

    /// Words with their following space, and wide characters one by one.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            let wide = character.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
            if wide {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                tokens.append(String(character))
            } else {
                word.append(character)
                if character == " " {
                    tokens.append(word)
                    word = ""
                }
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        guard let start = firstIndex(where: { $0 != " " }),
            let end = lastIndex(where: { $0 != " " })
        else { return "" }
        return String(self[start...end])
    }
}
