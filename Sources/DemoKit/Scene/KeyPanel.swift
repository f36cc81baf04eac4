import RefreshCore

/// The key panel `?` shows: the gestures, then the key table's entries (a line a group), in the
/// language shown and set in measured columns, so every description of a column starts at one
/// x whatever the font's widths (the metrics memoise each size, so a frame measures nothing new).
enum KeyPanel {
    /// An entry: the keys (or gesture) and what they do.
    typealias Entry = (keys: String, text: String)

    /// What the pointer does, before the keys.
    static let gestures: [Entry] = [
        ("drag", "pull down to refresh, up to load"),
        ("wheel", "scroll (trackpad: pull to refresh too)"),
        ("cards", "drag sideways; past the end: trailer"),
    ]

    /// The panel's type and line height, then the smaller ones it falls back to in a view too
    /// short for it (the window's smallest, 480 points, takes the last).
    static let sizes: [Setting] = [
        Setting(style: TextStyle(weight: .regular, size: 12), lineHeight: 18),
        Setting(style: TextStyle(weight: .regular, size: 10.5), lineHeight: 15),
        Setting(style: TextStyle(weight: .regular, size: 9), lineHeight: 12),
    ]
    /// The panel's type at its largest.
    static var style: TextStyle { sizes[0].style }

    /// A size of the panel's text.
    struct Setting {
        var style: TextStyle
        var lineHeight: Double

        /// `factor` times as large (the text scale).
        func scaled(by factor: Double) -> Setting {
            Setting(style: style.scaled(by: factor), lineHeight: lineHeight * factor)
        }
    }
    /// Inside the panel's edges, across and down.
    static let padding = (x: 12.0, y: 10.0)
    /// Between an entry's keys and its text, and after a text before the line's next entry.
    static let gaps = (keys: 8.0, entries: 16.0)

    /// The lines in `language`, from the English words through `texts` (a gesture's name too;
    /// key names stay as the keys are labelled), of the key table's `entries`
    /// (`DemoKeys.panelEntries(for:)`).
    static func lines(
        _ language: RefreshLanguage, texts: ListTexts,
        entries: [[Entry]] = DemoKeys.panelEntries
    ) -> [[Entry]] {
        (gestures.map { [$0] } + entries).map { line in
            line.map { (texts.panelText($0.keys, language), texts.panelText($0.text, language)) }
        }
    }

    /// Where each piece of `lines` goes, from the panel's top left, and the panel's size. While
    /// the columns are wider than `maxWidth`, the widest line that shares its line splits into
    /// lines of one entry each, so only the lines that must grow the panel taller.
    static func layout(
        _ lines: [[Entry]], maxWidth: Double, metrics: TextMetrics, setting: Setting = sizes[0]
    ) -> (pieces: [(text: String, at: Point)], size: Size) {
        var lines = lines
        var placed = columns(lines, metrics: metrics, setting: setting)
        while placed.size.width > maxWidth {
            let widths = lines.map { line in
                line.count < 2 ? 0 : columns([line], metrics: metrics, setting: setting).size.width
            }
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
                widths[widest] > 0
            else { break }
            lines.replaceSubrange(widest...widest, with: lines[widest].map { [$0] })
            placed = columns(lines, metrics: metrics, setting: setting)
        }
        guard placed.size.width > maxWidth else { return placed }
        // Still too wide: one entry a line, each text wrapped to the room after the keys.
        let keys = lines.map {
            metrics.size(of: $0.first?.keys ?? "", style: setting.style).width
        }
        let room = maxWidth - 2 * padding.x - gaps.keys - (keys.max() ?? 0)
        let wrapped = lines.flatMap { line -> [[Entry]] in
            guard let entry = line.first else { return [] }
            let parts = LineBreaker.lines(
                entry.text, width: room, style: setting.style, maxLines: .max, metrics: metrics)
            return parts.enumerated().map { [($0.offset == 0 ? entry.keys : "", $0.element)] }
        }
        return columns(wrapped, metrics: metrics, setting: setting)
    }

    /// `lines` in columns: column i's keys start where the widest text of column i − 1 that has
    /// an entry after it ends (a line's last text may run on).
    private static func columns(_ lines: [[Entry]], metrics: TextMetrics, setting: Setting)
        -> (pieces: [(text: String, at: Point)], size: Size)
    {
        func width(_ text: String) -> Double {
            metrics.size(of: text, style: setting.style).width
        }
        let count = lines.map(\.count).max() ?? 0
        var keyWidths = [Double](repeating: 0, count: count)
        var textWidths = [Double](repeating: 0, count: count)
        for line in lines {
            for (index, entry) in line.enumerated() {
                keyWidths[index] = max(keyWidths[index], width(entry.keys))
                if index < line.count - 1 {
                    textWidths[index] = max(textWidths[index], width(entry.text))
                }
            }
        }
        var keyX = [padding.x]
        for index in 0..<count {
            let textX = keyX[index] + keyWidths[index] + gaps.keys
            keyX.append(textX + textWidths[index] + gaps.entries)
        }
        var pieces: [(text: String, at: Point)] = []
        var right = 0.0
        for (row, line) in lines.enumerated() {
            let y = padding.y + Double(row) * setting.lineHeight
            for (index, entry) in line.enumerated() {
                let textX = keyX[index] + keyWidths[index] + gaps.keys
                pieces.append((entry.keys, Point(x: keyX[index], y: y)))
                pieces.append((entry.text, Point(x: textX, y: y)))
                right = max(right, textX + width(entry.text))
            }
        }
        let height = Double(lines.count) * setting.lineHeight + 2 * padding.y
        return (pieces, Size(width: (right + padding.x).rounded(.up), height: height))
    }
}
