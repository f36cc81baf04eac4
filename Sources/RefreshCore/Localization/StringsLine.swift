/// One line of a strings file, read left to right.
struct StringsLine {
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
