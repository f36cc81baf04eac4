extension RefreshStrings {
    /// Parses a strings file's bytes; `file` names it in errors.
    ///
    /// The format is the subset of Apple's `.strings` that MJRefresh's `Localizable.strings` use:
    /// one `"Key" = "Text";` a line, `//` comment lines and blank lines. Inside the quotes, `\"`
    /// is a quote and `\\` a backslash; no other escape, and no control character, is allowed.
    /// A UTF-8 byte order mark at the start is skipped.
    public init(parsing bytes: [UInt8], language: RefreshLanguage, file: String)
        throws(RefreshStringsError)
    {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .notUTF8(file: file)
        }
        try self.init(parsing: text, language: language, file: file)
    }

    /// Parses a strings file's text; `file` names it in errors.
    public init(parsing text: String, language: RefreshLanguage, file: String)
        throws(RefreshStringsError)
    {
        var texts: [RefreshText: String] = [:]
        var firstLines: [RefreshText: Int] = [:]
        var number = 0
        // Split on scalars, not characters: "\r\n" is one Character and would never match "\n".
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for rawLine in lines {
            number += 1
            var line = StringsLine(rawLine, file: file, number: number)
            guard let (name, value) = try line.entry() else { continue }
            guard let key = RefreshText(rawValue: name) else {
                throw .unknownKey(file: file, line: number, key: name)
            }
            if let first = firstLines[key] {
                throw .duplicateKey(file: file, line: number, key: name, firstLine: first)
            }
            guard !value.isEmpty else { throw .emptyText(file: file, line: number, key: name) }
            texts[key] = value
            firstLines[key] = number
        }
        for key in RefreshText.allCases where texts[key] == nil {
            throw .missingKey(file: file, key: key.rawValue)
        }
        self.init(language: language, checkedTexts: texts)
    }
}

/// One line of a strings file, read left to right.
private struct StringsLine {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private let file: String
    private let number: Int
    private var key: String?

    init(_ line: Substring.UnicodeScalarView, file: String, number: Int) {
        var scalars = Array(line)
        if scalars.last == "\r" { scalars.removeLast() }
        self.scalars = scalars
        self.file = file
        self.number = number
    }

    /// The line's key and text, or nil for a blank or comment line.
    mutating func entry() throws(RefreshStringsError) -> (key: String, text: String)? {
        skipSpaces()
        if atEnd || startsComment { return nil }
        let key = try quoted(what: "key")
        self.key = key
        skipSpaces()
        try expect("=")
        skipSpaces()
        let text = try quoted(what: "text")
        skipSpaces()
        try expect(";")
        skipSpaces()
        guard atEnd || startsComment else { throw malformed("unexpected text after \";\"") }
        return (key, text)
    }

    private var atEnd: Bool { position >= scalars.count }

    private var startsComment: Bool {
        position + 1 < scalars.count && scalars[position] == "/" && scalars[position + 1] == "/"
    }

    private mutating func skipSpaces() {
        while !atEnd, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(RefreshStringsError) {
        guard !atEnd, scalars[position] == scalar else {
            throw malformed("expected \"\(scalar)\"")
        }
        position += 1
    }

    /// A `"…"` run with its escapes resolved.
    private mutating func quoted(what: String) throws(RefreshStringsError) -> String {
        guard !atEnd, scalars[position] == "\"" else {
            throw malformed("expected the \(what) in double quotes")
        }
        position += 1
        var result = String.UnicodeScalarView()
        while true {
            guard !atEnd else { throw malformed("the \(what) has no closing quote") }
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "\"":
                return String(result)
            case "\\":
                guard !atEnd, scalars[position] == "\"" || scalars[position] == "\\" else {
                    throw malformed("only \\\" and \\\\ may follow a backslash")
                }
                result.append(scalars[position])
                position += 1
            default:
                guard scalar.value >= 0x20, scalar.value != 0x7F else {
                    throw malformed("control character U+\(hex(scalar.value)) in the \(what)")
                }
                result.append(scalar)
            }
        }
    }

    private func malformed(_ reason: String) -> RefreshStringsError {
        .malformedLine(file: file, line: number, key: key, reason: reason)
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
