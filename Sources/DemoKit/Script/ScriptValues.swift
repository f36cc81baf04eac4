import RefreshCore

/// The values a script's arguments write, each read strictly (ASCII digits, finite decimals,
/// names from a list) or refused with a message saying what may stand there: what
/// `Script.parse` checks a command's arguments with.
enum ScriptValues {
    /// Why an argument was refused: a message without a location (the parser adds the file
    /// and line).
    struct Refusal: Error {
        /// What is wrong, and what may stand there.
        var message: String
        /// A refusal saying `message`.
        init(_ message: String) { self.message = message }
    }

    /// The one argument of `focus` (`in`/`out`) or `network` (`online`/`offline`): true for
    /// `yes`, false for `no`.
    static func word(
        _ arguments: [String], command: String, yes: String, no: String
    ) throws(Refusal) -> Bool {
        guard arguments.count == 1 else {
            throw Refusal(
                "\(command): expects 1 argument (\(yes) or \(no)), got \(arguments.count)")
        }
        switch arguments[0] {
        case yes: return true
        case no: return false
        default:
            throw Refusal(
                "\(command): \(quoted(arguments[0])) is not \(quoted(yes)) or \(quoted(no))")
        }
    }

    /// `text` when it names a key as `keyPress` reads it, else the error saying what may.
    static func keyName(_ text: String, command: String) throws(Refusal) -> String {
        guard Script.keyPress(text) != nil else {
            throw Refusal(
                "\(command): \(quoted(text)) is not a key name SDL knows (a-z, 0-9, "
                    + "punctuation, F1-F12, Space, Escape, Return, Tab, Backspace, Delete, "
                    + "Insert, Home, End, PageUp, PageDown, Up, Down, Left, Right, Menu, "
                    + "Application), with Ctrl, Shift or Alt joined by '+' before it")
        }
        return text
    }

    /// A `wait` or `move` time: ASCII digits only, 0…`Script.maximumMilliseconds`.
    static func milliseconds(_ text: String, command: String) throws(Refusal) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit), let value = Int(text),
            value <= Script.maximumMilliseconds
        else {
            throw Refusal(
                "\(command): \(quoted(text)) is not a whole number of milliseconds "
                    + "from 0 to \(Script.maximumMilliseconds)")
        }
        return value
    }

    /// A side of `resize`: ASCII digits only, 1…`Script.maximumSide` points.
    static func side(_ text: String, _ name: String) throws(Refusal) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit), let value = Int(text),
            (1...Script.maximumSide).contains(value)
        else {
            throw Refusal(
                "resize: \(name) \(quoted(text)) is not a whole number of points from 1 to "
                    + "\(Script.maximumSide)")
        }
        return value
    }

    /// A point from two finite decimal numbers.
    static func point(_ x: String, _ y: String, command: String) throws(Refusal)
        -> Point
    {
        guard let xValue = decimal(x) else {
            throw Refusal("\(command): X \(quoted(x)) is not a finite decimal number")
        }
        guard let yValue = decimal(y) else {
            throw Refusal("\(command): Y \(quoted(y)) is not a finite decimal number")
        }
        return Point(x: xValue, y: yValue)
    }

    /// A finite number written as `[+-]digits[.digits][e[+-]digits]` (no hex, nan or inf).
    private static func decimal(_ text: String) -> Double? {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return nil }
            bytes = bytes.dropFirst(exponentDigits)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An integer with an optional sign and ASCII digits, that fits in `Int`.
    static func signedInteger(_ text: String) -> Int? {
        var digits = text.utf8[...]
        if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// `[A-Za-z0-9._-]+`, not starting with `.`.
    static func isSafeFileStem(_ text: String) -> Bool {
        guard let first = text.utf8.first, first != UInt8(ascii: ".") else { return false }
        return text.utf8.allSatisfy { byte in
            isDigit(byte)
                || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-")
        }
    }

    /// An ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `text` in double quotes, with control characters escaped so the message stays one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
