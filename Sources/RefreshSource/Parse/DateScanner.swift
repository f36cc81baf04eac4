/// Reads a date's text left to right, one field at a time, for `FeedDate`.
struct DateScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index == bytes.count }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    /// Consumes `literal` if it comes next.
    mutating func skip(_ literal: Character) -> Bool {
        guard let byte = current, let wanted = literal.asciiValue, byte == wanted else {
            return false
        }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    /// A number of exactly `digits` digits.
    mutating func number(digits: Int) -> Int? { number(digits: digits...digits) }

    /// A number of `digits` digits (as many as there are, within the range).
    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while count < digits.upperBound, let byte = current, Self.isDigit(byte) {
            value = value * 10 + Int(byte - 0x30)
            count += 1
            index += 1
        }
        return digits.contains(count) ? value : nil
    }

    /// The digits after a decimal point, as a fraction of one.
    mutating func fraction() -> Double {
        var value = 0.0
        var scale = 0.1
        while let byte = current, Self.isDigit(byte) {
            value += Double(byte - 0x30) * scale
            scale /= 10
            index += 1
        }
        return value
    }

    /// A run of letters.
    mutating func word() -> String? {
        let start = index
        while let byte = current, Self.isLetter(byte) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// A time zone as seconds east of UTC: `Z`, `+01:00`, `+0100`, `GMT`, `UT`, `EST`…, a
    /// military letter (taken as UTC: RFC 1123 says their signs were published wrong). Nil
    /// when none can be read; an absent zone (at the end) is UTC.
    mutating func zone() -> Int? {
        skipSpaces()
        guard let byte = current else { return 0 }
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            index += 1
            guard let hours = number(digits: 2) else { return nil }
            _ = skip(":")
            let minutes = number(digits: 2) ?? 0
            let offset = hours * 3600 + minutes * 60
            return byte == UInt8(ascii: "-") ? -offset : offset
        }
        guard let name = word()?.uppercased() else { return nil }
        let hours = ["EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8]
        if let offset = hours[name] { return offset * 3600 }
        if name == "PDT" { return -7 * 3600 }
        return ["Z", "GMT", "UT", "UTC"].contains(name) || name.count == 1 ? 0 : nil
    }
}
