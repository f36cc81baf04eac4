extension DemoKeys {
    /// Listed rows gathered into the entries the lists show: a run of rows with the same text
    /// (the six header kinds) is one entry.
    static func entries(
        of rows: [KeyBinding], text: (KeyBinding) -> String?
    ) -> [(rows: [KeyBinding], text: String)] {
        var entries: [(rows: [KeyBinding], text: String)] = []
        for row in rows {
            guard let line = text(row) else { continue }
            if let last = entries.last, last.text == line {
                entries[entries.count - 1].rows.append(row)
            } else {
                entries.append(([row], line))
            }
        }
        return entries
    }

    /// The keys of `--help`, two spaces in: each entry's keys in a column of 18, its help after
    /// them, its further lines under the first.
    public static let helpLines = helpLines(for: all)

    /// The keys of `--help` for the key table `rows`.
    public static func helpLines(for rows: [KeyBinding]) -> String {
        entries(of: rows, text: \.help).map { entry in
            let keys = entry.rows.map { $0.name() }.joined(separator: " ")
            let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: " ", count: 20)
            return
                (["  " + keys.padded(to: 18) + (lines.first ?? "")]
                + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The key panel's entries, a line a group: a run's keys as "first-last" and the panel's
    /// English words for them (the panel looks each up in the language shown).
    static let panelEntries = panelEntries(for: all)

    /// The key panel's entries of the key table `table`.
    static func panelEntries(for table: [KeyBinding]) -> [[(keys: String, text: String)]] {
        KeyPanelGroup.allCases.compactMap { group in entries(of: table, in: group) }
    }

    private static func entries(
        of table: [KeyBinding], in group: KeyPanelGroup
    ) -> [(keys: String, text: String)]? {
        let rows = table.filter { $0.panel?.group == group }
        let parts = entries(of: rows, text: { $0.panel?.text }).map { entry in
            let first = entry.rows.first?.name(short: true) ?? ""
            let last = entry.rows.last?.name(short: true) ?? ""
            return (keys: entry.rows.count > 1 ? "\(first)-\(last)" : first, text: entry.text)
        }
        return parts.isEmpty ? nil : parts
    }

    /// The key panel's lines as plain text, one a group: each key in a column of 8 and the next
    /// entry on the line after its neighbour's text in a column of 17 (the panel itself sets
    /// them in measured columns).
    public static let panelLines: [String] = panelEntries.map { parts in
        parts.enumerated().map { index, part in
            let keys = index == 0 ? part.keys.padded(to: 8) : part.keys + "  "
            return keys + (index == parts.count - 1 ? part.text : part.text.padded(to: 17))
        }.joined()
    }

    /// The rows of the README's key table, as Markdown: "| `h` | next header kind … |"; a run
    /// of more than two keys as "`1` … `6`".
    public static let readmeRows = readmeRows(for: all)

    /// The README's key table rows for the key table `table`.
    public static func readmeRows(for table: [KeyBinding]) -> [String] {
        entries(of: table, text: \.help).map { entry in
            let names = entry.rows.map { "`\($0.name(short: true))`" }
            let keys =
                names.count > 2
                ? "\(names.first ?? "") … \(names.last ?? "")" : names.joined(separator: " / ")
            let text = entry.text.split(separator: "\n").joined(separator: " ")
            return "| \(keys) | \(text) |"
        }
    }
}
