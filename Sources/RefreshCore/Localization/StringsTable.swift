/// One `.strings` file's entries, key to text, in the one format every text of the library and
/// the demo is written in: a subset of Apple's `.strings` (MJRefresh's `Localizable.strings`),
/// one `"Key" = "Text";` a line, `//` comment lines and blank lines.
///
/// A key with a dot (`Language.Direction`, `List.Section`) belongs to a namespace: `Language.`
/// describes the language itself (`RefreshLanguage`), any other is an app's own text, which the
/// library's titles (`RefreshStrings`) pass over. A key without a dot is one of the library's.
public struct StringsTable: Equatable, Sendable {
    /// The file the entries were read from, for errors.
    public let file: String
    private var texts: [String: String]
    private var lines: [String: Int]

    /// The entries, key to text.
    public var entries: [String: String] { texts }

    /// The text of `key`, or nil when the file has no such line.
    public subscript(key: String) -> String? { texts[key] }

    /// The line `key` is set on, for errors.
    public func line(of key: String) -> Int? { lines[key] }

    /// Parses a strings file's bytes; `file` names it in errors. A UTF-8 byte order mark at the
    /// start is skipped.
    public init(parsing bytes: [UInt8], file: String) throws(RefreshStringsError) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .notUTF8(file: file)
        }
        try self.init(parsing: text, file: file)
    }

    /// Parses a strings file's text; `file` names it in errors. Inside the quotes, `\"` is a
    /// quote and `\\` a backslash; no other escape, and no control character, is allowed; a key
    /// set twice or to the empty text is an error.
    public init(parsing text: String, file: String) throws(RefreshStringsError) {
        self.file = file
        texts = [:]
        lines = [:]
        var number = 0
        // Split on scalars, not characters: "\r\n" is one Character and would never match "\n".
        let rawLines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for rawLine in rawLines {
            number += 1
            var line = StringsLine(rawLine, file: file, number: number)
            guard let (key, value) = try line.entry() else { continue }
            if let first = lines[key] {
                throw .duplicateKey(file: file, line: number, key: key, firstLine: first)
            }
            guard !value.isEmpty else { throw .emptyText(file: file, line: number, key: key) }
            texts[key] = value
            lines[key] = number
        }
    }

    /// Reads and parses the file at `path`.
    public static func load(file path: String) throws(RefreshStringsError) -> StringsTable {
        try StringsTable(parsing: StringsFile.readBytes(of: path), file: path)
    }

    /// Whether `key` is one of the library's (it has no namespace).
    static func isLibraryKey(_ key: String) -> Bool { !key.contains(".") }
}
