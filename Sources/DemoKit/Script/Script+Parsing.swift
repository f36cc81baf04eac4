import RefreshCore

extension Script {
    /// The longest line accepted, in characters (Unicode scalars).
    public static let maximumLineLength = 4096
    /// The largest side `resize` takes, points (the contract's fourth round).
    public static let maximumSide = 8192
    /// The largest time a `wait` or `move` may take, in milliseconds (one hour).
    public static let maximumMilliseconds = 3_600_000

    /// Parses script text; `fileName` starts every error message.
    public static func parse(_ text: String, fileName: String) throws(ScriptError) -> Script {
        try parse(data: Array(text.utf8), fileName: fileName)
    }

    /// Parses script bytes, reporting invalid UTF-8 on the first line that holds it.
    public static func parse(data: [UInt8], fileName: String) throws(ScriptError) -> Script {
        var commands: [ScriptCommand] = []
        var lineNumber = 0
        var start = 0
        while start < data.count {
            lineNumber += 1
            var end = start
            while end < data.count && data[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start && data[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let action = try parseLine(
                data[start..<lineEnd], fileName: fileName, lineNumber: lineNumber)
            if let action {
                commands.append(ScriptCommand(line: lineNumber, action: action))
            }
            start = end + 1
        }
        return Script(commands: commands)
    }

    /// One line without its line break: a command, `nil` for a blank or comment line.
    private static func parseLine(
        _ bytes: ArraySlice<UInt8>, fileName: String, lineNumber: Int
    ) throws(ScriptError) -> ScriptAction? {
        func failure(_ message: String) -> ScriptError {
            ScriptError(fileName: fileName, line: lineNumber, message: message)
        }
        if bytes.contains(0) { throw failure("the line contains a NUL byte") }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw failure("the line is not valid UTF-8")
        }
        if line.unicodeScalars.count > maximumLineLength {
            throw failure("the line is longer than \(maximumLineLength) characters")
        }
        var code = Substring(line)
        if let hash = code.firstIndex(of: "#") { code = code[..<hash] }
        let tokens = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = tokens.first else { return nil }
        let arguments = Array(tokens.dropFirst())
        do {
            return try action(name: name, arguments: arguments)
        } catch {
            throw failure(error.message)
        }
    }

    /// A message without a location, completed by `parseLine`.
    private struct LineError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The command `name` with its arguments checked.
    private static func action(name: String, arguments: [String]) throws(LineError)
        -> ScriptAction
    {
        func expect(_ count: Int, _ usage: String) throws(LineError) {
            guard arguments.count == count else {
                let noun = count == 1 ? "argument" : "arguments"
                throw LineError(
                    "\(name): expects \(count) \(noun)\(usage.isEmpty ? "" : " (\(usage))"), "
                        + "got \(arguments.count)")
            }
        }
        switch name {
        case "wait":
            try expect(1, "MS")
            return .wait(milliseconds: try milliseconds(arguments[0], command: name))
        case "down":
            try expect(2, "X Y")
            return .down(try point(arguments[0], arguments[1], command: name))
        case "move":
            try expect(3, "X Y MS")
            let target = try point(arguments[0], arguments[1], command: name)
            return .move(to: target, milliseconds: try milliseconds(arguments[2], command: name))
        case "up":
            try expect(0, "")
            return .up
        case "wheel":
            try expect(1, "DY")
            guard let notches = signedInteger(arguments[0]) else {
                throw LineError("wheel: \(quoted(arguments[0])) is not a whole number of notches")
            }
            return .wheel(notches: notches)
        case "scroll":
            try expect(2, "DX DY")
            return .scroll(try point(arguments[0], arguments[1], command: name))
        case "key":
            try expect(1, "NAME")
            return .key(try keyName(arguments[0], command: name))
        case "hold":
            try expect(2, "NAME MS")
            return .hold(
                try keyName(arguments[0], command: name),
                milliseconds: try milliseconds(arguments[1], command: name))
        case "click":
            guard arguments.count == 2 || arguments.count == 3 else {
                throw LineError(
                    "click: expects 2 or 3 arguments (X Y [right]), got \(arguments.count)")
            }
            if arguments.count == 3, arguments[2] != "right" {
                throw LineError(
                    "click: \(quoted(arguments[2])) is not a button (only \"right\" may follow "
                        + "X Y)")
            }
            return .click(
                try point(arguments[0], arguments[1], command: name), right: arguments.count == 3)
        case "shot":
            try expect(1, "NAME")
            guard isSafeFileStem(arguments[0]) else {
                throw LineError(
                    "shot: \(quoted(arguments[0])) is not a safe file name (letters, digits, "
                        + "'.', '_' and '-', not starting with '.')")
            }
            return .shot(arguments[0])
        case "pad":
            try expect(1, "BUTTON")
            guard let button = ControllerButton(name: arguments[0]) else {
                let names = ControllerButton.allCases.map(\.name).joined(separator: ", ")
                throw LineError(
                    "pad: \(quoted(arguments[0])) is not a controller button (\(names))")
            }
            return .pad(button)
        case "stick":
            try expect(2, "X Y")
            let position = try point(arguments[0], arguments[1], command: name)
            let axes = [("X", arguments[0], position.x), ("Y", arguments[1], position.y)]
            for (axis, text, value) in axes where abs(value) > 1 {
                throw LineError("stick: \(axis) \(quoted(text)) is not from -1 to 1")
            }
            return .stick(position)
        case "resize":
            try expect(2, "W H")
            return .resize(
                Size(
                    width: Double(try side(arguments[0], "W")),
                    height: Double(try side(arguments[1], "H"))))
        case "focus":
            return .focus(try word(arguments, command: name, yes: "in", no: "out"))
        case "network":
            return .network(try word(arguments, command: name, yes: "online", no: "offline"))
        default:
            throw LineError(
                "unknown command \(quoted(name)) (expected wait, down, move, up, click, wheel, "
                    + "scroll, key, hold, pad, stick, resize, focus, network or shot)"
            )
        }
    }

    /// The one argument of `focus` (`in`/`out`) or `network` (`online`/`offline`): true for
    /// `yes`, false for `no`.
    private static func word(
        _ arguments: [String], command: String, yes: String, no: String
    ) throws(LineError) -> Bool {
        guard arguments.count == 1 else {
            throw LineError(
                "\(command): expects 1 argument (\(yes) or \(no)), got \(arguments.count)")
        }
        switch arguments[0] {
        case yes: return true
        case no: return false
        default:
            throw LineError(
                "\(command): \(quoted(arguments[0])) is not \(quoted(yes)) or \(quoted(no))")
        }
    }

    /// `text` when it names a key as `keyPress` reads it, else the error saying what may.
    private static func keyName(_ text: String, command: String) throws(LineError) -> String {
        guard keyPress(text) != nil else {
            throw LineError(
                "\(command): \(quoted(text)) is not a key name SDL knows (a-z, 0-9, "
                    + "punctuation, F1-F12, Space, Escape, Return, Tab, Backspace, Delete, "
                    + "Insert, Home, End, PageUp, PageDown, Up, Down, Left, Right, Menu, "
                    + "Application), with Ctrl, Shift or Alt joined by '+' before it")
        }
        return text
    }

    /// The key a `key` command names: SDL's name, after any of `Ctrl`, `Shift` and `Alt`
    /// (case-insensitive, each at most once) joined to it by `+`; nil when it names none.
    public static func keyPress(_ text: String) -> KeyPress? {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" itself is a key: a last part left empty by a trailing "+" is that key.
        if parts.count > 1, parts.last == "", parts[parts.count - 2] == "" {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let name = parts.popLast(), let key = Key(name: name) else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts {
            guard
                let modifier = KeyModifiers.names.first(where: {
                    $0.name.lowercased() == part.lowercased()
                })?.modifier, !modifiers.contains(modifier)
            else { return nil }
            modifiers.insert(modifier)
        }
        return KeyPress(key, modifiers: modifiers)
    }

    /// A `wait` or `move` time: ASCII digits only, 0…`maximumMilliseconds`.
    private static func milliseconds(_ text: String, command: String) throws(LineError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit), let value = Int(text),
            value <= maximumMilliseconds
        else {
            throw LineError(
                "\(command): \(quoted(text)) is not a whole number of milliseconds "
                    + "from 0 to \(maximumMilliseconds)")
        }
        return value
    }

    /// A side of `resize`: ASCII digits only, 1…`maximumSide` points.
    private static func side(_ text: String, _ name: String) throws(LineError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit), let value = Int(text),
            (1...maximumSide).contains(value)
        else {
            throw LineError(
                "resize: \(name) \(quoted(text)) is not a whole number of points from 1 to "
                    + "\(maximumSide)")
        }
        return value
    }

    /// A point from two finite decimal numbers.
    private static func point(_ x: String, _ y: String, command: String) throws(LineError)
        -> Point
    {
        guard let xValue = decimal(x) else {
            throw LineError("\(command): X \(quoted(x)) is not a finite decimal number")
        }
        guard let yValue = decimal(y) else {
            throw LineError("\(command): Y \(quoted(y)) is not a finite decimal number")
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
    private static func signedInteger(_ text: String) -> Int? {
        var digits = text.utf8[...]
        if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// `[A-Za-z0-9._-]+`, not starting with `.`.
    private static func isSafeFileStem(_ text: String) -> Bool {
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
    private static func quoted(_ text: String) -> String {
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
