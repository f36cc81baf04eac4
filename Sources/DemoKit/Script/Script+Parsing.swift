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
    private typealias LineError = ScriptValues.Refusal

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
            return .wait(milliseconds: try ScriptValues.milliseconds(arguments[0], command: name))
        case "down":
            try expect(2, "X Y")
            return .down(try ScriptValues.point(arguments[0], arguments[1], command: name))
        case "move":
            try expect(3, "X Y MS")
            let target = try ScriptValues.point(arguments[0], arguments[1], command: name)
            return .move(
                to: target, milliseconds: try ScriptValues.milliseconds(arguments[2], command: name)
            )
        case "up":
            try expect(0, "")
            return .up
        case "wheel":
            try expect(1, "DY")
            guard let notches = ScriptValues.signedInteger(arguments[0]) else {
                throw LineError(
                    "wheel: \(ScriptValues.quoted(arguments[0])) is not a whole number of notches")
            }
            return .wheel(notches: notches)
        case "scroll":
            try expect(2, "DX DY")
            return .scroll(try ScriptValues.point(arguments[0], arguments[1], command: name))
        case "key":
            try expect(1, "NAME")
            return .key(try ScriptValues.keyName(arguments[0], command: name))
        case "hold":
            try expect(2, "NAME MS")
            return .hold(
                try ScriptValues.keyName(arguments[0], command: name),
                milliseconds: try ScriptValues.milliseconds(arguments[1], command: name))
        case "click":
            guard arguments.count == 2 || arguments.count == 3 else {
                throw LineError(
                    "click: expects 2 or 3 arguments (X Y [right]), got \(arguments.count)")
            }
            if arguments.count == 3, arguments[2] != "right" {
                throw LineError(
                    "click: \(ScriptValues.quoted(arguments[2])) is not a button (only \"right\" may follow "
                        + "X Y)")
            }
            return .click(
                try ScriptValues.point(arguments[0], arguments[1], command: name),
                right: arguments.count == 3)
        case "shot":
            try expect(1, "NAME")
            guard ScriptValues.isSafeFileStem(arguments[0]) else {
                throw LineError(
                    "shot: \(ScriptValues.quoted(arguments[0])) is not a safe file name (letters, digits, "
                        + "'.', '_' and '-', not starting with '.')")
            }
            return .shot(arguments[0])
        case "pad":
            try expect(1, "BUTTON")
            guard let button = ControllerButton(name: arguments[0]) else {
                let names = ControllerButton.allCases.map(\.name).joined(separator: ", ")
                throw LineError(
                    "pad: \(ScriptValues.quoted(arguments[0])) is not a controller button (\(names))"
                )
            }
            return .pad(button)
        case "stick":
            try expect(2, "X Y")
            let position = try ScriptValues.point(arguments[0], arguments[1], command: name)
            let axes = [("X", arguments[0], position.x), ("Y", arguments[1], position.y)]
            for (axis, text, value) in axes where abs(value) > 1 {
                throw LineError("stick: \(axis) \(ScriptValues.quoted(text)) is not from -1 to 1")
            }
            return .stick(position)
        case "resize":
            try expect(2, "W H")
            return .resize(
                Size(
                    width: Double(try ScriptValues.side(arguments[0], "W")),
                    height: Double(try ScriptValues.side(arguments[1], "H"))))
        case "focus":
            return .focus(try ScriptValues.word(arguments, command: name, yes: "in", no: "out"))
        case "network":
            return .network(
                try ScriptValues.word(arguments, command: name, yes: "online", no: "offline"))
        default:
            throw LineError(
                "unknown command \(ScriptValues.quoted(name)) (expected wait, down, move, up, click, wheel, "
                    + "scroll, key, hold, pad, stick, resize, focus, network or shot)"
            )
        }
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
}
