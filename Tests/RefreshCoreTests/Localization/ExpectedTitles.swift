import Foundation

@testable import RefreshCore

/// The titles the tests expect, read from `ExpectedTitles.md` beside this file: MJRefresh's
/// table, copied from the reference, and the project's result titles.
struct ExpectedTitles: Sendable {
    /// A key's text by language; a language with no text is missing from its row.
    typealias Table = [RefreshText: [RefreshLanguage: String]]

    /// A line of the file that is not a table row the tests can read.
    struct BadLine: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "ExpectedTitles.md:\(line): \(reason)" }
    }

    /// MJRefresh 3.7.9's titles (the section "MJRefresh 3.7.9").
    let mjRefresh: Table
    /// The project's success and failure titles (the section "The project's results").
    let results: Table
    /// The top loader's titles (the section "The top loader").
    let topLoader: Table

    /// The file, read once for every test.
    private static let file = Result {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ExpectedTitles.md").path
        return try ExpectedTitles(markdown: String(contentsOfFile: path, encoding: .utf8))
    }

    /// Both tables, or the error that stopped their reading.
    static func load() throws -> ExpectedTitles { try file.get() }

    /// Reads the tables of `markdown`: a `## ` heading names a section, a `| key |` row names
    /// the languages of the columns, and every other `|` row is a key and its texts.
    init(markdown: String) throws {
        var sections: [String: Table] = [:]
        var section: String?
        var columns: [RefreshLanguage] = []
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("| "), let section else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "key" {
                columns = try cells.dropFirst().map { code in
                    guard let language = RefreshLanguage(code: code) else {
                        throw BadLine(line: number, reason: "unknown language \"\(code)\"")
                    }
                    return language
                }
                continue
            }
            guard let name = cells.first, let key = RefreshText(rawValue: name) else {
                throw BadLine(line: number, reason: "unknown key \"\(cells.first ?? "")\"")
            }
            guard cells.count == columns.count + 1 else {
                throw BadLine(
                    line: number, reason: "\(cells.count - 1) texts for \(columns.count) languages")
            }
            var row: [RefreshLanguage: String] = [:]
            for (language, cell) in zip(columns, cells.dropFirst()) where cell != "(none)" {
                guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else {
                    throw BadLine(line: number, reason: "\(language): no backticks around \(cell)")
                }
                row[language] = String(cell.dropFirst().dropLast())
            }
            sections[section, default: [:]][key] = row
        }
        guard let mjRefresh = sections["MJRefresh 3.7.9"],
            let results = sections["The project's results"],
            let topLoader = sections["The top loader"]
        else {
            throw BadLine(line: 0, reason: "a section is missing (found \(sections.keys.sorted()))")
        }
        // The added languages' texts join MJRefresh's table for its keys, the results' and the
        // top loader's for theirs, so every lookup of a key in a language finds it in the same place.
        var states = mjRefresh
        var outcomes = results
        var loader = topLoader
        for (key, row) in sections["The added languages"] ?? [:] {
            for (language, text) in row {
                if loader[key] != nil {
                    loader[key, default: [:]][language] = text
                } else if outcomes[key] != nil {
                    outcomes[key, default: [:]][language] = text
                } else {
                    states[key, default: [:]][language] = text
                }
            }
        }
        self.mjRefresh = states
        self.results = outcomes
        self.topLoader = loader
    }
}
